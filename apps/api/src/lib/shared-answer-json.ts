// JSON of answers that many requests share (cached quotes, ADR 0053). The JSON of an answer object
// reused from a cache is written once and kept while the object lives; the per-request quote id is
// placed between the two kept parts. Each route writes its answer's JSON itself, in its response
// schema's key order, without the schema's encode (issue 14, ADR 0083: the encode of every varied
// answer was 18 % of a life quote's CPU); its test checks the text equals the schema's encode.

import type { FastifyReply } from 'fastify';

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

/** Sends already-serialised JSON (Fastify sends a string with a JSON content type as is). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
