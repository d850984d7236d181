// The scheduled jobs run a backup and the retention job when due, once per interval,
// keep BACKUP_KEEP files, and log counts and sizes only.

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '@brokerage/shared/content/retention-periods';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { lastOperation } from './backup.ts';
import { startOperationsJobs } from './operations-jobs.ts';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'brokerage-jobs-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('scheduled operations jobs', { timeout: 120_000 }, () => {
  it('backs up and applies retention when due, once per interval, keeping BACKUP_KEEP files', async () => {
    // An older scheduled backup file that pruning should remove (BACKUP_KEEP = 1).
    await writeFile(path.join(dir, 'backup-2020-01-01T00-00-00-000Z.sql'), '-- old\n');
    const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
    const logger = {
      info: (details: Record<string, unknown>, message: string) =>
        lines.push({ level: 'info', details, message }),
      error: (details: Record<string, unknown>, message: string) =>
        lines.push({ level: 'error', details, message }),
    };
    let now = new Date('2026-11-25T10:00:00Z');
    const jobs = startOperationsJobs({
      db: t.db,
      kind: t.dbClient.kind,
      config: {
        backupDir: dir,
        backupEveryHours: 6,
        backupKeep: 1,
        retentionEveryHours: 24,
        retention: RETENTION_DEFAULTS,
      },
      logger: logger as never,
      firstCheckMs: 3_600_000,
      now: () => now,
    });
    try {
      await jobs.runOnce();
      expect(await readdir(dir)).toEqual(['backup-2026-11-25T10-00-00-000Z.sql']);
      expect(lines.map((l) => l.message)).toEqual([
        'retention job removed expired records',
        'scheduled backup written',
      ]);
      expect(lines[1]?.details).toMatchObject({ file: 'backup-2026-11-25T10-00-00-000Z.sql', pruned: 1 });
      expect(lines[1]?.details.bytes).toBeGreaterThan(1000);

      // An hour later nothing is due.
      now = new Date('2026-11-25T11:00:00Z');
      await jobs.runOnce();
      expect(lines).toHaveLength(2);

      // Six hours after the first backup: the next one, not yet another retention run.
      now = new Date('2026-11-25T16:00:00Z');
      await jobs.runOnce();
      expect(lines.map((l) => l.message).slice(2)).toEqual(['scheduled backup written']);
      expect(await readdir(dir)).toEqual(['backup-2026-11-25T16-00-00-000Z.sql']);
      const last = await lastOperation(t.db, 'backup');
      expect(last).toMatchObject({
        status: 'ok',
        trigger: 'schedule',
        details: { file: 'backup-2026-11-25T16-00-00-000Z.sql' },
      });
    } finally {
      await jobs.stop();
    }
  });
});
