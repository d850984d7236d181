// Every table, for the typed Drizzle client. Add each new file of `schema/` here.

import * as catalogue from './schema/catalogue.ts';
import * as travel from './schema/travel.ts';

export const schema = { ...catalogue, ...travel };

export type Schema = typeof schema;
