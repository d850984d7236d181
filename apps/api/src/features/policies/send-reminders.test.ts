// Reminders before a policy ends, through the scheduled operations jobs on a frozen clock moved a
// day at a time: a traveller 14 and 3 days before the end, a super visa holder 60 days before the
// year ends, a term-life customer 90 days before renewal; each exactly once, none once stopped.

import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '@brokerage/shared/content/retention-periods';
import { addDays } from '@brokerage/shared/dates/civil-date';
import { policies, policyReminders } from '../../db/schema/policies.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { startOperationsJobs } from '../operations/operations-jobs.ts';
import { sendDueReminders } from './send-reminders.ts';

const t = useTestApp();

beforeAll(async () => {}, 180_000);

const policy = (n: number, productValue: number, endDate: string, remindersStopped = false) => ({
  policyNumber: `P-${n}`,
  applicationKind: productValue === 2 ? ('life' as const) : ('travel' as const),
  applicationId: `6f1c2a52-4b1e-4f0e-9d0a-2c1b5e8f9a1${n}`,
  email: `holder${n}@example.com`,
  firstName: 'Holder',
  lastName: String(n),
  phone: '416-555-0100',
  productValue,
  insurer: 'TUGO',
  planName: 'Plan',
  startDate: '2027-01-01',
  endDate,
  premiumCents: 100_000,
  paymentSchedule: 'single' as const,
  remindersStopped,
});

describe('policy reminders', { timeout: 300_000 }, () => {
  it('sends each reminder once, on its day, through the one-runner jobs', async () => {
    await t.db.insert(policies).values([
      policy(1, 8, '2027-03-20'), // visitors to Canada
      policy(2, 9, '2027-05-01'), // super visa
      policy(3, 2, '2027-06-30'), // term life renewal
      policy(4, 14, '2027-03-10', true), // stopped from the account
    ]);
    let now = new Date('2027-01-01T14:00:00Z');
    const jobs = startOperationsJobs({
      db: t.db,
      kind: t.dbClient.kind,
      config: {
        backupDir: '/nonexistent',
        backupEveryHours: undefined,
        backupKeep: 1,
        retentionEveryHours: undefined,
        retention: RETENTION_DEFAULTS,
      },
      logger: { info: () => {}, error: () => {} } as never,
      firstCheckMs: 3_600_000,
      now: () => now,
    });
    try {
      // Every day from 1 January to 1 July 2027, twice a day (the second run finds nothing new).
      for (let day = '2027-01-01'; day <= '2027-07-01'; day = addDays(day, 1)) {
        for (const hour of ['14', '20']) {
          now = new Date(`${day}T${hour}:00:00Z`);
          await jobs.runOnce();
        }
      }
    } finally {
      await jobs.stop();
    }
    const reminders = (await listOutbox(t.db))
      .filter((m) => m.toAddress.startsWith('holder'))
      .map((m) => ({ to: m.toAddress, subject: m.subject }));
    expect(reminders).toEqual([
      { to: 'holder2@example.com', subject: 'Your policy P-2 ends on 1st May, 2027' },
      { to: 'holder1@example.com', subject: 'Your policy P-1 ends on 20th March, 2027' },
      { to: 'holder1@example.com', subject: 'Your policy P-1 ends on 20th March, 2027' },
      { to: 'holder3@example.com', subject: 'Your policy P-3 renews soon' },
    ]);
    // Sent on the day each became due, at the first run of that day (the injected clock).
    const sent = await t.db
      .select({
        policyId: policyReminders.policyId,
        kind: policyReminders.kind,
        sentAt: policyReminders.sentAt,
      })
      .from(policyReminders);
    expect(sent.map((r) => `${r.kind} ${r.sentAt.toISOString()}`).sort()).toEqual([
      'super-visa-60 2027-03-02T14:00:00.000Z',
      'term-renewal-90 2027-04-01T14:00:00.000Z',
      'travel-14 2027-03-06T14:00:00.000Z',
      'travel-3 2027-03-17T14:00:00.000Z',
    ]);
    // A direct second call on a day a reminder was sent sends nothing again.
    expect(await sendDueReminders(t.db, new Date('2027-03-17T15:00:00Z'))).toBe(0);
  });
});
