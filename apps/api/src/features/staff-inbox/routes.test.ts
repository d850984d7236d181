// The staff inbox API: every lead kind lands in it with the lead's own transaction;
// search (accents, case, phone formats, partial names, reference), each filter, sorts, paging,
// assignment, status and notes with their audit and mails, detail, export, and the roles.

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { InboxDetail, InboxPage, InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { QuoteActivity } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import { auditLog, contactRequests } from '../../db/schema/contact.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { quotedVisitorsApplication } from '../travel-quote/travel-test-payloads.ts';
import { staffTokens } from './staff-test-helpers.ts';
import type { StaffTokens } from './staff-test-helpers.ts';

const t = useTestApp();
let tokens: StaffTokens;

const contact = (firstName: string, lastName: string, email: string, mobile: string, products = [1]) => ({
  firstName,
  lastName,
  email,
  mobile,
  products,
  message: '',
  page: '/',
});

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
  const leads = [
    contact('José', 'García', 'jose.garcia@example.com', '416-555-0101', [3]),
    contact('Zoë', "O'Brien", 'zoe@example.com', '905-555-0102', [2]),
    contact('Amélie', 'Tremblay', 'amelie@example.com', '604-555-0103', [1]),
    contact('Jose', 'Garcia', 'other.jose@example.com', '403-555-0104', [3]),
  ];
  for (const payload of leads) {
    const response = await call(t.app, 'POST', '/api/contact', { payload });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  const travel = await t.app.inject({
    method: 'POST',
    url: '/api/contact/application/visitors',
    payload: {
      ...(await quotedVisitorsApplication(t.app, todayInZone(new Date()))).application,
      email: 'zoe@example.com',
      province: 'BC',
    },
  });
  if (travel.statusCode !== 200) throw new Error(travel.body);
  // One old lead, received on a known Monday, to test dates and overdue.
  await t.db.execute(
    sql`update ${contactRequests} set created_at = '2026-11-16T15:00:00Z' where email = 'amelie@example.com'`,
  );
});

async function inbox(query: string, token = tokens.advisor): Promise<InboxPage> {
  const response = await call(t.app, 'GET', `/api/admin/inbox${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InboxPage }).data;
}
const names = (page: InboxPage) => page.rows.map((row) => `${row.firstName} ${row.lastName}`).sort();
const byEmail = async (email: string): Promise<InboxRow> => {
  const row = (await inbox(`?type=contact&q=${encodeURIComponent(email)}`)).rows[0];
  if (row === undefined) throw new Error(`no lead for ${email}`);
  return row;
};

describe('GET /api/admin/inbox', () => {
  it('lists every lead kind with its reference, due time and Pending or Received status', async () => {
    const page = await inbox('');
    expect(page.total).toBe(5);
    const travel = page.rows.find((row) => row.kind === 'travel-application');
    expect(travel).toMatchObject({
      status: 'Received',
      province: 'BC',
      firstName: 'Raj',
      productName: expect.any(String),
    });
    expect(travel?.reference).toMatch(/^TA-[0-9A-F]{8}$/);
    const first = page.rows.find((row) => row.kind === 'contact');
    expect(first?.reference).toMatch(/^CR-[0-9A-F]{8}$/);
    expect(Date.parse(first?.dueBy ?? '')).toBeGreaterThan(Date.parse(first?.receivedAt ?? ''));
  });

  it('finds names with or without accents, in any case, and partial names', async () => {
    expect(names(await inbox('?q=jose%20garcia'))).toEqual(['Jose Garcia', 'José García']);
    expect(names(await inbox('?q=GARCÍA'))).toEqual(['Jose Garcia', 'José García']);
    expect(names(await inbox('?q=zoe'))).toEqual(['Raj Patel', "Zoë O'Brien"]);
    expect(names(await inbox('?q=trem'))).toEqual(['Amélie Tremblay']);
    expect(names(await inbox('?q=garcia%20jos'))).toEqual(['Jose Garcia', 'José García']);
  });

  it('finds a phone number typed in any format', async () => {
    for (const typed of ['4165550101', '(416) 555-0101', '+1 416 555 0101', '416.555.0101', '555-0101']) {
      expect(names(await inbox(`?q=${encodeURIComponent(typed)}`)), typed).toEqual(['José García']);
    }
  });

  it('finds a reference number, and treats % and _ as plain characters', async () => {
    const row = await byEmail('amelie@example.com');
    expect(names(await inbox(`?q=${row.reference.toLowerCase()}`))).toEqual(['Amélie Tremblay']);
    expect((await inbox('?q=%25')).total).toBe(0);
    expect((await inbox('?q=_')).total).toBe(0);
  });

  it('filters by type, product, status, province, dates and overdue', async () => {
    expect((await inbox('?type=travel-application')).total).toBe(1);
    expect(names(await inbox('?product=3'))).toEqual(['Jose Garcia', 'José García']);
    expect((await inbox('?status=Received')).total).toBe(1);
    expect((await inbox('?status=Pending')).total).toBe(4);
    expect((await inbox('?province=BC')).total).toBe(1);
    expect(names(await inbox('?from=2026-11-16&to=2026-11-16'))).toEqual(['Amélie Tremblay']);
    expect((await inbox('?to=2026-11-15')).total).toBe(0);
    const overdue = await inbox('?overdue=true');
    expect(names(overdue)).toEqual(['Amélie Tremblay']);
    expect(overdue.rows[0]?.dueState).toBe('overdue');
    expect(overdue.rows[0]?.dueBy).toBe('2026-11-18T19:00:00.000Z');
    // Staff read the times in Toronto, as the rows carry them (Eastern Standard Time in November).
    expect(overdue.rows[0]?.dueByLabel).toBe('Nov 18, 2026, 2:00 p.m.');
  });

  it('sorts by received, due and name, and pages', async () => {
    const oldestFirst = await inbox('?sort=received');
    expect(oldestFirst.rows[0]?.firstName).toBe('Amélie');
    expect((await inbox('?sort=due')).rows.map((r) => r.id)).toEqual(oldestFirst.rows.map((r) => r.id));
    expect((await inbox('?sort=name')).rows.map((r) => r.lastName)).toEqual([
      'Garcia',
      'García',
      "O'Brien",
      'Patel',
      'Tremblay',
    ]);
    const beyond = await inbox('?page=2');
    expect(beyond).toMatchObject({ rows: [], total: 5, totalCapped: false, page: 2, totalPages: 1 });
    // Pages past the first 5,000 matches are refused with what to do instead (capped paging).
    const deep = await call(t.app, 'GET', '/api/admin/inbox?page=201', { token: tokens.advisor });
    expect(deep.statusCode).toBe(400);
    expect(deep.body).toContain('please narrow the search or filters');
  });

  it('answers a bad filter with a clear message', async () => {
    const response = await call(t.app, 'GET', '/api/admin/inbox?from=2026-02-30', { token: tokens.advisor });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { code: string }).code).toBe('VALIDATION_FAILED');
    const type = await call(t.app, 'GET', '/api/admin/inbox?type=fax', { token: tokens.advisor });
    expect((type.json() as { message: string }).message).toBe('Please choose a lead type');
  });
});

describe('assignment', () => {
  it('assigns one lead or a selection to me, to a colleague, or to nobody, and filters on it', async () => {
    const [jose, zoe] = [await byEmail('jose.garcia@example.com'), await byEmail('zoe@example.com')];
    const mine = await call(t.app, 'POST', '/api/admin/inbox/assign', {
      token: tokens.advisor,
      payload: { ids: [jose.id, zoe.id], assignee: 'me' },
    });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { message: string }).message).toBe('2 leads assigned to Avery Advisor');
    expect(names(await inbox('?assignee=me'))).toEqual(['José García', "Zoë O'Brien"]);
    expect((await inbox(`?assignee=${tokens.advisorId}`, tokens.admin)).total).toBe(2);
    expect((await inbox('?assignee=unassigned')).total).toBe(3);
    expect((await inbox('?assignee=me', tokens.admin)).total).toBe(0);

    const back = await call(t.app, 'POST', '/api/admin/inbox/assign', {
      token: tokens.admin,
      payload: { ids: [zoe.id], assignee: null },
    });
    expect(back.statusCode).toBe(200);
    expect(names(await inbox('?assignee=me'))).toEqual(['José García']);
    expect((await byEmail('jose.garcia@example.com')).assigneeName).toBe('Avery Advisor');
  });

  it('refuses to assign to a customer or an empty selection', async () => {
    const row = await byEmail('amelie@example.com');
    const userId = String(
      JSON.parse(Buffer.from(tokens.user.split('.')[1] ?? '', 'base64url').toString()).sub,
    );
    const toCustomer = await call(t.app, 'POST', '/api/admin/inbox/assign', {
      token: tokens.admin,
      payload: { ids: [row.id], assignee: userId },
    });
    expect(toCustomer.statusCode).toBe(400);
    expect((toCustomer.json() as { message: string }).message).toBe('Please choose a staff member');
    const none = await call(t.app, 'POST', '/api/admin/inbox/assign', {
      token: tokens.admin,
      payload: { ids: [], assignee: 'me' },
    });
    expect((none.json() as { message: string }).message).toBe('Please select at least one lead');
  });
});

describe('status, notes, detail', () => {
  it('moves a contact request to In Progress through the contact feature, with its note and audit', async () => {
    const row = await byEmail('amelie@example.com');
    const response = await call(t.app, 'POST', `/api/admin/inbox/${row.id}/status`, {
      token: tokens.advisor,
      payload: { status: 'In Progress', note: 'Called, left a message' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await byEmail('amelie@example.com');
    expect(after).toMatchObject({ status: 'In Progress', dueState: 'answered' });
    // The spec page shows the same status and note.
    const list = await call(t.app, 'GET', '/api/contact/list/1', { token: tokens.advisor });
    expect(list.body).toContain('Called, left a message');
    expect((await inbox('?overdue=true')).total).toBe(0);
    const audits = await t.db.select().from(auditLog);
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['contact.status-changed', 'inbox.status-changed', 'inbox.assigned']),
    );
  });

  it('changes an application status, mails the customer with the note, and refuses a lead status', async () => {
    const row = (await inbox('?type=travel-application')).rows[0];
    if (row === undefined) throw new Error('no travel application');
    const wrong = await call(t.app, 'POST', `/api/admin/inbox/${row.id}/status`, {
      token: tokens.advisor,
      payload: { status: 'Completed' },
    });
    expect(wrong.statusCode).toBe(400);
    const response = await call(t.app, 'POST', `/api/admin/inbox/${row.id}/status`, {
      token: tokens.advisor,
      payload: {
        status: 'More information needed',
        note: 'Please send your passport dates',
        noteToCustomer: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = (await listOutbox(t.db)).filter((m) => m.subject.includes('More information needed'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toBe('zoe@example.com');
    expect(mail[0]?.textBody).toContain('Please send your passport dates');

    const detail = await call(t.app, 'GET', `/api/admin/inbox/${row.id}`, { token: tokens.advisor });
    const data = (detail.json() as { data: InboxDetail }).data;
    expect(data.row.status).toBe('More information needed');
    expect(data.timeline.map((e) => e.kind)).toEqual(['received', 'status']);
    expect(data.timeline[1]).toMatchObject({
      note: 'Please send your passport dates',
      actorName: 'Avery Advisor',
    });
    expect(data.sections.find((section) => section.id === 'application')?.fields).toContainEqual({
      label: 'Home country',
      value: 'India',
    });
    expect(data.mails.map((m) => m.subject)).toContain(mail[0]?.subject);
    // Zoë's contact request shares the e-mail: the same person.
    expect(data.related.map((r) => r.firstName)).toEqual(['Zoë']);
  });

  it('adds a note without a status change', async () => {
    const row = await byEmail('other.jose@example.com');
    const response = await call(t.app, 'POST', `/api/admin/inbox/${row.id}/status`, {
      token: tokens.advisor,
      payload: { note: 'Wants a call on Friday' },
    });
    expect(response.statusCode).toBe(200);
    const detail = (
      await call(t.app, 'GET', `/api/admin/inbox/${row.id}`, { token: tokens.advisor })
    ).json() as {
      data: InboxDetail;
    };
    expect(detail.data.timeline.at(-1)).toMatchObject({ kind: 'note', note: 'Wants a call on Friday' });
    expect(detail.data.row.status).toBe('Pending');
  });

  it('answers 404 for an unknown lead', async () => {
    const response = await call(t.app, 'GET', '/api/admin/inbox/8c6f3c1e-0000-4000-8000-000000000000', {
      token: tokens.advisor,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('export and summary', () => {
  it('exports the filtered view to Excel and audits it', async () => {
    const response = await call(t.app, 'GET', '/api/admin/inbox/export?q=garcia&sort=name', {
      token: tokens.advisor,
    });
    expect(response.statusCode).toBe(200);
    const { file, fileName } = (response.json() as { data: { file: string; fileName: string } }).data;
    expect(fileName).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inbox');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(5).value).toBe('Garcia');
    // Received and due-by are Excel dates (they sort and filter as dates), Toronto wall-clock time.
    const old = await call(t.app, 'GET', '/api/admin/inbox/export?q=tremblay', { token: tokens.advisor });
    const oldBook = new ExcelJS.Workbook();
    const oldFile = (old.json() as { data: { file: string } }).data.file;
    await oldBook.xlsx.load(Buffer.from(oldFile, 'base64') as unknown as ArrayBuffer);
    const oldRow = oldBook.getWorksheet('Inbox')?.getRow(2);
    expect(oldRow?.getCell(9).value).toEqual(new Date('2026-11-16T10:00:00Z'));
    expect(oldRow?.getCell(10).value).toEqual(new Date('2026-11-18T14:00:00Z'));
    expect(oldRow?.getCell(9).numFmt).toBe('yyyy-mm-dd hh:mm');
    const audits = await t.db.select().from(auditLog);
    const exported = audits.find((a) => a.action === 'export.inbox');
    expect(exported?.details).toMatchObject({ rows: 2, filters: { q: 'garcia', sort: 'name' } });
  });

  it('counts by status and kind, and new today', async () => {
    const response = await call(t.app, 'GET', '/api/admin/inbox/summary', { token: tokens.advisor });
    const data = (response.json() as { data: { byKind: { kind: string; n: number }[]; newToday: number } })
      .data;
    expect(data.byKind).toContainEqual({ kind: 'contact', n: 4 });
    expect(data.newToday).toBe(4);
  });
});

describe('quote activity (admin panel charts)', () => {
  it('counts quotes per product for today and the conversion to applications, for both roles', async () => {
    for (const coverage of [250000, 300000]) {
      const quote = await call(t.app, 'POST', '/api/quotations/term-life', {
        payload: lifeQuoteBody({ coverage }),
      });
      expect(quote.statusCode, quote.body).toBe(200);
    }
    for (const token of [tokens.advisor, tokens.admin]) {
      const response = await call(t.app, 'GET', '/api/admin/inbox/activity', { token });
      expect(response.statusCode).toBe(200);
      const data = (response.json() as { data: QuoteActivity }).data;
      expect(data.days).toHaveLength(30);
      expect(data.days.at(-1)).toBe(todayInZone(new Date()));
      const termLife = data.products.find((product) => product.name === 'Term Life');
      expect(termLife?.total).toBe(2);
      expect(termLife?.perDay.at(-1)).toBe(2);
      expect(data.conversion).toEqual([
        { family: 'life', quotes: 2, applications: 0 },
        // The travel application of the set-up cites its quote (ADR 0088).
        { family: 'travel', quotes: 1, applications: 1 },
      ]);
    }
    expect((await call(t.app, 'GET', '/api/admin/inbox/activity', { token: tokens.user })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/admin/inbox/activity')).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('lets advisors work leads but not import rates, manage staff or read the audit log', async () => {
    expect((await call(t.app, 'GET', '/api/contact/list/1', { token: tokens.advisor })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/staff', { token: tokens.advisor })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/audit-log/1', { token: tokens.advisor })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/admin/rates', { token: tokens.advisor })).statusCode).toBe(403);
    const invite = await call(t.app, 'POST', '/api/admin/staff/invite', {
      token: tokens.advisor,
      payload: { email: 'x@example.com', firstName: 'X', lastName: 'Y', role: 'admin' },
    });
    expect(invite.statusCode).toBe(403);
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await call(t.app, 'GET', '/api/admin/inbox', { token: tokens.user })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/inbox')).statusCode).toBe(401);
  });

  it('lets an admin remove an advisor, whose token is refused at once (ADR 0092)', async () => {
    const staff = (await call(t.app, 'GET', '/api/admin/staff', { token: tokens.admin })).json() as {
      data: { id: string; role: string }[];
    };
    expect(staff.data.map((s) => s.role).sort()).toEqual(['admin', 'advisor']);
    const self = await call(t.app, 'DELETE', `/api/admin/staff/${tokens.adminId}`, { token: tokens.admin });
    expect(self.statusCode).toBe(400);
    const removed = await call(t.app, 'DELETE', `/api/admin/staff/${tokens.advisorId}`, {
      token: tokens.admin,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await call(t.app, 'GET', '/api/admin/staff', { token: tokens.admin })).json() as {
      data: { role: string }[];
    };
    expect(after.data.map((s) => s.role)).toEqual(['admin']);
    expect((await call(t.app, 'GET', '/api/admin/inbox', { token: tokens.advisor })).statusCode).toBe(401);
  });
});

describe('e-mailed quotes as leads', () => {
  it('puts an "e-mail me my quotes" request in the inbox, where staff work it like a lead', async () => {
    const emailed = await call(t.app, 'POST', '/api/quotations/email/term-life', {
      payload: lifeQuoteBody({ email: 'Quote.Seeker@Example.com' }),
    });
    expect(emailed.statusCode, emailed.body).toBe(200);
    // The advisor was removed above: the admin works this one.
    const page = await inbox('?type=emailed-quote', tokens.admin);
    expect(page.total).toBe(1);
    const lead = page.rows[0];
    expect(lead).toMatchObject({
      kind: 'emailed-quote',
      email: 'quote.seeker@example.com',
      product: 2,
      productName: 'Term Life',
      status: 'Pending',
    });
    expect(lead?.reference).toMatch(/^EQ-[0-9A-F]{8}$/);
    expect((await inbox('?q=quote.seeker', tokens.admin)).rows.map((row) => row.id)).toEqual([lead?.id]);
    const change = await call(t.app, 'POST', `/api/admin/inbox/${lead?.id ?? ''}/status`, {
      token: tokens.admin,
      payload: { status: 'In Progress', note: 'Called about the quote' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await inbox('?type=emailed-quote', tokens.admin)).rows[0]?.status).toBe('In Progress');
  });
});
