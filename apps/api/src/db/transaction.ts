// The one way a use case runs several writes as a unit: a record and the mails it queues commit
// together or not at all (N17). Repository functions take the transaction as their `db`.

import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * The clock when the statement runs. now() is when the transaction began, so a transaction that
 * waited on a row lock would stamp its rows before the one it waited for (My applications' timeline).
 */
export const WRITTEN_AT = sql`clock_timestamp()`;
