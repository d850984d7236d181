import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createGroupCommit, MAX_GROUP_COMMIT_BATCH } from './group-commit.ts';

const fakeDb = () => ({}) as Db;

function recorder(options: { fail?: (row: string) => boolean } = {}) {
  const writes: string[][] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const write = async (_db: Db, rows: string[]) => {
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    if (rows.some((r) => options.fail?.(r) === true)) throw new Error(`cannot store ${rows.join(',')}`);
    writes.push(rows);
  };
  return {
    writes,
    store: createGroupCommit(write),
    holdWrites: () => (hold = true),
    releaseWrite: () => {
      hold = false;
      release?.();
    },
  };
}

describe('createGroupCommit', () => {
  it('writes the rows added in one turn with one statement, and answers each caller after it', async () => {
    const { writes, store } = recorder();
    const db = fakeDb();
    const settled: string[] = [];
    const all = ['a', 'b', 'c'].map((row) => store(db, row).then(() => settled.push(row)));
    expect(settled).toEqual([]);
    await Promise.all(all);
    expect(writes).toEqual([['a', 'b', 'c']]);
    expect(settled).toEqual(['a', 'b', 'c']);
  });

  it('does not answer before the row is written', async () => {
    const { writes, store, holdWrites, releaseWrite } = recorder();
    holdWrites();
    let done = false;
    const stored = store(fakeDb(), 'a').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    releaseWrite();
    await stored;
    expect(writes).toEqual([['a']]);
  });

  it('gathers rows added during a write into the next one', async () => {
    const { writes, store, holdWrites, releaseWrite } = recorder();
    const db = fakeDb();
    holdWrites();
    const first = store(db, 'a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = ['b', 'c'].map((row) => store(db, row));
    releaseWrite();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });

  it('fails only the caller whose row cannot be stored', async () => {
    const { writes, store } = recorder({ fail: (row) => row === 'bad' });
    const db = fakeDb();
    const outcomes = await Promise.allSettled(['a', 'bad', 'c'].map((row) => store(db, row)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(writes).toEqual([['a'], ['c']]);
  });

  it('keeps each database apart and caps a statement at the batch size', async () => {
    const { writes, store } = recorder();
    const [one, two] = [fakeDb(), fakeDb()];
    const rows = Array.from({ length: MAX_GROUP_COMMIT_BATCH + 1 }, (_, i) => `r${i}`);
    await Promise.all([...rows.map((row) => store(one, row)), store(two, 'other')]);
    expect(writes.map((w) => w.length).sort((a, b) => a - b)).toEqual([1, 1, MAX_GROUP_COMMIT_BATCH]);
    expect(writes).toContainEqual(['other']);
  });

  it('answers each caller the value its row got, such as a generated id', async () => {
    let next = 100;
    const store = createGroupCommit(async (_db: Db, rows: string[]) => rows.map(() => next++));
    const db = fakeDb();
    const ids = await Promise.all(['a', 'b', 'c'].map((row) => store(db, row)));
    expect(ids).toEqual([100, 101, 102]);
  });
});
