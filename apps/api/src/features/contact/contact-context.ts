import type { Db } from '../../db/client.ts';

/** What the contact, booking, newsletter and services-inquiry use cases need besides the request. */
export interface ContactContext {
  db: Db;
  /** Where staff notifications go (STAFF_EMAIL). */
  staffEmail: string;
  /** Origin for links in mails. */
  publicUrl: string;
  /** Signs one-click unsubscribe links. */
  jwtSecret: string;
  /** Appointments per booking slot (N15). */
  slotCapacity: number;
}
