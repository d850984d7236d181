// With a frozen clock, records just inside each retention limit stay and records just
// outside go; consent records and the audit log stay. When the job runs and what every table's
// rule is: retention.test.ts.

import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '@brokerage/shared/content/retention-periods';
import { accountTokens, refreshTokens, users } from '../../db/schema/accounts.ts';
import { consents } from '../../db/schema/consent.ts';
import { appointments, auditLog, contactRequests, statusNotes } from '../../db/schema/contact.ts';
import { emailedQuoteRequests, lifeApplications, lifeQuoteRequests } from '../../db/schema/life.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { policies, policyDocuments } from '../../db/schema/policies.ts';
import { inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelQuoteRequests, travelQuoteResults } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { keptAndCountedInboxCounts } from '../../test/inbox-counts.ts';
import { lastOperation } from './backup.ts';
import { retentionCutoffs, runRetention } from './retention.ts';

const t = useTestApp();
const NOW = new Date('2027-06-15T12:00:00.000Z');
const cut = retentionCutoffs(NOW, RETENTION_DEFAULTS);
const MINUTE = 60_000;
const inside = (d: Date) => new Date(d.getTime() + MINUTE);
const outside = (d: Date) => new Date(d.getTime() - MINUTE);
const longAgo = new Date('2010-01-01T00:00:00Z');

let seq = 0;
function person() {
  seq += 1;
  return { firstName: 'Ann', lastName: `Lee${seq}`, email: `p${seq}@example.com`, mobile: '416-555-0101' };
}

async function user(createdAt: Date, extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(users)
    .values({ ...person(), passwordHash: 'x', profilePicColor: '#000', createdAt, ...extra })
    .returning({ id: users.id });
  return row?.id ?? '';
}

async function ids(table: PgTable & { id: AnyPgColumn }) {
  const rows = (await t.db.select({ id: table.id }).from(table)) as { id: unknown }[];
  return rows.map((r) => String(r.id));
}

describe('retention job', () => {
  it('cutoffs are the privacy policy defaults counted back from now', () => {
    expect(cut.quoteRequests.toISOString()).toBe('2026-05-15T12:00:00.000Z');
    expect(cut.mail.toISOString()).toBe('2027-03-17T12:00:00.000Z');
    expect(cut.unverifiedAccounts.toISOString()).toBe('2027-05-16T12:00:00.000Z');
    expect(cut.closedRecords.toISOString()).toBe('2020-06-15T12:00:00.000Z');
  });

  it('removes exactly what is past each limit and keeps everything else', async () => {
    // Quote requests and their shared answers.
    const [oldResult, keptOldResult, newResult] = await t.db
      .insert(travelQuoteResults)
      .values([
        { product: 'students', result: {}, rateVersions: [], createdAt: outside(cut.quoteRequests) },
        { product: 'students', result: {}, rateVersions: [], createdAt: outside(cut.quoteRequests) },
        { product: 'students', result: {}, rateVersions: [], createdAt: inside(cut.quoteRequests) },
      ])
      .returning({ id: travelQuoteResults.id });
    if (!oldResult || !keptOldResult || !newResult) throw new Error('expected three stored answers');
    const travelIn = await t.db
      .insert(travelQuoteRequests)
      .values({
        product: 'students',
        request: {},
        resultId: keptOldResult.id,
        createdAt: inside(cut.quoteRequests),
      })
      .returning({ id: travelQuoteRequests.id });
    await t.db.insert(travelQuoteRequests).values({
      product: 'students',
      request: {},
      resultId: oldResult.id,
      createdAt: outside(cut.quoteRequests),
    });
    const lifeIn = await t.db
      .insert(lifeQuoteRequests)
      .values({ product: 'term-life', request: {}, createdAt: inside(cut.quoteRequests) })
      .returning({ id: lifeQuoteRequests.id });
    await t.db
      .insert(lifeQuoteRequests)
      .values({ product: 'term-life', request: {}, createdAt: outside(cut.quoteRequests) });
    const emailedQuote = (createdAt: Date) => ({
      product: 'term-life',
      productValue: 2,
      email: 'quote.me@example.com',
      quoteRequestId: String(lifeIn[0]?.id),
      coverageCents: 1,
      createdAt,
    });
    const emailedIn = await t.db
      .insert(emailedQuoteRequests)
      .values([emailedQuote(inside(cut.quoteRequests)), emailedQuote(outside(cut.quoteRequests))])
      .returning({ id: emailedQuoteRequests.id });

    // Mail: delivered just inside and just outside; failed long ago; queued long ago.
    const mail = (status: 'pending' | 'sent' | 'failed', at: Date) => ({
      toAddress: 'a@example.com',
      subject: status,
      html: '',
      textBody: '',
      status,
      createdAt: longAgo,
      sentAt: status === 'sent' ? at : null,
    });
    const [sentIn, , , queued] = await t.db
      .insert(mailOutbox)
      .values([
        mail('sent', inside(cut.mail)),
        mail('sent', outside(cut.mail)),
        mail('failed', longAgo),
        mail('pending', longAgo),
      ])
      .returning({ id: mailOutbox.id });

    // Accounts.
    const verifiedOld = await user(longAgo, { emailConfirmed: true });
    const unverifiedIn = await user(inside(cut.unverifiedAccounts));
    await user(outside(cut.unverifiedAccounts));
    const adminOld = await user(longAgo, { isAdmin: true, role: 'admin' });
    const advisorOld = await user(longAgo, { role: 'advisor' });
    const appliedOld = await user(longAgo);
    await t.db.insert(lifeApplications).values({
      userId: appliedOld,
      product: 'term-life',
      productValue: 2,
      quote: {},
      plan: {},
      coverageCents: 1,
      firstName: 'A',
      lastName: 'B',
      email: 'x@example.com',
      phone: '416-555-0100',
      address: 'a',
      province: 'ON',
      postalCode: 'M5H 1A1',
      contactTime: 'Morning',
    });
    const [tokenIn] = await t.db
      .insert(refreshTokens)
      .values([
        {
          userId: verifiedOld,
          familyId: verifiedOld,
          tokenHash: 'r1',
          expiresAt: new Date(NOW.getTime() + 1000),
        },
        {
          userId: verifiedOld,
          familyId: verifiedOld,
          tokenHash: 'r2',
          expiresAt: new Date(NOW.getTime() - 1000),
        },
      ])
      .returning({ id: refreshTokens.id });
    const [accountTokenIn] = await t.db
      .insert(accountTokens)
      .values([
        {
          userId: verifiedOld,
          purpose: 'reset-password',
          tokenHash: 'a1',
          expiresAt: new Date(NOW.getTime() + 1000),
        },
        {
          userId: verifiedOld,
          purpose: 'reset-password',
          tokenHash: 'a2',
          expiresAt: new Date(NOW.getTime() - 1000),
        },
      ])
      .returning({ id: accountTokens.id });

    // Leads and bookings: closed just inside and just outside the 7 years; open ones long ago.
    const contact = (status: 'Pending' | 'In Progress' | 'Completed', updatedAt: Date) => ({
      ...person(),
      products: [1],
      status,
      createdAt: longAgo,
      updatedAt,
    });
    const [contactIn, contactOut, contactOpen] = await t.db
      .insert(contactRequests)
      .values([
        contact('Completed', inside(cut.closedRecords)),
        contact('Completed', outside(cut.closedRecords)),
        contact('In Progress', longAgo),
      ])
      .returning({ id: contactRequests.id });
    const slot = (day: number) => ({
      slotStart: new Date(Date.UTC(2019, 0, day, 15)),
      slotEnd: new Date(Date.UTC(2019, 0, day, 15, 30)),
      seat: 1,
    });
    // A booking the customer cancelled is closed too, whatever staff's status.
    const cancelled = (updatedAt: Date) => ({
      seat: null,
      cancelledAt: updatedAt,
      ...contact('Pending', updatedAt),
    });
    const [apptIn, , apptOpen, cancelledIn] = await t.db
      .insert(appointments)
      .values([
        { ...slot(1), ...contact('Completed', inside(cut.closedRecords)) },
        { ...slot(2), ...contact('Completed', outside(cut.closedRecords)) },
        { ...slot(3), ...contact('In Progress', longAgo) },
        { ...slot(4), ...cancelled(inside(cut.closedRecords)) },
        { ...slot(5), ...cancelled(outside(cut.closedRecords)) },
      ])
      .returning({ id: appointments.id });
    const [noteIn] = await t.db
      .insert(statusNotes)
      .values([
        {
          subjectType: 'contact',
          subjectId: contactIn?.id ?? '',
          status: 'Completed',
          note: 'done',
          createdAt: longAgo,
        },
        {
          subjectType: 'contact',
          subjectId: contactOut?.id ?? '',
          status: 'Completed',
          note: 'done',
          createdAt: longAgo,
        },
      ])
      .returning({ id: statusNotes.id });

    // The staff inbox follows its leads: a lead's row and its notes go with the lead.
    const inboxRow = async (sourceId: string | undefined) => {
      const [row] = await t.db
        .select({ id: inboxItems.id })
        .from(inboxItems)
        .where(eq(inboxItems.sourceId, sourceId ?? ''));
      return row?.id ?? '';
    };
    const inboxOut = await inboxRow(contactOut?.id);
    const inboxIn = await inboxRow(contactIn?.id);
    expect(inboxOut).not.toBe('');
    const [eventIn] = await t.db
      .insert(inboxEvents)
      .values([
        { itemId: inboxIn, kind: 'note', note: 'called back', createdAt: longAgo },
        { itemId: inboxOut, kind: 'note', note: 'called back', createdAt: longAgo },
      ])
      .returning({ id: inboxEvents.id });

    // Consent records and the audit log stay however old.
    const [consent] = await t.db
      .insert(consents)
      .values({
        topic: 'newsletter',
        email: 'old@example.com',
        sourceForm: 'footer',
        wordingVersion: 'v1',
        consentedAt: longAgo,
      })
      .returning({ id: consents.id });
    const [audit] = await t.db
      .insert(auditLog)
      .values({ action: 'contact.status-changed', createdAt: longAgo })
      .returning({ id: auditLog.id });

    // Policies: cancelled or past their end closedRecordYears ago go (their documents with them);
    // an active one, and one cancelled just inside the limit, stay. An application's documents go
    // with the application.
    const policyRow = (n: number, status: 'Active' | 'Cancelled', endDate: string, updatedAt: Date) => ({
      policyNumber: `RT-${n}`,
      applicationKind: 'travel' as const,
      applicationId: '6f1c2a52-4b1e-4f0e-9d0a-2c1b5e8f9a20',
      email: 'holder@example.com',
      firstName: 'Holder',
      lastName: 'Retained',
      phone: '416-555-0100',
      productValue: 8,
      insurer: 'TUGO',
      planName: 'Plan',
      startDate: '2010-01-01',
      endDate,
      premiumCents: 1_000,
      paymentSchedule: 'single' as const,
      status,
      updatedAt,
    });
    const keptPolicies = await t.db
      .insert(policies)
      .values([
        policyRow(1, 'Active', '2099-01-01', longAgo),
        policyRow(2, 'Cancelled', '2099-01-01', inside(cut.closedRecords)),
      ])
      .returning({ id: policies.id });
    const [goneCancelled, goneEnded] = await t.db
      .insert(policies)
      .values([
        policyRow(3, 'Cancelled', '2099-01-01', outside(cut.closedRecords)),
        policyRow(4, 'Active', '2010-12-31', longAgo),
      ])
      .returning({ id: policies.id });
    const document = (policyId: string | null) => ({
      policyId,
      applicationKind: 'travel' as const,
      applicationId: '6f1c2a52-4b1e-4f0e-9d0a-2c1b5e8f9a20',
      email: 'holder@example.com',
      kind: 'insurer' as const,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      sizeBytes: 5,
      content: Buffer.from('%PDF-'),
    });
    await t.db.insert(policyDocuments).values([document(goneCancelled?.id ?? null), document(null)]);
    const [keptDocument] = await t.db
      .insert(policyDocuments)
      .values(document(keptPolicies[0]?.id ?? null))
      .returning({ id: policyDocuments.id });

    const run = await runRetention({ db: t.db, periods: RETENTION_DEFAULTS, trigger: 'schedule', now: NOW });
    expect(goneEnded).toBeDefined();
    expect((await ids(policies)).sort()).toEqual(keptPolicies.map((p) => p.id).sort());
    expect(await ids(policyDocuments)).toEqual([keptDocument?.id]);
    expect(run?.removed).toEqual({
      'closed-policies': 2,
      'closed-after-sale-requests': 0,
      'orphaned-application-documents': 1,
      'life-quote-requests': 1,
      'emailed-quote-requests': 1,
      'travel-quote-requests': 1,
      'travel-quote-results': 1,
      mail: 2,
      'expired-refresh-tokens': 1,
      'expired-account-tokens': 1,
      'unverified-accounts': 1,
      'closed-contact-requests': 1,
      'closed-appointments': 2,
      'orphaned-status-notes': 1,
    });

    expect(await ids(lifeQuoteRequests)).toEqual([String(lifeIn[0]?.id)]);
    expect(await ids(travelQuoteRequests)).toEqual([String(travelIn[0]?.id)]);
    expect(await ids(emailedQuoteRequests)).toEqual([emailedIn[0]?.id]);
    expect((await ids(travelQuoteResults)).sort()).toEqual(
      [String(keptOldResult?.id), String(newResult?.id)].sort(),
    );
    expect((await ids(mailOutbox)).sort()).toEqual([sentIn?.id, queued?.id].sort());
    expect((await ids(users)).sort()).toEqual(
      [verifiedOld, unverifiedIn, adminOld, advisorOld, appliedOld].sort(),
    );
    expect(await ids(refreshTokens)).toEqual([String(tokenIn?.id)]);
    expect(await ids(accountTokens)).toEqual([accountTokenIn?.id]);
    expect((await ids(contactRequests)).sort()).toEqual([contactIn?.id, contactOpen?.id].sort());
    expect((await ids(appointments)).sort()).toEqual([apptIn?.id, apptOpen?.id, cancelledIn?.id].sort());
    expect(await ids(statusNotes)).toEqual([noteIn?.id]);
    const inboxSources = (await t.db.select({ sourceId: inboxItems.sourceId }).from(inboxItems)).map(
      (row) => row.sourceId,
    );
    expect(inboxSources).not.toContain(contactOut?.id);
    expect(inboxSources).toContain(contactIn?.id);
    expect(await ids(inboxEvents)).toEqual([eventIn?.id]);
    // The panel's kept counts lost the deleted leads too (migration 0030).
    const inboxCounts = await keptAndCountedInboxCounts(t.db);
    expect(inboxCounts.kept).toEqual(inboxCounts.counted);
    expect(await ids(consents)).toEqual([consent?.id]);
    expect(await ids(auditLog)).toEqual([audit?.id]);

    // The run is recorded with its counts for the admin panel.
    const last = await lastOperation(t.db, 'retention');
    expect(last).toMatchObject({ status: 'ok', trigger: 'schedule', details: { removed: run?.removed } });
  });
});
