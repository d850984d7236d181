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

  it('does not start a call its query has already asked for (and so made itself)', () => {
    const made: number[] = [];
    const calls = earlyCalls(async (age: number) => {
      made.push(age);
      return age;
    });
    expect(calls.take(40)).toBeUndefined();
    calls.start(40);
    calls.start(41);
    expect(made).toEqual([41]);
  });

  it('keeps a failed call for its taker without an unhandled rejection', async () => {
    const calls = earlyCalls(async () => {
      throw new Error('offline');
    });
    calls.start();
    await expect(calls.take()).rejects.toThrow('offline');
  });
});
