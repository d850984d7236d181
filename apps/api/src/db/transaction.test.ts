// Every use case that stores a record and queues mail does both in one transaction (N17): when the
// mail outbox refuses the last mail of a call, the caller gets an error and no record is left behind.
// A trigger on mail_outbox fails the n-th insert after it is armed; n is each use case's last mail.

import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { useTestApp } from '../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../features/admin/admin-test-helpers.ts';
import { quotedLifeApplication } from '../features/life-quote/life-test-payloads.ts';
import { quotedVisitorsApplication } from '../features/travel-quote/travel-test-payloads.ts';
import { users } from './schema/accounts.ts';
import { consents } from './schema/consent.ts';
import { appointments, contactRequests, serviceInquiries } from './schema/contact.ts';
import { lifeApplications } from './schema/life.ts';
import { mailOutbox } from './schema/mail.ts';
import { travelApplications } from './schema/travel.ts';

const t = useTestApp({ env: { STAFF_EMAIL: 'staff@example.com' } });
let userToken: string;

beforeAll(async () => {
  userToken = (await adminAndUserTokens(t.app, t.db)).user;
  await t.db.execute(sql`CREATE TABLE test_mail_failure (fail_at integer NOT NULL, seen integer NOT NULL)`);
  await t.db.execute(sql`INSERT INTO test_mail_failure VALUES (0, 0)`);
  await t.db.execute(
    sql.raw(`CREATE FUNCTION test_fail_mail() RETURNS trigger AS $$
    DECLARE n integer; f integer;
    BEGIN
      UPDATE test_mail_failure SET seen = seen + 1 RETURNING seen, fail_at INTO n, f;
      IF n = f THEN RAISE EXCEPTION 'simulated mail outbox failure'; END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql`CREATE TRIGGER test_fail_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION test_fail_mail()`,
  );
});

/** The next `failAt`-th mail insert fails (0: none does). */
async function armMailFailure(failAt: number): Promise<void> {
  await t.db.execute(sql`UPDATE test_mail_failure SET fail_at = ${failAt}, seen = 0`);
}

async function countRows(table: PgTable): Promise<number> {
  const rows = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return rows[0]?.n ?? 0;
}

async function firstFreeSlot(): Promise<{ date: string; time: string }> {
  for (let days = 1; days <= 14; days += 1) {
    const date = addDays(todayInZone(new Date()), days);
    const response = await call(t.app, 'POST', '/api/contact/available/time-slots', { payload: { date } });
    const slots = (response.json() as { data?: { TIME: string; IS_AVAILABLE: boolean }[] }).data ?? [];
    const free = slots.find((s) => s.IS_AVAILABLE);
    if (free !== undefined) return { date, time: free.TIME };
  }
  throw new Error('no free slot in the next two weeks');
}

interface UseCase {
  name: string;
  table: PgTable;
  /** How many mails the call queues; the last one fails. */
  mails: number;
  send(): Promise<{ statusCode: number; body: string }>;
}

let seq = 0;
const email = (who: string) => `${who}.${(seq += 1)}@example.com`;

const USE_CASES: UseCase[] = [
  {
    name: 'life application',
    table: lifeApplications,
    mails: 2,
    send: async () =>
      call(t.app, 'POST', '/api/contact/application/life', {
        token: userToken,
        payload: { ...(await quotedLifeApplication(t.app)).application, email: email('life') },
      }),
  },
  {
    name: 'travel application',
    table: travelApplications,
    mails: 2,
    send: async () =>
      call(t.app, 'POST', '/api/contact/application/visitors', {
        payload: {
          ...(await quotedVisitorsApplication(t.app, todayInZone(new Date()))).application,
          email: email('travel'),
        },
      }),
  },
  {
    name: 'contact request',
    table: contactRequests,
    mails: 2,
    send: () =>
      call(t.app, 'POST', '/api/contact', {
        payload: {
          firstName: 'Zoë',
          lastName: 'Smith',
          email: email('contact'),
          mobile: '4165550198',
          products: [2],
          message: 'Please call',
          page: '/',
        },
      }),
  },
  {
    name: 'lead form',
    table: serviceInquiries,
    mails: 2,
    send: () =>
      call(t.app, 'POST', '/api/contact/disability', {
        payload: {
          firstName: 'Zoë',
          lastName: 'Smith',
          email: email('lead'),
          mobile: '4165550198',
          products: [6],
          message: 'Please call about cover',
        },
      }),
  },
  {
    name: 'booking',
    table: appointments,
    mails: 2,
    send: async () =>
      call(t.app, 'POST', '/api/contact/book-appointment', {
        payload: {
          ...(await firstFreeSlot()),
          products: [2],
          firstName: 'Sam',
          lastName: 'Lee',
          email: email('booking'),
          mobile: '416-555-0198',
        },
      }),
  },
  {
    name: 'newsletter subscription',
    table: consents,
    mails: 1,
    send: () => call(t.app, 'POST', `/api/newsletters/${email('news')}`),
  },
  {
    name: 'UPDATE ME! consent',
    table: consents,
    mails: 1,
    send: () =>
      call(t.app, 'POST', '/api/province-availability/subscribe', {
        payload: { email: email('province'), consent: true },
      }),
  },
  {
    name: 'sign-up',
    table: users,
    mails: 1,
    send: () =>
      call(t.app, 'POST', '/api/users/signup', {
        payload: {
          firstName: 'Jane',
          lastName: 'Doe',
          email: email('signup'),
          mobile: '416-555-0198',
          password: 'Secret#123',
        },
      }),
  },
];

describe('a record and its mails commit together', () => {
  it.each(USE_CASES.map((u) => [u.name, u] as const))('%s: stored with its mails', async (_name, useCase) => {
    await armMailFailure(0);
    const [records, mails] = [await countRows(useCase.table), await countRows(mailOutbox)];
    const response = await useCase.send();
    expect(response.statusCode, response.body).toBe(200);
    expect(await countRows(useCase.table)).toBe(records + 1);
    expect(await countRows(mailOutbox)).toBe(mails + useCase.mails);
  });

  it.each(USE_CASES.map((u) => [u.name, u] as const))(
    '%s: no record when its last mail cannot be queued',
    async (_name, useCase) => {
      await armMailFailure(useCase.mails);
      const [records, mails] = [await countRows(useCase.table), await countRows(mailOutbox)];
      const response = await useCase.send();
      await armMailFailure(0);
      expect(response.statusCode, response.body).toBe(500);
      expect(await countRows(useCase.table)).toBe(records);
      expect(await countRows(mailOutbox)).toBe(mails);
    },
  );
});
