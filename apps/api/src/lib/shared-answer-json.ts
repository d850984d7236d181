// Answers kept in memory and sent again and again (content). Quote answers are written
// by their route's compiled response schema instead (lib/schema-serializer.ts, ADR 0101).

import type { FastifyReply } from 'fastify';
import { compressKeptBody, preferredEncoding } from './content-encoding.ts';
import type { ContentEncoding } from './content-encoding.ts';

// Answers kept in memory and sent again and again (content) are compressed once per
// encoding for clients that accept it. A quote answer is not: each varied answer would be compressed
// anew, 30 to 50 µs of the event loop per visitor quote (brotli quality 1), which took the varied
// visitor p99 on the embedded database to 23 to 29 ms (budget 25); a results page asks for its quote
// while its scripts load, so the smaller answer did not bring its first rows forward (ADR 0083).
export const COMPRESS_FROM_BYTES = 1024;

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
