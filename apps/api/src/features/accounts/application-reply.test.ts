// The customer's answer to 'More information needed' (My account > Applications): it joins the
// lead's timeline, hands the application back to the advisor (In review), mails the assigned
// advisor (or the office), is audited and downloadable; any other status, another account's
// application and an empty answer are refused.

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  NOT_AWAITING_REPLY_MESSAGE,
  REPLY_SENT_MESSAGE,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type { AccountApplication } from '@brokerage/shared/accounts/my-applications-schemas';
import type { InboxDetail } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/contact.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { STRONG_PASSWORD, get, post, signUpBody, uniqueEmail } from './accounts-test-helpers.ts';
import { ensureAdmin } from './ensure-admin.ts';

let t: TestApp;
let adminToken: string;
let adminEmail: string;

interface Customer {
  id: string;
  email: string;
  token: string;
}

beforeAll(async () => {
  t = await buildTestApp();
  adminEmail = uniqueEmail('admin');
  await ensureAdmin(t.db, { email: adminEmail, password: STRONG_PASSWORD });
  const login = await post(t.app, '/api/users/login', { email: adminEmail, password: STRONG_PASSWORD });
  adminToken = (login.json() as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await t.close();
});

async function customer(): Promise<Customer> {
  const email = uniqueEmail('customer');
  expect((await post(t.app, '/api/users/signup', signUpBody(email))).statusCode).toBe(200);
  const login = await post(t.app, '/api/users/login', { email, password: STRONG_PASSWORD });
  const token = (login.json() as { data: { token: string } }).data.token;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user?.id ?? '', email, token };
}

/** A term life application of the customer, its inbox row's id, staff asking for more information. */
async function waitingApplication(c: Customer, assignTo?: 'me'): Promise<{ id: string; itemId: string }> {
  const [row] = await t.db
    .insert(lifeApplications)
    .values({
      userId: c.id,
      product: 'term-life',
      productValue: 2,
      quote: {},
      plan: {},
      coverageCents: 10_000_000,
      firstName: 'Jane',
      lastName: 'Doe',
      email: c.email,
      phone: '416-555-0198',
      address: '1 King St W',
      province: 'ON',
      postalCode: 'M5H 1A1',
      contactTime: 'morning',
    })
    .returning({ id: lifeApplications.id });
  const id = row?.id ?? '';
  const [item] = await t.db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.sourceId, id));
  const itemId = item?.id ?? '';
  if (assignTo !== undefined) {
    const assigned = await post(
      t.app,
      '/api/admin/inbox/assign',
      { ids: [itemId], assignee: 'me' },
      adminToken,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  const asked = await post(
    t.app,
    `/api/admin/inbox/${itemId}/status`,
    { status: 'More information needed', note: 'Which doctor wrote the report?', noteToCustomer: true },
    adminToken,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  return { id, itemId };
}

const reply = (c: Customer, id: string, message: unknown) =>
  post(t.app, `/api/account/applications/life/${id}/reply`, { message }, c.token);

describe("the customer's answer to More information needed", () => {
  it('reaches the timeline and the assigned advisor, and moves the application back to In review', async () => {
    const c = await customer();
    const { id, itemId } = await waitingApplication(c, 'me');
    const before = await get(t.app, '/api/account/applications', c.token);
    expect((before.json() as { data: AccountApplication[] }).data[0]).toMatchObject({ canReply: true });

    const answer = await reply(c, id, '  Dr. Lee, on 12th November.  ');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: REPLY_SENT_MESSAGE });

    const [mine] = (
      (await get(t.app, '/api/account/applications', c.token)).json() as { data: AccountApplication[] }
    ).data;
    expect(mine).toMatchObject({ status: 'In review', canReply: false, canWithdraw: true });
    expect(mine?.timeline.at(-1)).toMatchObject({
      status: 'In review',
      note: 'Dr. Lee, on 12th November.',
      fromCustomer: true,
    });

    const detail = (await get(t.app, `/api/admin/inbox/${itemId}`, adminToken)).json() as {
      data: InboxDetail;
    };
    expect(detail.data.row.status).toBe('In review');
    expect(detail.data.timeline.at(-1)).toMatchObject({
      kind: 'reply',
      status: 'In review',
      note: 'Dr. Lee, on 12th November.',
      actorName: 'Jane Doe',
    });

    const mail = (await listOutbox(t.db)).find((m) => m.subject.includes('answered'));
    expect(mail?.toAddress).toBe(adminEmail);
    expect(mail?.subject).toMatch(/^Jane Doe answered: Term Life application LA-/);
    expect(mail?.textBody).toContain('Dr. Lee, on 12th November.');
    expect(mail?.textBody).toContain(`/admin/inbox?lead=${itemId}`);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.target, itemId));
    expect(audits.map((a) => a.action)).toContain('application.replied');

    const data = (await get(t.app, '/api/account/data', c.token)).json() as {
      data: { applicationAnswers: { answer: string }[] };
    };
    expect(data.data.applicationAnswers.map((a) => a.answer)).toEqual(['Dr. Lee, on 12th November.']);

    // Answered: a second answer waits for the advisor's next question.
    const again = await reply(c, id, 'One more thing');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NOT_AWAITING_REPLY_MESSAGE });
  });

  it('mails the office when nobody is assigned', async () => {
    const c = await customer();
    const { id } = await waitingApplication(c);
    expect((await reply(c, id, 'The report is attached to my e-mail.')).statusCode).toBe(200);
    const mails = (await listOutbox(t.db)).filter((m) => m.textBody.includes('attached to my e-mail'));
    expect(mails.map((m) => m.toAddress)).toEqual([t.config.staffEmail]);
  });

  it('refuses an empty answer, another account and an unknown application', async () => {
    const c = await customer();
    const other = await customer();
    const { id } = await waitingApplication(c);
    const empty = await reply(c, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { message: 'Please write your answer' } });
    const theirs = await reply(other, id, 'Not mine');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: APPLICATION_NOT_FOUND_MESSAGE });
    expect((await reply(c, randomUUID(), 'Hello')).statusCode).toBe(404);
    expect(
      (await post(t.app, `/api/account/applications/life/${id}/reply`, { message: 'x' })).statusCode,
    ).toBe(401);
  });
});
