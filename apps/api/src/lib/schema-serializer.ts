// Answers written by a serializer compiled from the route's own response schema (ADR 0101): the
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
 * An `anyOf` of plainly typed branches of different types (zod's nullable, `number | number[]`) as
 * one schema with `type: [...]`: fast-json-stringify then picks the branch by the value's type
 * instead of validating the value against each branch (ADR 0101).
 */
function mergedTypes(branches: JsonSchema[]): JsonSchema | undefined {
  const merged: JsonSchema = {};
  const types: string[] = [];
  for (const branch of branches) {
    const { type, ...rest } = branch;
    if (typeof type !== 'string' || types.includes(type) || 'anyOf' in rest || 'const' in rest)
      return undefined;
    for (const [key, value] of Object.entries(rest)) {
      if (key in merged && JSON.stringify(merged[key]) !== JSON.stringify(value)) return undefined;
      merged[key] = value;
    }
    types.push(type);
  }
  if (types.includes('integer') && types.includes('number')) return undefined;
  return { ...merged, type: types };
}

function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) out[key] = simplify(value);
  const { anyOf, ...rest } = out;
  if (Array.isArray(anyOf) && Object.keys(rest).every((key) => key === 'description')) {
    const merged = mergedTypes(anyOf as JsonSchema[]);
    if (merged !== undefined) return { ...rest, ...merged };
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
