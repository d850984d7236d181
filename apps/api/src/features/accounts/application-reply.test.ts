// The customer's answer to 'More information needed' (My account > Applications): it joins the
// lead's timeline, hands the application back to the advisor (In review), mails the assigned
// advisor (or the office), is audited and downloadable; any other status, another account's
// application and an empty answer are refused. Files sent with the answer are the application's
// documents (kind 'reply').

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  NOT_AWAITING_REPLY_MESSAGE,
  REPLY_FILES_COUNT_MESSAGE,
  REPLY_FILES_MAX_BYTES,
  REPLY_FILES_TYPE_MESSAGE,
  REPLY_SENT_MESSAGE,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type { AccountApplication } from '@brokerage/shared/accounts/my-applications-schemas';
import type { InboxDetail } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/contact.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { STRONG_PASSWORD, get, post, signUpBody, uniqueEmail } from './accounts-test-helpers.ts';
import { ensureAdmin } from './ensure-admin.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

const t = useTestApp();
let adminToken: string;
let adminEmail: string;

interface Customer {
  id: string;
  email: string;
  token: string;
}

beforeAll(async () => {
  adminEmail = uniqueEmail('admin');
  await ensureAdmin(t.db, { email: adminEmail, password: STRONG_PASSWORD });
  const login = await post(t.app, '/api/users/login', { email: adminEmail, password: STRONG_PASSWORD });
  adminToken = (login.json() as { data: { token: string } }).data.token;
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

  it('keeps files with the answer for staff and the customer, checked by content, and erases them with the account', async () => {
    const c = await customer();
    const { id, itemId } = await waitingApplication(c);
    const send = (files: { fileName: string; content: string }[]) =>
      post(t.app, `/api/account/applications/life/${id}/reply`, { message: 'The report.', files }, c.token);
    const fake = await send([
      { fileName: 'report.pdf', content: Buffer.from('not a pdf').toString('base64') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: `report.pdf: ${REPLY_FILES_TYPE_MESSAGE}` });
    const four = await send(
      Array.from({ length: 4 }, () => ({ fileName: 'a.pdf', content: PDF.toString('base64') })),
    );
    expect(four.json()).toMatchObject({ fieldErrors: { files: REPLY_FILES_COUNT_MESSAGE } });
    const big = Buffer.concat([PDF, Buffer.alloc(REPLY_FILES_MAX_BYTES)]);
    const tooBig = await send([{ fileName: 'scan.pdf', content: big.toString('base64') }]);
    expect(tooBig.statusCode).toBe(413);
    // Refused answers changed nothing: the application still waits for one.
    const waiting = (await get(t.app, '/api/account/applications', c.token)).json() as {
      data: AccountApplication[];
    };
    expect(waiting.data[0]).toMatchObject({ status: 'More information needed' });

    const sent = await send([
      { fileName: 'report.pdf', content: PDF.toString('base64') },
      { fileName: 'scan of id.png', content: PNG.toString('base64') },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = (await get(t.app, `/api/admin/inbox/${itemId}`, adminToken)).json() as {
      data: InboxDetail;
    };
    expect(detail.data.timeline.at(-1)?.note).toBe('The report.\n\nAttached: report.pdf, scan of id.png');
    const lead = (await get(t.app, `/api/admin/inbox/${itemId}/policies`, adminToken)).json() as {
      data: { applicationDocuments: { id: string; kind: string; fileName: string; contentType: string }[] };
    };
    const files = lead.data.applicationDocuments;
    expect(files.map((f) => [f.kind, f.fileName, f.contentType]).sort()).toEqual([
      ['reply', 'report.pdf', 'application/pdf'],
      ['reply', 'scan of id.png', 'image/png'],
    ]);
    const pdf = files.find((f) => f.fileName === 'report.pdf')?.id ?? '';
    const staffCopy = await get(t.app, `/api/admin/documents/${pdf}`, adminToken);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.rawPayload.equals(PDF)).toBe(true);
    const own = await get(t.app, `/api/account/documents/${pdf}`, c.token);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const other = await customer();
    expect((await get(t.app, `/api/account/documents/${pdf}`, other.token)).statusCode).toBe(404);

    const data = (await get(t.app, '/api/account/data', c.token)).json() as {
      data: { policyDocuments: { kind: string; fileName: string }[] };
    };
    expect(
      data.data.policyDocuments
        .filter((d) => d.kind === 'reply')
        .map((d) => d.fileName)
        .sort(),
    ).toEqual(['report.pdf', 'scan of id.png']);
    expect(
      (await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, c.token)).statusCode,
    ).toBe(200);
    expect((await get(t.app, `/api/admin/documents/${pdf}`, adminToken)).statusCode).toBe(404);
  });
});
