// Group commit for rows every request must store before it answers (quote requests,
// ADR 0106): rows added during one turn of the event loop, and while the previous insert runs, are
// written by one multi-row INSERT, and each caller still waits for its own batch, so no answer
// goes out before its row is stored (ADR 0053). Embedded PGlite runs each statement on the event
// loop itself, so one statement per request would stall every other request; one per batch is cheap.

import type { Db } from '../db/client.ts';

export const MAX_GROUP_COMMIT_BATCH = 250;

interface Pending<T, R> {
  row: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

interface Writer<T, R> {
  pending: Pending<T, R>[];
  scheduled: boolean;
}

/**
 * `write` stores a batch in one statement; the answer stores a row once its batch is in. A `write`
 * that answers one value per row (a generated id, in the rows' order) gives each caller its own.
 */
export function createGroupCommit<T, R = void>(
  write: (db: Db, rows: T[]) => Promise<R[] | void>,
): (db: Db, row: T) => Promise<R> {
  const writers = new WeakMap<Db, Writer<T, R>>();
  const settle = (batch: Pending<T, R>[], values: R[] | void) =>
    batch.forEach((p, i) => p.resolve((values ? values[i] : undefined) as R));

  async function flush(db: Db, writer: Writer<T, R>): Promise<void> {
    try {
      while (writer.pending.length > 0) {
        const batch = writer.pending.splice(0, MAX_GROUP_COMMIT_BATCH);
        try {
          settle(
            batch,
            await write(
              db,
              batch.map((p) => p.row),
            ),
          );
        } catch (error) {
          if (batch.length === 1) batch[0]?.reject(error);
          // One bad row must not fail its neighbours' requests: write them one by one.
          else
            for (const p of batch) {
              await write(db, [p.row]).then((values) => settle([p], values), p.reject);
            }
        }
      }
    } finally {
      writer.scheduled = false;
    }
  }

  return (db, row) => {
    let writer = writers.get(db);
    if (writer === undefined) {
      writer = { pending: [], scheduled: false };
      writers.set(db, writer);
    }
    const target = writer;
    const stored = new Promise<R>((resolve, reject) => target.pending.push({ row, resolve, reject }));
    if (!target.scheduled) {
      target.scheduled = true;
      // After the requests read in this turn have added their rows: they share the INSERT.
      setImmediate(() => void flush(db, target));
    }
    return stored;
  };
}
