// Content answers from memory. The content tables hold what packages/shared seeds at
// start, so each content call's JSON is built once (read, checked and serialised through the
// route's response schema) and then sent as is; any write to the content (the seed's upsert)
// forgets every answer of that database, so the next call reads the new content. Only answers
// are kept: a 404 is not, so unknown paths cannot grow the cache.

import { z } from 'zod';
import type { Db } from '../../db/client.ts';

const answersByDb = new WeakMap<Db, Map<string, Promise<string>>>();

/** The JSON of `{ data: await read() }` for `key`, built once per database until content changes. */
export function cachedContentJson(db: Db, key: string, schema: z.ZodType, read: () => Promise<unknown>) {
  let answers = answersByDb.get(db);
  if (answers === undefined) {
    answers = new Map();
    answersByDb.set(db, answers);
  }
  let json = answers.get(key);
  if (json === undefined) {
    const cache = answers;
    json = read().then((data) => JSON.stringify(z.encode(schema, { data })));
    cache.set(key, json);
    json.catch(() => cache.delete(key));
  }
  return json;
}

/** Called by every content write: the next calls read the database again. */
export function forgetContent(db: Db): void {
  answersByDb.delete(db);
}
