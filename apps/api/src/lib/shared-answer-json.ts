// JSON of answers that many requests share (cached quotes, ADR 0053). The JSON of an answer object
// reused from a cache is written once and kept while the object lives; the per-request quote id is
// placed between the two kept parts. Each route writes its answer's JSON itself, in its response
// schema's key order, without the schema's encode (issue 14, ADR 0083: the encode of every varied
// answer was 18 % of a life quote's CPU); its test checks the text equals the schema's encode.

import type { FastifyReply } from 'fastify';
import { compressKeptBody, preferredEncoding } from './content-encoding.ts';
import type { ContentEncoding } from './content-encoding.ts';

/** An answer's JSON as the text before its id and the text after it. */
export type AnswerJsonParts = readonly [before: string, after: string];

/** `write(shared)` gives the answer's JSON around its id; the result gives the JSON for a shared object and an id. */
export function sharedAnswerJson<S extends object>(
  write: (shared: S) => AnswerJsonParts,
): (shared: S, id: string) => string {
  const parts = new WeakMap<S, AnswerJsonParts>();
  return (shared, id) => {
    let split = parts.get(shared);
    if (split === undefined) {
      split = write(shared);
      parts.set(shared, split);
    }
    return `${split[0]}${JSON.stringify(id)}${split[1]}`;
  };
}

/**
 * The JSON of `{ data: { <idKey>: id, ...fields } }` (first) or `{ data: { ...fields, <idKey>: id } }`
 * (last) around the id, from the JSON of `fields`, an object with at least one key.
 */
export function idFieldParts(fieldsJson: string, idKey: string, place: 'first' | 'last'): AnswerJsonParts {
  const key = JSON.stringify(idKey);
  return place === 'first'
    ? [`{"data":{${key}:`, `,${fieldsJson.slice(1)}}`]
    : [`{"data":${fieldsJson.slice(0, -1)},${key}:`, '}}'];
}

// Answers kept in memory and sent again and again (content, issue 14) are compressed once per
// encoding for clients that accept it. A quote answer is not: each varied answer would be compressed
// anew, 30 to 50 µs of the event loop per visitor quote (brotli quality 1), which took the varied
// visitor p99 on the embedded database to 23 to 29 ms (budget 25); a results page asks for its quote
// while its scripts load, so the smaller answer did not bring its first rows forward (ADR 0083).
export const COMPRESS_FROM_BYTES = 1024;

/** Sends already-serialised JSON (Fastify sends a string with a JSON content type as is). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Sends JSON kept in memory (the same string object each time), compressed once per encoding when
 * it is large enough and the client accepts brotli or gzip.
 */
export async function sendKeptJson(reply: FastifyReply, json: string): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (json.length < COMPRESS_FROM_BYTES) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(json);
  return reply.header('content-encoding', encoding).send(await keptCompressed(json, encoding));
}

// Keyed by the kept string itself (its hash is computed once per string); each map forgets
// everything when it is full (content changes rarely). A failed compression is forgotten.
const KEPT_ANSWERS = 200;
const keptAnswers: Record<ContentEncoding, Map<string, Promise<Buffer>>> = {
  br: new Map(),
  gzip: new Map(),
};
function keptCompressed(json: string, encoding: ContentEncoding): Promise<Buffer> {
  const kept = keptAnswers[encoding];
  let body = kept.get(json);
  if (body === undefined) {
    if (kept.size >= KEPT_ANSWERS) kept.clear();
    body = compressKeptBody(Buffer.from(json), encoding);
    kept.set(json, body);
    body.catch(() => kept.delete(json));
  }
  return body;
}
