import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sharedAnswerJson } from './shared-answer-json.ts';

const schema = z.object({
  data: z.object({ quoteId: z.string(), premium: z.number(), note: z.string().optional() }),
});

describe('sharedAnswerJson', () => {
  it('gives what the route serializer would, with each answer its own id', () => {
    const build = vi.fn((shared: { premium: number }, quoteId: string) => ({ data: { quoteId, ...shared } }));
    const json = sharedAnswerJson(schema, build);
    const shared = { premium: 12.5 };
    for (const id of ['q-1', 'q-2', 'with "quotes"']) {
      expect(json(shared, id)).toBe(JSON.stringify(schema.encode(build(shared, id))));
      expect(JSON.parse(json(shared, id))).toEqual({ data: { quoteId: id, premium: 12.5 } });
    }
    // Encoded once per shared object (plus the comparisons above).
    expect(build.mock.calls.filter(([, id]) => id.includes('\u0000'))).toHaveLength(1);
  });

  it('encodes through the schema: unknown keys are dropped, a wrong shape throws', () => {
    const json = sharedAnswerJson(schema, (shared: object, quoteId: string) => ({
      data: { quoteId, ...shared },
    }));
    expect(JSON.parse(json({ premium: 1, secret: 'x' }, 'q'))).toEqual({
      data: { quoteId: 'q', premium: 1 },
    });
    expect(() => json({ premium: 'free' }, 'q')).toThrow();
  });

  it('serves an answer without an id as it is', () => {
    const json = sharedAnswerJson(z.object({ data: z.array(z.number()) }), (shared: number[]) => ({
      data: shared,
    }));
    expect(json([1, 2], '')).toBe('{"data":[1,2]}');
  });
});
