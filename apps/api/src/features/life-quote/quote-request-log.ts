// Stores quote requests with group commit: a row joins the batch collected while the previous
// insert runs, and each caller waits until its own batch is written, so every answer still follows
// its stored row (N8) while a burst of quotes costs a few inserts, not one each (ADR 0051).

import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { insertQuoteRequests } from './life-quote.repository.ts';
import type { NewQuoteRequest } from './life-quote.repository.ts';

const MAX_BATCH = 200;

interface Pending {
  row: NewQuoteRequest & { id: string };
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Writer {
  pending: Pending[];
  flushing: boolean;
}

const writers = new WeakMap<Db, Writer>();

/** Resolves with the stored row's id once the row is in the database. */
export function recordQuoteRequest(db: Db, row: NewQuoteRequest): Promise<string> {
  let writer = writers.get(db);
  if (writer === undefined) {
    writer = { pending: [], flushing: false };
    writers.set(db, writer);
  }
  const target = writer;
  const id = randomUUID();
  const stored = new Promise<void>((resolve, reject) =>
    target.pending.push({ row: { ...row, id }, resolve, reject }),
  );
  if (!target.flushing) void flush(db, target);
  return stored.then(() => id);
}

async function flush(db: Db, writer: Writer): Promise<void> {
  writer.flushing = true;
  try {
    while (writer.pending.length > 0) {
      const batch = writer.pending.splice(0, MAX_BATCH);
      try {
        await insertQuoteRequests(
          db,
          batch.map((p) => p.row),
        );
        batch.forEach((p) => p.resolve());
      } catch (error) {
        batch.forEach((p) => p.reject(error));
      }
    }
  } finally {
    writer.flushing = false;
  }
}
