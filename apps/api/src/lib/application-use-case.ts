// The one shape of an application use case, for every product (ADR 0101):
// `submit<Product>Application(ctx, owner, application)` takes the answers the route checked with
// the shared schema for today, stores the typed row and queues both mails in one transaction
// (ADR 0061), and answers the new row's id with the message the customer sees.

import type { Db } from '../db/client.ts';

export interface ApplicationContext {
  db: Db;
  staffEmail: string;
  /** The server's clock, injected by tests. */
  now?: Date;
  /** The sender's IP, kept with the health consent record (N25). */
  ipAddress?: string | null;
}

/** Who applies: the signed-in account the application belongs to, or nobody. */
export interface ApplicationOwner {
  userId: string | null;
}

export interface SubmittedApplication {
  id: string;
  message: string;
}
