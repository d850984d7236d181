import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { idFieldParts, sharedAnswerJson } from './shared-answer-json.ts';

describe('sharedAnswerJson', () => {
  it('writes a shared answer once and gives each request its own id', () => {
    const write = vi.fn((shared: { premium: number }) =>
      idFieldParts(JSON.stringify(shared), 'quoteId', 'first'),
    );
    const json = sharedAnswerJson(write);
    const shared = { premium: 12.5 };
    for (const id of ['q-1', 'q-2', 'with "quotes"']) {
      expect(JSON.parse(json(shared, id))).toEqual({ data: { quoteId: id, premium: 12.5 } });
    }
    expect(write).toHaveBeenCalledTimes(1);
    json({ premium: 1 }, 'q-3');
    expect(write).toHaveBeenCalledTimes(2);
  });
});

describe('idFieldParts', () => {
  const schema = z.object({
    message: z.string().optional(),
    data: z.object({ quoteId: z.string(), premium: z.number(), lines: z.array(z.string()) }),
  });
  const last = z.object({ data: z.object({ premium: z.number(), quoteId: z.string() }) });

  it('gives the text the schema encode gives, the id first or last', () => {
    const [before, after] = idFieldParts('{"premium":1.5,"lines":["a"]}', 'quoteId', 'first');
    expect(`${before}"q-1"${after}`).toBe(
      JSON.stringify(schema.encode({ data: { quoteId: 'q-1', premium: 1.5, lines: ['a'] } })),
    );
    const [b, a] = idFieldParts('{"premium":2}', 'quoteId', 'last');
    expect(`${b}"q-2"${a}`).toBe(JSON.stringify(last.encode({ data: { premium: 2, quoteId: 'q-2' } })));
  });
});
