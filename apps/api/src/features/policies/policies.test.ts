// After the sale, end to end on the API: the application's PDF copy at submission, a policy made by
// staff from the application's lead, documents uploaded and downloaded (type from the content,
// not cached), an extension request answered by staff, data download and deletion; and another
// customer reaches none of it (404), a customer no staff call (403), a visitor nothing (401).

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPLICATION_DECLARATIONS } from '@brokerage/shared/consent/application-declarations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { eq } from 'drizzle-orm';
import { travelApplications } from '../../db/schema/travel.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { get, lastMailedLink, post, signUpUser, STRONG_PASSWORD } from '../accounts/accounts-test-helpers.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { staffTokens } from '../staff-inbox/staff-test-helpers.ts';
import type { StaffTokens } from '../staff-inbox/staff-test-helpers.ts';
import { quotedVisitorsApplication, visitorsApplication } from '../travel-quote/travel-test-payloads.ts';

let t: TestApp;
let staff: StaffTokens;
let dir: string;
const today = todayInZone(new Date());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `copy-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function put(url: string, payload: unknown, token: string) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function verifiedCustomer() {
  const session = await signUpUser(t.app);
  const link = await lastMailedLink(t.db, session.email, '/verify-email/');
  const verified = await post(t.app, '/api/users/verify-email', { email: link.email, token: link.token });
  expect(verified.statusCode).toBe(200);
  return session;
}

async function leadOf(email: string, type: string): Promise<string> {
  const page = await get(t.app, `/api/admin/inbox?type=${type}&q=${encodeURIComponent(email)}`, staff.admin);
  const rows = (page.json() as { data: { rows: { id: string; email: string }[] } }).data.rows;
  const row = rows.find((r) => r.email.toLowerCase() === email.toLowerCase());
  if (row === undefined) throw new Error(`no ${type} lead for ${email}: ${page.body}`);
  return row.id;
}

const policyBody = (leadId: string, policyNumber: string) => ({
  leadId,
  policyNumber,
  insurer: 'TUGO',
  planName: 'Visitors Standard',
  startDate: addDays(today, 5),
  endDate: addDays(today, 64),
  premiumCents: 60_000,
  paymentSchedule: 'single',
  rateVersion: 'sample-2026',
  insuredPersons: [{ name: 'Raj Patel', dateOfBirth: '1955-03-04' }],
});

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffTokens(t.app, t.db);
  dir = await mkdtemp(path.join(tmpdir(), 'brokerage-policies-test-'));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('after the sale', { timeout: 120_000 }, () => {
  let customer: Awaited<ReturnType<typeof verifiedCustomer>>;
  let other: Awaited<ReturnType<typeof verifiedCustomer>>;
  let leadId: string;
  let policyId: string;
  let documentId: string;
  let copyId: string;
  let requestLead: string;

  it('keeps a PDF copy of a submitted application and attaches it to the confirmation', async () => {
    customer = await verifiedCustomer();
    other = await verifiedCustomer();
    // The declarations and the typed-name signature are checked by the server too.
    const unsigned = await post(
      t.app,
      '/api/contact/application/visitors',
      {
        ...visitorsApplication(today),
        email: customer.email,
        acceptedDeclarations: [],
        signature: 'Someone Else',
      },
      customer.token,
    );
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({
      fieldErrors: { acceptedDeclarations: 'Please confirm each declaration' },
    });
    const { application } = await quotedVisitorsApplication(t.app, today);
    const sent = await post(
      t.app,
      '/api/contact/application/visitors',
      { ...application, email: customer.email },
      customer.token,
    );
    expect(sent.statusCode).toBe(200);
    // As an application sent before they cited quotes: its extension is prorated (ADR 0113).
    await t.db
      .update(travelApplications)
      .set({ quoteId: null })
      .where(eq(travelApplications.quoteId, application.quote.quoteId));
    const mail = (await listOutbox(t.db)).find(
      (m) => m.toAddress === customer.email && m.subject.includes('application'),
    );
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toMatch(/^application-TA-[0-9A-F]{8}\.pdf$/);
    const text = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(text).toContain('Visitors to Canada application');
    expect(text).toMatch(/First name: +Raj/);
    expect(text).toContain('India');
    expect(text).toContain('Coverage: $100,000.00');
    expect(text).toContain('Declarations');
    expect(text).toMatch(/Typed-name signature: +Raj Patel/);
    for (const declaration of APPLICATION_DECLARATIONS)
      expect(text.replace(/\s+/g, ' ')).toContain(`[x] ${declaration.text}`);
    // No health answers by e-mail (N25, ADR 0099): the mailed copy says where the full one is.
    expect(text).not.toMatch(/Pre existing condition/);
    expect(text).toContain('Health answers are not included in this e-mailed copy.');

    leadId = await leadOf(customer.email, 'travel-application');
    const lead = await get(t.app, `/api/admin/inbox/${leadId}/policies`, staff.advisor);
    expect(lead.statusCode).toBe(200);
    const docs = (lead.json() as { data: { applicationDocuments: { id: string; kind: string }[] } }).data
      .applicationDocuments;
    expect(docs.map((d) => d.kind)).toEqual(['application-copy']);
    copyId = docs[0]?.id ?? '';
    const detail = await get(t.app, `/api/admin/inbox/${leadId}`, staff.advisor);
    const fields = (
      detail.json() as { data: { sections: { fields: { label: string; value: string }[] }[] } }
    ).data.sections.flatMap((section) => section.fields);
    expect(fields.find((f) => f.label === 'Typed-name signature')?.value).toBe('Raj Patel');
    expect(fields.find((f) => f.label === 'Declarations accepted')?.value).toContain(
      APPLICATION_DECLARATIONS[0].text,
    );
    const kept = await get(t.app, `/api/admin/documents/${copyId}`, staff.advisor);
    expect(kept.statusCode).toBe(200);
    const keptText = await pdfText(kept.rawPayload);
    expect(keptText).toMatch(/Pre existing condition: +no/);
    expect(keptText).not.toContain('Health answers are not included');
  });

  it('lets staff create a policy from the application, once per number', async () => {
    expect((await post(t.app, '/api/admin/policies', policyBody(leadId, 'TG-1001'))).statusCode).toBe(401);
    expect(
      (await post(t.app, '/api/admin/policies', policyBody(leadId, 'TG-1001'), customer.token)).statusCode,
    ).toBe(403);
    const created = await post(t.app, '/api/admin/policies', policyBody(leadId, 'TG-1001'), staff.advisor);
    expect(created.statusCode).toBe(200);
    const policy = (created.json() as { data: { id: string; status: string; insurerName: string } }).data;
    expect(policy).toMatchObject({ status: 'Active', insurerName: 'TuGo' });
    policyId = policy.id;
    const again = await post(t.app, '/api/admin/policies', policyBody(leadId, 'TG-1001'), staff.advisor);
    expect(again.statusCode).toBe(409);
    const badDates = await post(
      t.app,
      '/api/admin/policies',
      { ...policyBody(leadId, 'TG-1002'), endDate: addDays(today, 1) },
      staff.advisor,
    );
    expect(badDates.statusCode).toBe(400);
    // The insurers table is the list (ADR 0097): a code it does not hold is refused on the field.
    const unknown = await post(
      t.app,
      '/api/admin/policies',
      { ...policyBody(leadId, 'TG-1003'), insurer: 'NOBODY' },
      staff.advisor,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ insurer: 'Please choose the insurer' });
  });

  it('takes documents by their content, not their name, up to 10 MB', async () => {
    const upload = (fileName: string, content: Buffer, token = staff.advisor) =>
      post(t.app, '/api/admin/documents', { policyId, fileName, content: content.toString('base64') }, token);
    expect((await upload('letter.pdf', PDF, customer.token)).statusCode).toBe(403);
    const pdf = await upload('Confirmation letter.pdf', PDF);
    expect(pdf.statusCode).toBe(200);
    documentId = (pdf.json() as { data: { id: string } }).data.id;
    const png = await upload('card.pdf', PNG);
    expect((png.json() as { data: { contentType: string; fileName: string } }).data).toMatchObject({
      contentType: 'image/png',
      fileName: 'card.pdf.png',
    });
    const text = await upload('notes.pdf', Buffer.from('not a pdf at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Only PDF, JPEG and PNG documents can be uploaded' });
    const big = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
  });

  it('shows the customer their policy and streams their documents, never cached', async () => {
    const mine = await get(t.app, '/api/account/policies', customer.token);
    const data = (
      mine.json() as {
        data: {
          policies: { id: string; documents: { id: string }[] }[];
          applicationCopies: { id: string }[];
        };
      }
    ).data;
    expect(data.policies.map((p) => p.id)).toEqual([policyId]);
    expect(data.policies[0]?.documents).toHaveLength(2);
    expect(data.applicationCopies.map((c) => c.id)).toEqual([copyId]);

    const download = await get(t.app, `/api/account/documents/${documentId}`, customer.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toContain('Confirmation letter.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const copy = await get(t.app, `/api/account/documents/${copyId}`, customer.token);
    expect(await pdfText(copy.rawPayload)).toContain('Visitors to Canada application');
    const staffCopy = await get(t.app, `/api/admin/documents/${copyId}`, staff.advisor);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.headers['cache-control']).toBe('no-store');
  });

  it('lets no other customer reach the policy, its documents or requests', async () => {
    const theirs = await get(t.app, '/api/account/policies', other.token);
    expect((theirs.json() as { data: unknown }).data).toEqual({ policies: [], applicationCopies: [] });
    for (const id of [documentId, copyId, 'not-an-id'])
      expect((await get(t.app, `/api/account/documents/${id}`, other.token)).statusCode).toBe(404);
    expect((await get(t.app, `/api/admin/documents/${documentId}`, other.token)).statusCode).toBe(403);
    expect((await get(t.app, `/api/account/documents/${documentId}`)).statusCode).toBe(401);
    expect(
      (await put(`/api/account/policies/${policyId}/reminders`, { stopped: true }, other.token)).statusCode,
    ).toBe(404);
    const request = await post(
      t.app,
      `/api/account/policies/${policyId}/requests`,
      { type: 'extend', newEndDate: addDays(today, 70), noChangeInHealthNoClaim: true },
      other.token,
    );
    expect(request.statusCode).toBe(404);
    expect((await get(t.app, `/api/admin/inbox/${leadId}/policies`, other.token)).statusCode).toBe(403);
    const requests = await get(t.app, '/api/account/after-sale-requests', other.token);
    expect((requests.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('sends an extension request with its premium that staff answer', async () => {
    const ask = (body: object) =>
      post(t.app, `/api/account/policies/${policyId}/requests`, body, customer.token);
    expect((await ask({ type: 'extend', newEndDate: addDays(today, 70) })).statusCode).toBe(400);
    expect((await ask({ type: 'policy-review', note: 'Please review' })).statusCode).toBe(400);
    // 60 days for $600.00: $10.00 a day; one more day is under the $25 minimum.
    const oneDay = await ask({
      type: 'extend',
      newEndDate: addDays(today, 65),
      noChangeInHealthNoClaim: true,
    });
    expect((oneDay.json() as { data: { amountCents: number } }).data.amountCents).toBe(2_500);
    const tenDays = await ask({
      type: 'extend',
      newEndDate: addDays(today, 74),
      noChangeInHealthNoClaim: true,
    });
    expect(tenDays.statusCode).toBe(200);
    const sent = (tenDays.json() as { data: { amountCents: number; reference: string; status: string } })
      .data;
    expect(sent).toMatchObject({ amountCents: 10_000, status: 'Pending' });
    expect(sent.reference).toMatch(/^AS-/);

    requestLead = await leadOf(customer.email, 'after-sale');
    const reply = await post(
      t.app,
      `/api/admin/after-sale/${requestLead}/reply`,
      { note: 'The insurer confirmed your extension.' },
      staff.advisor,
    );
    expect(reply.statusCode).toBe(200);
    expect(
      (await post(t.app, `/api/admin/after-sale/${requestLead}/reply`, { note: 'x' }, customer.token))
        .statusCode,
    ).toBe(403);
    const status = await post(
      t.app,
      `/api/admin/inbox/${requestLead}/status`,
      { status: 'Completed' },
      staff.advisor,
    );
    expect(status.statusCode).toBe(200);
    const mine = await get(t.app, '/api/account/after-sale-requests', customer.token);
    const rows = (
      mine.json() as { data: { reference: string; status: string; replies: { note: string }[] }[] }
    ).data;
    const answered = rows.find((r) => r.reference === sent.reference);
    expect(answered).toMatchObject({
      status: 'Completed',
      replies: [{ note: 'The insurer confirmed your extension.' }],
    });
    const mails = (await listOutbox(t.db)).filter((m) => m.toAddress === customer.email);
    expect(mails.some((m) => m.textBody.includes('The insurer confirmed your extension.'))).toBe(true);
  });

  it('gives a refund estimate less the fee, with the proof, and none once a claim was reported', async () => {
    const ask = (claimReported: boolean) =>
      post(
        t.app,
        `/api/account/policies/${policyId}/requests`,
        {
          type: 'cancel-refund',
          reason: 'super-visa-refused',
          returnDate: addDays(today, 4),
          claimReported,
          notVisaProof: true,
          proof: { fileName: 'refusal.png', content: PNG.toString('base64') },
        },
        customer.token,
      );
    // Never started: all 60 days unused, $600.00 less the $25.00 fee.
    expect(((await ask(false)).json() as { data: { amountCents: number } }).data.amountCents).toBe(57_500);
    expect(((await ask(true)).json() as { data: { amountCents: number } }).data.amountCents).toBe(0);
  });

  it('stops reminders from the account', async () => {
    const stopped = await put(
      `/api/account/policies/${policyId}/reminders`,
      { stopped: true },
      customer.token,
    );
    expect((stopped.json() as { data: { remindersStopped: boolean } }).data.remindersStopped).toBe(true);
  });

  it('gives a guest’s policy to the account that confirms its e-mail', async () => {
    const guest = await signUpUser(t.app);
    await post(t.app, '/api/contact/application/visitors', {
      ...(await quotedVisitorsApplication(t.app, today)).application,
      email: guest.email,
    });
    const guestLead = await leadOf(guest.email, 'travel-application');
    expect(
      (await post(t.app, '/api/admin/policies', policyBody(guestLead, 'TG-2001'), staff.admin)).statusCode,
    ).toBe(200);
    // Not confirmed yet: the address may be someone else's.
    const before = await get(t.app, '/api/account/policies', guest.token);
    expect((before.json() as { data: { policies: unknown[] } }).data.policies).toHaveLength(0);
    const link = await lastMailedLink(t.db, guest.email, '/verify-email/');
    await post(t.app, '/api/users/verify-email', { email: link.email, token: link.token });
    const after = await get(t.app, '/api/account/policies', guest.token);
    expect((after.json() as { data: { policies: { policyNumber: string }[] } }).data.policies).toMatchObject([
      { policyNumber: 'TG-2001' },
    ]);
  });

  it('includes everything in the data download; deletion keeps policies and requests without the person', async () => {
    const data = await get(t.app, '/api/account/data', customer.token);
    const exported = (
      data.json() as {
        data: {
          policies: unknown[];
          policyDocuments: unknown[];
          afterSaleRequests: unknown[];
          policyReminders: unknown[];
        };
      }
    ).data;
    expect(exported.policies).toHaveLength(1);
    expect(exported.policyDocuments).toHaveLength(5);
    expect(exported.afterSaleRequests).toHaveLength(4);
    expect(exported.policyReminders).toEqual([]);

    const deleted = await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, customer.token);
    expect(deleted.statusCode).toBe(200);
    expect((await get(t.app, `/api/admin/documents/${documentId}`, staff.admin)).statusCode).toBe(404);
    expect((await get(t.app, `/api/admin/documents/${copyId}`, staff.admin)).statusCode).toBe(404);
    const inbox = await get(
      t.app,
      `/api/admin/inbox?type=after-sale&q=${encodeURIComponent(customer.email)}`,
      staff.admin,
    );
    expect((inbox.json() as { data: { rows: unknown[] } }).data.rows).toEqual([]);
    // Business records (ADR 0099, as ADR 0092): the policy stays for staff without the person's
    // name, contact or insured persons' names; the after-sale lead stays, marked.
    const lead = await get(t.app, `/api/admin/inbox/${leadId}/policies`, staff.admin);
    expect(lead.statusCode, lead.body).toBe(200);
    const kept = (
      lead.json() as {
        data: {
          policies: { policyNumber: string; remindersStopped: boolean; insuredPersons: { name: string }[] }[];
          applicationDocuments: unknown[];
        };
      }
    ).data;
    expect(kept.policies).toMatchObject([
      {
        policyNumber: 'TG-1001',
        remindersStopped: true,
        insuredPersons: [{ name: 'Customer deleted their account' }],
      },
    ]);
    expect(kept.applicationDocuments).toEqual([]);
    const request = await get(t.app, `/api/admin/inbox/${requestLead}`, staff.admin);
    expect(request.statusCode).toBe(200);
    expect(request.body).toContain('Customer deleted their account');
    expect(request.body).not.toContain(customer.email);
    expect(request.body).not.toContain('Raj Patel');
  });
});
