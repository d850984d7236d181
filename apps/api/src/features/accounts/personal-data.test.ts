// The data download and account deletion (ADRs 0092 and 0109): everything of the person and
// nothing of anyone else, business records kept for staff without the person's identifiers.

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { keptAndCountedInboxCounts } from '../../test/inbox-counts.ts';
import { todayInZone, addDays } from '@brokerage/shared/dates/civil-date';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { quotedVisitorsApplication } from '../travel-quote/travel-test-payloads.ts';
import { call as staffCall } from '../admin/admin-test-helpers.ts';
import { staffTokens } from '../staff-inbox/staff-test-helpers.ts';
import { DELETED_CUSTOMER_NAME } from './personal-data.repository.ts';
import { STRONG_PASSWORD, get, lastMailedLink, post, signIn, uniqueEmail } from './accounts-test-helpers.ts';
import { accountTestKit } from '../../test/account-test-kit.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://site.example' } });
const { rowsOf, signUp, fillFor, whereFound } = accountTestKit(t);

describe('download my data and delete my account', () => {
  it("exports every record of A and none of B's; deletion leaves A's e-mail, name and phone in no table", async () => {
    const a = await signUp('Zelphina', 'Quarrington', '416-555-0171');
    const b = await signUp('Bartholo', 'Wexcombe', '416-555-0172');
    const aQuote = await fillFor(a);
    await fillFor(b);
    await post(t.app, '/api/account/quotes/claim', { life: [aQuote.lifeQuoteId] }, a.token);

    const exported = await get(t.app, '/api/account/data', a.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json().data as Record<string, unknown[]>;
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain('Bartholo');
    expect(text).not.toContain('416-555-0172');
    expect(text).not.toContain('passwordHash');
    expect(data.account).toMatchObject({ email: a.email, firstName: 'Zelphina' });
    for (const key of [
      'quotes',
      'lifeApplications',
      'travelApplications',
      'bookings',
      'contactRequests',
      'serviceInquiries',
      'emailedQuoteRequests',
    ])
      expect(data[key], key).toHaveLength(1);
    expect(data.consents, 'consents').toHaveLength(2);
    expect((data.mailsSent ?? []).length).toBeGreaterThan(0);

    expect((await post(t.app, '/api/account/delete', { password: 'Wrong#123' }, a.token)).statusCode).toBe(
      400,
    );
    const deleted = await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, a.token);
    expect(deleted.statusCode).toBe(200);

    expect(await whereFound('Zelphina')).toEqual([]);
    expect(await whereFound('Quarrington')).toEqual([]);
    expect(await whereFound('416-555-0171')).toEqual([]);
    // The address stays only on the deletion notice waiting in the outbox.
    expect(await whereFound(a.email)).toEqual(['mail_outbox.to_address']);
    const notices = (await listOutbox(t.db)).filter((m) => m.toAddress === a.email);
    expect(notices.map((m) => m.subject)).toEqual([expect.stringMatching(/account was deleted/)]);
    // B is untouched; A's session is over and the audit log records the deletion without A.
    expect(await whereFound('Bartholo')).not.toEqual([]);
    expect((await get(t.app, `/api/users/refreshToken/${a.refreshToken}`)).statusCode).toBe(403);
    expect((await get(t.app, '/api/account/profile', a.token)).statusCode).toBe(401);
    const audit = await rowsOf<{ actor_id: string | null; target: string }>(
      sql`select actor_id, target from audit_log where action = 'account.deleted'`,
    );
    expect(audit).toEqual([{ actor_id: null, target: a.id }]);
    // The anonymous quote stays (N8), without its owner.
    const [quote] = await rowsOf<{ user_id: string | null }>(
      sql`select user_id from life_quote_requests where id = ${aQuote.lifeQuoteId}`,
    );
    expect(quote).toEqual({ user_id: null });
    // Two accounts, each with a row in every table that holds a person: slow on a busy machine.
  }, 60_000);
});

describe('deletion keeps business records and touches no one else (ADR 0092)', () => {
  interface InboxRowSeen {
    reference: string;
    firstName: string;
    email: string;
    phone: string;
    status: string;
  }
  const inboxSearch = async (token: string, q: string) =>
    (
      (await staffCall(t.app, 'GET', `/api/admin/inbox?q=${encodeURIComponent(q)}`, { token })).json() as {
        data: { rows: (InboxRowSeen & { id: string })[] };
      }
    ).data.rows;

  it("a customer named 'In Progress' erases no staff audit row about other leads", async () => {
    const staff = await staffTokens(t.app, t.db);
    const lead = await staffCall(t.app, 'POST', '/api/contact', {
      payload: {
        firstName: 'Other',
        lastName: 'Customer',
        email: uniqueEmail('other'),
        mobile: '416-555-0177',
        products: [1],
        message: '',
        page: '/',
      },
    });
    const recordId = (lead.json() as { data?: { recordId?: string } }).data?.recordId;
    const [row] = await rowsOf<{ id: string }>(
      sql`select id from contact_requests where last_name = 'Customer' and first_name = 'Other'`,
    );
    const id = recordId ?? row?.id ?? '';
    const changed = await staffCall(t.app, 'PUT', `/api/contact/${id}`, {
      token: staff.admin,
      payload: { status: 'In Progress', message: 'Called back' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await rowsOf<{ details: unknown }>(
      sql`select details from audit_log where target = ${id}`,
    );
    expect(JSON.stringify(before)).toContain('In Progress');

    const sneaky = await signUp('In', 'Progress', '416-555-0178');
    expect(
      (await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, sneaky.token)).statusCode,
    ).toBe(200);
    const after = await rowsOf<{ details: unknown }>(sql`select details from audit_log where target = ${id}`);
    expect(after).toEqual(before);
  });

  it("keeps the customer's leads for staff, marked and without identifiers, findable by reference", async () => {
    const staff = await staffTokens(t.app, t.db);
    const c = await signUp('Quillon', 'Farrowby', '416-555-0181');
    const applied = await staffCall(t.app, 'POST', '/api/contact/application/visitors', {
      token: c.token,
      payload: {
        ...(await quotedVisitorsApplication(t.app, todayInZone(new Date()))).application,
        email: c.email,
        phone: c.mobile,
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [application] = await inboxSearch(staff.advisor, c.email);
    if (application === undefined) throw new Error('no inbox row');
    const worked = await staffCall(t.app, 'POST', `/api/admin/inbox/${application.id}/status`, {
      token: staff.advisor,
      payload: { status: 'In review', note: 'Checking the dates', noteToCustomer: false },
    });
    expect(worked.statusCode, worked.body).toBe(200);

    const deleted = await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, c.token);
    expect(deleted.statusCode).toBe(200);
    // The lead stays, with its status: the panel's kept counts still match (migration 0030).
    const inboxCounts = await keptAndCountedInboxCounts(t.db);
    expect(inboxCounts.kept).toEqual(inboxCounts.counted);
    expect(inboxCounts.kept).toContainEqual(expect.objectContaining({ status: 'In review' }));

    const found = await inboxSearch(staff.advisor, application.reference);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      reference: application.reference,
      firstName: DELETED_CUSTOMER_NAME,
      email: '',
      phone: '',
      status: 'In review',
    });
    const detail = (
      await staffCall(t.app, 'GET', `/api/admin/inbox/${application.id}`, { token: staff.advisor })
    ).json() as { data: { timeline: { note: string }[]; related: unknown[] } };
    expect(detail.data.timeline.map((e) => e.note)).toEqual(
      expect.arrayContaining(['Checking the dates', DELETED_CUSTOMER_NAME]),
    );
    expect(detail.data.related).toEqual([]);
    expect(await whereFound('Quillon')).toEqual([]);
    expect(await whereFound('416-555-0181')).toEqual([]);
    // A status change later mails no one.
    const later = await staffCall(t.app, 'POST', `/api/admin/inbox/${application.id}/status`, {
      token: staff.advisor,
      payload: { status: 'Approved', note: '', noteToCustomer: false },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await listOutbox(t.db)).some((m) => m.toAddress === '')).toBe(false);
  });

  it("answers a deleted account's token with 401 on its own data, and as a guest on public forms, never 500", async () => {
    const d = await signUp('Ondrea', 'Pellisant', '416-555-0191');
    expect(
      (await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, d.token)).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/api/account/quotes', d.token)).statusCode).toBe(401);
    expect((await get(t.app, '/api/users/details', d.token)).statusCode).toBe(401);
    const contact = await post(
      t.app,
      '/api/contact',
      {
        firstName: 'Ondrea',
        lastName: 'Pellisant',
        email: d.email,
        mobile: '416-555-0191',
        products: [1],
        message: '',
        page: '/',
      },
      d.token,
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const booked = await post(
      t.app,
      '/api/contact/book-appointment',
      {
        date: addDays(todayInZone(new Date()), 2),
        time: '11:00',
        products: [2],
        firstName: 'Ondrea',
        lastName: 'Pellisant',
        email: d.email,
        mobile: '416-555-0191',
      },
      d.token,
    );
    expect(booked.statusCode, booked.body).toBeLessThan(500);
    const quoted = await post(t.app, '/api/quotations/term-life', lifeQuoteBody(), d.token);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const [stored] = await rowsOf<{ user_id: string | null }>(
      sql`select user_id from life_quote_requests order by created_at desc limit 1`,
    );
    expect(stored).toEqual({ user_id: null });
  });
});

describe('the data download after an e-mail change (ADR 0092)', () => {
  it('includes the mails sent to the old address; the old address is told and can undo the change', async () => {
    const a = await signUp('Emrys', 'Oldaddress', '416-555-0192');
    const oldEmail = a.email;
    await post(t.app, '/api/users/forgot-password', { email: oldEmail });
    const newEmail = uniqueEmail('moved');
    expect(
      (await post(t.app, '/api/account/email', { newEmail, password: STRONG_PASSWORD }, a.token)).statusCode,
    ).toBe(200);
    const mail = (await listOutbox(t.db)).filter((m) => m.toAddress === newEmail).at(-1);
    const token = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? 'https://x').searchParams.get(
      'token',
    );
    expect((await post(t.app, '/api/account/email/confirm', { email: newEmail, token })).statusCode).toBe(
      200,
    );

    const data = (await get(t.app, '/api/account/data', a.token)).json().data as {
      mailsSent: { toAddress: string; subject: string }[];
      account: { previousEmails: string[] };
    };
    const sentToOld = data.mailsSent.filter((m) => m.toAddress === oldEmail).map((m) => m.subject);
    expect(sentToOld).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Confirm your e-mail/),
        expect.stringMatching(/Reset your/),
        expect.stringMatching(/e-mail was changed/),
      ]),
    );
    expect(data.account.previousEmails).toEqual([oldEmail]);

    // The notice to the old address carries the 'this wasn't me' link, which undoes the change.
    const notMe = await lastMailedLink(t.db, oldEmail, '/account/not-me/');
    expect(notMe.email).toBe(oldEmail);
    const undone = await post(t.app, '/api/account/email/not-me', { email: oldEmail, token: notMe.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await get(t.app, '/api/account/profile', a.token)).statusCode).toBe(401);
    const session = await signIn(t.app, oldEmail);
    expect((await get(t.app, '/api/account/profile', session.token)).json().data).toMatchObject({
      email: oldEmail,
    });
    expect((await lastMailedLink(t.db, oldEmail, '/reset-password/')).row.subject).toMatch(/Reset your/);
    expect(
      (await post(t.app, '/api/account/email/not-me', { email: oldEmail, token: notMe.token })).statusCode,
    ).toBe(400);
  });
});
