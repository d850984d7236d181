// JSON of answers that many requests share (cached quotes, ADR 0053). A route's serializer
// encodes the answer through its response schema and stringifies it on every request; for an
// answer object reused from a cache that work is done once, with the same schema, and kept
// while the object lives. A per-request string (a quote id) is spliced into the cached text.

import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// Cannot occur in an answer: a NUL character is never part of a plan, id or message.
const ID_SLOT = '\u0000answer-id\u0000';
const ID_SLOT_JSON = JSON.stringify(ID_SLOT);

/** `build(shared, id)` makes the whole answer; the result gives its JSON for a shared object and an id. */
export function sharedAnswerJson<S extends object>(
  schema: z.ZodType,
  build: (shared: S, id: string) => unknown,
): (shared: S, id: string) => string {
  // The text before and after the id; a single part when the answer carries no id.
  const parts = new WeakMap<S, readonly string[]>();
  return (shared, id) => {
    let split = parts.get(shared);
    if (split === undefined) {
      split = JSON.stringify(z.encode(schema, build(shared, ID_SLOT))).split(ID_SLOT_JSON);
      if (split.length > 2) throw new Error('an answer may carry its id once');
      parts.set(shared, split);
    }
    return split.length === 1 ? (split[0] ?? '') : `${split[0] ?? ''}${JSON.stringify(id)}${split[1] ?? ''}`;
  };
}

/** Sends already-serialised JSON (Fastify sends a string with a JSON content type as is). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
