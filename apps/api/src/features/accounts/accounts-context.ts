import type { Db } from '../../db/client.ts';

/** What the account use cases need from the app. */
export interface AccountsContext {
  db: Db;
  jwtSecret: string;
  /** Origin of the links in e-mails; no trailing slash. */
  publicUrl: string;
  /** The office's inbox: staff mail of a lead no advisor is assigned to. */
  staffEmail?: string;
}
