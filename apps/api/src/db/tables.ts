// Every table, for the typed Drizzle client. Add each new file of `schema/` here.

import * as catalogue from './schema/catalogue.ts';

export const schema = { ...catalogue };

export type Schema = typeof schema;
