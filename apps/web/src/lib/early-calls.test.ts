import { describe, expect, it } from 'vitest';
import { earlyCalls } from './early-calls.ts';

describe('earlyCalls', () => {
  it('starts a call once per arguments, and gives it to the first taker only', async () => {
    const made: string[] = [];
    const calls = earlyCalls(async (product: string, request: { age: number }) => {
      made.push(`${product}:${request.age}`);
      return request.age * 2;
    });
    calls.start('term-life', { age: 40 });
    calls.start('term-life', { age: 40 });
    expect(made).toEqual(['term-life:40']);
    expect(calls.take('term-life', { age: 41 })).toBeUndefined();
    await expect(calls.take('term-life', { age: 40 })).resolves.toBe(80);
    expect(calls.take('term-life', { age: 40 })).toBeUndefined();
  });

  it('keeps a failed call for its taker without an unhandled rejection', async () => {
    const calls = earlyCalls(async () => {
      throw new Error('offline');
    });
    calls.start();
    await expect(calls.take()).rejects.toThrow('offline');
  });
});
