// Every table, for the typed Drizzle client. Add each new file of `schema/` here.

import * as accounts from './schema/accounts.ts';
import * as catalogue from './schema/catalogue.ts';
import * as contact from './schema/contact.ts';
import * as mail from './schema/mail.ts';

export const schema = { ...catalogue, ...accounts, ...mail, ...contact };

export type Schema = typeof schema;
