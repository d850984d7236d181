// Every table, for the typed Drizzle client. Add each new file of `schema/` here.

import * as catalogue from './schema/catalogue.ts';
import * as content from './schema/content.ts';

export const schema = { ...catalogue, ...content };

export type Schema = typeof schema;
