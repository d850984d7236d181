// Answers written by a serializer compiled from the route's own response schema (ADR 0087): the
// zod schema becomes JSON Schema once, at start-up, and Fastify's schema-compiled serializer
// (fast-json-stringify) writes every answer from it, keys in the schema's order, unknown keys
// left out. It replaces both the type provider's `z.encode` + JSON.stringify (18 % of a varied
// quote's CPU, ADR 0083) and the hand-written answer writers, which changed by hand with the
// contract. Routes opt in with `serializerCompiler: schemaSerializerCompiler`; a schema with
// transforms or codecs keeps the type provider's serializer.

import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]`, zod's nullable, as `type: [X's type, 'null']` where X is a plain
 * typed schema: fast-json-stringify then writes it directly instead of trying each branch.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt] as JsonSchema | undefined;
    if (nullAt !== -1 && other !== undefined && typeof other.type === 'string' && other.anyOf === undefined) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema (the JSON the encode gives). */
export function serializedJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/** Set as a route's `serializerCompiler`: each response schema of the route (a zod type) compiled. */
export const schemaSerializerCompiler = ({ schema }: { schema: unknown }): ((data: unknown) => string) =>
  fastJson(serializedJsonSchema(schema as z.ZodType));
