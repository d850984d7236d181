// My applications and My requests: the lists, the timeline a customer may see, the
// withdraw rules, and that one account never reads or withdraws another's.

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_DECIDED_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  WITHDRAWN_MESSAGE,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type { AccountApplication, AccountRequest } from '@brokerage/shared/accounts/my-applications-schemas';
import { users } from '../../db/schema/accounts.ts';
import { auditLog, contactRequests, serviceInquiries } from '../../db/schema/contact.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import {
  STRONG_PASSWORD,
  get,
  lastMailedLink,
  post,
  signUpBody,
  travelApplicationValues,
  uniqueEmail,
} from './accounts-test-helpers.ts';
import { ensureAdmin } from './ensure-admin.ts';

const t = useTestApp();
let adminToken: string;

interface Customer {
  id: string;
  email: string;
  token: string;
}

beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  await ensureAdmin(t.db, { email: adminEmail, password: STRONG_PASSWORD });
  const login = await post(t.app, '/api/users/login', { email: adminEmail, password: STRONG_PASSWORD });
  adminToken = (login.json() as { data: { token: string } }).data.token;
});

async function customer(confirm = true): Promise<Customer> {
  const email = uniqueEmail('customer');
  const response = await post(t.app, '/api/users/signup', signUpBody(email));
  expect(response.statusCode).toBe(200);
  if (confirm) {
    const link = await lastMailedLink(t.db, email, '/verify-email/');
    expect((await post(t.app, '/api/users/verify-email', { email, token: link.token })).statusCode).toBe(200);
  }
  const login = await post(t.app, '/api/users/login', { email, password: STRONG_PASSWORD });
  const token = (login.json() as { data: { token: string } }).data.token;
  // The id is in no answer a customer gets; the fixture rows need it.
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user?.id ?? '', email, token };
}

const person = (c: Customer) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: c.email,
  phone: '416-555-0198',
});

async function lifeApplicationOf(c: Customer): Promise<string> {
  const [row] = await t.db
    .insert(lifeApplications)
    .values({
      userId: c.id,
      product: 'term-life',
      productValue: 2,
      quote: {},
      plan: {},
      coverageCents: 50_000_000,
      ...person(c),
      address: '1 King St W',
      province: 'ON',
      postalCode: 'M5H 1A1',
      contactTime: 'Morning',
    })
    .returning({ id: lifeApplications.id });
  return row?.id ?? '';
}

async function travelApplicationWith(email: string): Promise<string> {
  const [row] = await t.db
    .insert(travelApplications)
    .values(travelApplicationValues({ firstName: 'Jane', lastName: 'Doe', email, phone: '416-555-0198' }))
    .returning({ id: travelApplications.id });
  return row?.id ?? '';
}

async function inboxIdOf(sourceId: string): Promise<string> {
  const [row] = await t.db
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(eq(inboxItems.sourceId, sourceId));
  return row?.id ?? '';
}

async function staffSets(sourceId: string, body: Record<string, unknown>) {
  const response = await post(
    t.app,
    `/api/admin/inbox/${await inboxIdOf(sourceId)}/status`,
    body,
    adminToken,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function applicationsOf(c: Customer): Promise<AccountApplication[]> {
  const response = await get(t.app, '/api/account/applications', c.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: AccountApplication[] }).data;
}

async function requestsOf(c: Customer): Promise<AccountRequest[]> {
  const response = await get(t.app, '/api/account/requests', c.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: AccountRequest[] }).data;
}

const withdraw = (c: Customer, kind: string, id: string) =>
  post(t.app, `/api/account/applications/${kind}/${id}/withdraw`, undefined, c.token);

describe('my applications', () => {
  it('asks for a signed-in user on every call', async () => {
    expect((await get(t.app, '/api/account/applications')).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/requests')).statusCode).toBe(401);
    expect(
      (await post(t.app, `/api/account/applications/life/${randomUUID()}/withdraw`, undefined)).statusCode,
    ).toBe(401);
  });

  it('lists life and travel applications newest first, with the notes staff sent and never internal ones', async () => {
    const a = await customer();
    const life = await lifeApplicationOf(a);
    const travel = await travelApplicationWith(a.email.toUpperCase());
    await staffSets(life, {
      status: 'More information needed',
      note: 'Please send a copy of your last medical report.',
      noteToCustomer: true,
    });
    await staffSets(life, { note: 'Internal: the underwriter called twice.' });
    await staffSets(life, {
      status: 'In review',
      note: 'Internal: checked by Avery.',
      noteToCustomer: false,
    });
    await staffSets(life, { note: 'We received your report, thank you.', noteToCustomer: true });

    const response = await get(t.app, '/api/account/applications', a.token);
    expect(response.body).not.toMatch(/Internal|Avery/);
    const list = (response.json() as { data: AccountApplication[] }).data;
    expect(list.map((row) => [row.kind, row.id])).toEqual([
      ['travel', travel],
      ['life', life],
    ]);
    const [travelRow, lifeRow] = list;
    expect(travelRow).toMatchObject({
      productName: 'Visitors to Canada',
      status: 'Received',
      canWithdraw: true,
      reference: expect.stringMatching(/^TA-/),
    });
    expect(travelRow?.submittedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lifeRow).toMatchObject({ productName: 'Term Life', status: 'In review', canWithdraw: true });
    expect(lifeRow?.timeline.map((e) => [e.status, e.note])).toEqual([
      ['Received', null],
      ['More information needed', 'Please send a copy of your last medical report.'],
      ['In review', null],
      [null, 'We received your report, thank you.'],
    ]);
  });

  it('withdraws an undecided application once: status, timeline, staff inbox, audit and a mail', async () => {
    const a = await customer();
    const life = await lifeApplicationOf(a);
    const answer = await withdraw(a, 'life', life);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: WITHDRAWN_MESSAGE });

    const [row] = await applicationsOf(a);
    expect(row).toMatchObject({ status: 'Withdrawn', canWithdraw: false });
    expect(row?.timeline.at(-1)?.status).toBe('Withdrawn');

    const itemId = await inboxIdOf(life);
    const detail = await get(t.app, `/api/admin/inbox/${itemId}`, adminToken);
    const staffView = detail.json() as {
      data: { row: { status: string }; timeline: { status: string | null; actorName: string | null }[] };
    };
    expect(staffView.data.row.status).toBe('Withdrawn');
    expect(staffView.data.timeline.at(-1)).toMatchObject({ status: 'Withdrawn', actorName: 'Jane Doe' });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.withdrawn'), eq(auditLog.target, itemId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: a.id, details: { from: 'Received', to: 'Withdrawn' } });

    const mails = (await listOutbox(t.db)).filter((m) => m.toAddress === a.email);
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/Term Life application \(LA-.*\): Withdrawn$/),
    );

    const again = await withdraw(a, 'life', life);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_DECIDED_MESSAGE });
  });

  it('a withdrawal and a staff change at once both land, the second seeing the first (row lock)', async () => {
    const a = await customer();
    const life = await lifeApplicationOf(a);
    const itemId = await inboxIdOf(life);
    const [withdrawn, staff] = await Promise.all([
      withdraw(a, 'life', life),
      post(t.app, `/api/admin/inbox/${itemId}/status`, { status: 'In review', note: '' }, adminToken),
    ]);
    expect([withdrawn.statusCode, staff.statusCode]).toEqual([200, 200]);

    // Each writer's audit row says what it changed from: the later one starts from the earlier's
    // result (without the lock both would start from 'Received' and one change would be lost).
    const audits = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, itemId));
    const first = audits.find((row) => row.details.from === 'Received')?.details;
    const second = audits.find((row) => row.details.from !== 'Received')?.details;
    expect(audits).toHaveLength(2);
    expect(second?.from).toBe(first?.to);
    const steps = [first?.to, second?.to];
    expect([...steps].sort()).toEqual(['In review', 'Withdrawn']);

    const detail = await get(t.app, `/api/admin/inbox/${itemId}`, adminToken);
    const staffView = detail.json() as {
      data: { row: { status: string }; timeline: { status: string | null }[] };
    };
    const statuses = staffView.data.timeline.map((event) => event.status).filter((s) => s !== null);
    expect(statuses.slice(-2)).toEqual(steps);
    expect(staffView.data.row.status).toBe(second?.to);
    const [row] = await applicationsOf(a);
    expect(row?.status).toBe(second?.to);
    expect(row?.timeline.map((event) => event.status)).toEqual(['Received', ...steps]);
  });

  it('refuses to withdraw a decided application with 409 and leaves it as it was', async () => {
    const a = await customer();
    const travel = await travelApplicationWith(a.email);
    await staffSets(travel, { status: 'Approved' });
    const answer = await withdraw(a, 'travel', travel);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: ALREADY_DECIDED_MESSAGE });
    const [row] = await applicationsOf(a);
    expect(row).toMatchObject({ status: 'Approved', canWithdraw: false });
  });

  it('answers 400 for a bad id or an unknown kind', async () => {
    const a = await customer();
    const badId = await withdraw(a, 'life', 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badKind = await withdraw(a, 'pet', randomUUID());
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("never shows or withdraws another account's application (404), nor one of the wrong kind", async () => {
    const a = await customer();
    const b = await customer();
    const life = await lifeApplicationOf(a);
    const travel = await travelApplicationWith(a.email);
    expect(await applicationsOf(b)).toEqual([]);
    for (const [kind, id] of [
      ['life', life],
      ['travel', travel],
      ['travel', life],
      ['life', randomUUID()],
    ] as const) {
      const answer = await withdraw(b, kind, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: APPLICATION_NOT_FOUND_MESSAGE });
    }
    expect((await withdraw(a, 'travel', life)).statusCode).toBe(404);
    expect((await applicationsOf(a)).map((row) => row.status)).toEqual(['Received', 'Received']);
  });

  it('shows travel applications with the e-mail only once the account has confirmed it', async () => {
    const c = await customer(false);
    const life = await lifeApplicationOf(c);
    await travelApplicationWith(c.email);
    expect((await applicationsOf(c)).map((row) => row.id)).toEqual([life]);
    expect((await withdraw(c, 'life', life)).statusCode).toBe(200);
  });
});

describe('my requests', () => {
  it('lists contact requests and lead-form inquiries with the verified e-mail and their status', async () => {
    const a = await customer();
    const b = await customer();
    const [contact] = await t.db
      .insert(contactRequests)
      .values({
        firstName: 'Jane',
        lastName: 'Doe',
        email: a.email,
        mobile: '416-555-0198',
        products: [3, 2],
      })
      .returning({ id: contactRequests.id });
    const [service] = await t.db
      .insert(serviceInquiries)
      .values({
        firstName: 'Jane',
        lastName: 'Doe',
        email: a.email,
        mobile: '416-555-0198',
        product: 20,
        details: [],
      })
      .returning({ id: serviceInquiries.id });
    await staffSets(contact?.id ?? '', { status: 'In Progress', note: 'Called, no answer' });

    const list = await requestsOf(a);
    expect(list.map((row) => [row.kind, row.id, row.status])).toEqual([
      ['service', service?.id, 'Pending'],
      ['contact', contact?.id, 'In Progress'],
    ]);
    expect(list[1]).toMatchObject({ reference: expect.stringMatching(/^CR-/) });
    expect(list[1]?.subject).toMatch(/, /);
    expect(list[0]?.submittedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await requestsOf(b)).toEqual([]);
  });

  it('lists nothing by e-mail for an account that has not confirmed it', async () => {
    const c = await customer(false);
    await t.db
      .insert(contactRequests)
      .values({ firstName: 'Jane', lastName: 'Doe', email: c.email, mobile: '416-555-0198', products: [1] });
    expect(await requestsOf(c)).toEqual([]);
  });
});
