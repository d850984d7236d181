import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDb } from '../db/client.ts';
import { runClockFrom } from './process-clock.ts';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('runClockFrom', () => {
  it('makes new Date() and Date.now() read the chosen instant, then run on', async () => {
    const asOf = new Date('2028-02-29T15:00:00Z');
    restore = runClockFrom(asOf);
    const first = Date.now();
    expect(Math.abs(first - asOf.getTime())).toBeLessThan(1000);
    expect(new Date().toISOString().slice(0, 10)).toBe('2028-02-29');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first);
    expect(new Date() instanceof Date).toBe(true);
    expect(new Date('2026-12-01T00:00:00Z').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(new Date(2026, 0, 31).getDate()).toBe(31);
    expect(Date.UTC(2026, 11, 31)).toBe(Date.parse('2026-12-31T00:00:00Z'));
    expect(String(Date())).toContain('Feb 29 2028');
  });

  // Starts an embedded database: longer than the default on a busy machine.
  it("moves the embedded database's now() with it", async () => {
    restore = runClockFrom(new Date('2027-03-14T06:30:00Z'));
    const client = await createMemoryDb();
    try {
      const result = (await client.db.execute(sql`select now()::text as now`)) as unknown as {
        rows: { now: string }[];
      };
      const rows = result.rows;
      expect(rows[0]?.now.slice(0, 10)).toBe('2027-03-14');
    } finally {
      await client.close();
    }
  }, 120_000);

  it('gives the real clock back', () => {
    runClockFrom(new Date('2030-01-01T00:00:00Z'))();
    expect(new Date().getUTCFullYear()).toBeLessThan(2030);
  });
});
