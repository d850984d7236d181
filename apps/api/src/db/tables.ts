// Every table, for the typed Drizzle client. Add each new file of `schema/` here.

import * as accounts from './schema/accounts.ts';
import * as catalogue from './schema/catalogue.ts';
import * as consent from './schema/consent.ts';
import * as contact from './schema/contact.ts';
import * as content from './schema/content.ts';
import * as life from './schema/life.ts';
import * as mail from './schema/mail.ts';
import * as operations from './schema/operations.ts';
import * as staffInbox from './schema/staff-inbox.ts';
import * as travel from './schema/travel.ts';

export const schema = {
  ...catalogue,
  ...accounts,
  ...mail,
  ...content,
  ...travel,
  ...life,
  ...contact,
  ...consent,
  ...operations,
  ...staffInbox,
};

export type Schema = typeof schema;
