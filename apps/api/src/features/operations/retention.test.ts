// The retention job runs once per interval however many processes ask, and every table of the
// schema has a retention rule or a reason to stay (ADR 0072). What each rule removes:
// retention-limits.test.ts.

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '@brokerage/shared/content/retention-periods';
import { operationRuns } from '../../db/schema/operations.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listTables } from './backup.repository.ts';
import { KEPT_TABLES, RETENTION_RULES } from './retention.repository.ts';
import { runRetention } from './retention.ts';

const t = useTestApp();
const NOW = new Date('2027-06-15T12:00:00.000Z');

describe('retention job', () => {
  it('runs once per interval however many processes ask', async () => {
    const first = await runRetention({
      db: t.db,
      periods: RETENTION_DEFAULTS,
      trigger: 'schedule',
      now: NOW,
    });
    expect(first).toBeDefined();
    const later = new Date(NOW.getTime() + 3_600_000);
    const since = new Date(later.getTime() - 24 * 3_600_000);
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        runRetention({
          db: t.db,
          periods: RETENTION_DEFAULTS,
          trigger: 'schedule',
          now: later,
          notSince: since,
        }),
      ),
    );
    // The first run started within the last 24 hours of `later`.
    expect(runs.filter((r) => r !== undefined)).toHaveLength(0);
    const dayAfter = new Date(NOW.getTime() + 25 * 3_600_000);
    const next = await Promise.all(
      [1, 2].map(() =>
        runRetention({
          db: t.db,
          periods: RETENTION_DEFAULTS,
          trigger: 'schedule',
          now: dayAfter,
          notSince: new Date(dayAfter.getTime() - 24 * 3_600_000),
        }),
      ),
    );
    expect(next.filter((r) => r !== undefined)).toHaveLength(1);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(operationRuns)
      .where(eq(operationRuns.job, 'retention'));
    expect(n).toBe(2);
  });

  it('has a rule, or a reason to keep it, for every table of the schema', async () => {
    const covered = new Set([...RETENTION_RULES.map((r) => r.table), ...Object.keys(KEPT_TABLES)]);
    const missing = (await listTables(t.db)).map((table) => table.name).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });
});
