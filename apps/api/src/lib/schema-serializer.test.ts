import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaSerializerCompiler, serializedJsonSchema } from './schema-serializer.ts';

const row = z.object({
  plan: z.string(),
  premium: z.union([z.number(), z.array(z.number())]),
  monthly: z.object({ deposit: z.number() }).nullable(),
  kind: z.enum(['a', 'b']).nullable(),
  note: z.string().optional(),
});
const answer = z.object({
  data: z.object({ rows: z.array(row), summary: z.record(z.string(), z.array(z.string())), id: z.string() }),
});
const serialize = schemaSerializerCompiler({ schema: answer });

describe('schemaSerializerCompiler', () => {
  it('writes what the schema encode and JSON.stringify write, in the schema key order', () => {
    const values = [
      {
        data: {
          id: 'q-1',
          summary: { 'Plan "A"': ['line\n1', 'é'] },
          rows: [
            { note: 'n', kind: null, monthly: null, premium: 12.5, plan: 'A' },
            { plan: 'B', premium: [1, 2.25], monthly: { deposit: 3 }, kind: 'b' },
          ],
        },
      },
      { data: { rows: [], summary: {}, id: '' } },
    ];
    for (const value of values) {
      expect(serialize(value)).toBe(JSON.stringify(answer.encode(value as z.input<typeof answer>)));
    }
  });

  it('leaves out keys the schema does not name', () => {
    const value = { data: { id: 'x', rows: [], summary: {}, secret: 'no' }, other: 1 };
    expect(JSON.parse(serialize(value))).toEqual({ data: { rows: [], summary: {}, id: 'x' } });
  });

  it('turns plainly typed unions into one multi-type schema', () => {
    const json = JSON.stringify(serializedJsonSchema(row));
    expect(json).not.toContain('anyOf');
    expect(json).toContain('"type":["number","array"]');
  });
});
