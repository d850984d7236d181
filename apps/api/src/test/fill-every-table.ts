// Test helper (not used by the app): one or more rows in every table that personal data or staff
// work lands in, with values that break naive dumps (quotes, backslashes, newlines, a comment
// marker and a semicolon inside text, unicode, nulls, nested JSON, microsecond timestamps).

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountTokens, refreshTokens, users } from '../db/schema/accounts.ts';
import {
  appointments,
  auditLog,
  contactRequests,
  serviceInquiries,
  statusNotes,
} from '../db/schema/contact.ts';
import { consents } from '../db/schema/consent.ts';
import { emailedQuoteRequests, lifeApplications, lifeQuoteRequests } from '../db/schema/life.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { operationRuns } from '../db/schema/operations.ts';
import { afterSaleRequests, policies, policyDocuments, policyReminders } from '../db/schema/policies.ts';
import { inboxEvents, inboxItems } from '../db/schema/staff-inbox.ts';
import { travelApplications, travelQuoteRequests, travelQuoteResults } from '../db/schema/travel.ts';

export const AWKWARD_TEXT = "O'Brien; -- not a comment\n\\x41 \\ 'quoted' «été» 🍁 ;\r\nend";

export async function fillEveryTable(db: Db): Promise<void> {
  const at = new Date('2026-03-04T05:06:07.891Z');
  const [user] = await db
    .insert(users)
    .values({
      email: 'jane.o@example.com',
      firstName: "Jane O'Brien",
      lastName: AWKWARD_TEXT,
      mobile: null,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
      profilePicColor: '#1c7ed6',
      createdAt: at,
    })
    .returning({ id: users.id });
  const userId = user?.id ?? '';
  await db.insert(refreshTokens).values({
    userId,
    familyId: '6f1c2a52-4b1e-4f0e-9d0a-2c1b5e8f9a01',
    tokenHash: 'hash-1',
    expiresAt: new Date('2026-04-01T00:00:00Z'),
  });
  await db.insert(accountTokens).values({
    userId,
    purpose: 'verify-email',
    tokenHash: 'hash-2',
    expiresAt: new Date('2026-03-05T00:00:00Z'),
  });
  await db.insert(mailOutbox).values([
    {
      toAddress: 'jane.o@example.com',
      subject: 'Hi',
      html: `<p>${AWKWARD_TEXT}</p>`,
      textBody: AWKWARD_TEXT,
    },
    {
      toAddress: 'x@example.com',
      subject: 'Invite',
      html: '<p/>',
      textBody: '',
      attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }],
      status: 'failed',
      lastError: 'Connection refused',
    },
  ]);
  await db.insert(consents).values([
    {
      topic: 'province-availability',
      email: 'p@example.com',
      sourceForm: 'province-availability',
      wordingVersion: 'v1',
      ipAddress: '203.0.113.9',
    },
    {
      topic: 'newsletter',
      email: 'n@example.com',
      sourceForm: 'footer',
      wordingVersion: 'v1',
      ipAddress: null,
      unsubscribedAt: at,
    },
  ]);
  const [result] = await db
    .insert(travelQuoteResults)
    .values({
      product: 'visitors-to-canada',
      result: { plans: [{ cents: 12345, note: AWKWARD_TEXT }] },
      rateVersions: ['v1'],
    })
    .returning({ id: travelQuoteResults.id });
  if (!result) throw new Error('expected a stored answer');
  await db.insert(travelQuoteRequests).values([
    {
      product: 'visitors-to-canada',
      request: { age: 70, nested: { list: [1, null, 'x'] } },
      resultId: result.id,
    },
    { product: 'students', request: { age: 20 }, resultId: result.id, userId },
  ]);
  await db.insert(travelApplications).values({
    form: 'visitors',
    productValue: 8,
    insured: 'two-persons',
    firstName: 'Raj',
    lastName: AWKWARD_TEXT,
    email: 'raj@example.com',
    phone: '416-555-0102',
    gender: 'male',
    dateOfBirth: '1955-01-31',
    preExistingCondition: 'no',
    canadianAddress: AWKWARD_TEXT,
    province: 'ON',
    postalCode: 'M5H 2N2',
    canadianNumber: '416-555-0103',
    finalContactName: 'Asha Patel',
    finalContactNumber: '416-555-0104',
    contactTime: 'Morning',
    homeCountry: 'India',
    arrivalDate: '2026-04-01',
    departureDate: '2026-09-30',
    policyEffectiveDate: '2026-04-01',
    coverageCents: 10_000_000,
    deductibleCents: 0,
    userId,
    otherPersons: [
      {
        firstName: 'Asha',
        lastName: AWKWARD_TEXT,
        dateOfBirth: '1957-02-28',
        gender: 'female',
        preExistingCondition: 'yes',
      },
    ],
  });
  const [lifeQuote] = await db
    .insert(lifeQuoteRequests)
    // Owned by the account: the dump must load users before the quotes that name them.
    .values({ product: 'term-life', request: { age: 40 }, refusal: 'Too old', rateVersions: [], userId })
    .returning({ id: lifeQuoteRequests.id });
  await db.insert(emailedQuoteRequests).values({
    product: 'term-life',
    productValue: 2,
    email: 'quote.me@example.com',
    quoteRequestId: lifeQuote?.id ?? '',
    coverageCents: 50_000_000,
  });
  await db.insert(lifeApplications).values({
    userId,
    product: 'term-life',
    productValue: 2,
    quote: { monthlyCents: 2150 },
    plan: { code: 'T10' },
    coverageCents: 50_000_000,
    premiumCents: null,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.o@example.com',
    phone: '416-555-0100',
    address: '1 King St W',
    province: 'ON',
    postalCode: 'M5H 1A1',
    contactTime: 'Morning',
  });
  const [contact] = await db
    .insert(contactRequests)
    .values({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      mobile: '416-555-0101',
      products: [1, 2],
      message: AWKWARD_TEXT,
      additionalInfo: [{ key: 'k', value: 'v' }],
      userId,
    })
    .returning({ id: contactRequests.id });
  await db.insert(appointments).values({
    slotStart: new Date('2026-03-10T14:00:00Z'),
    slotEnd: new Date('2026-03-10T14:30:00Z'),
    seat: 1,
    firstName: 'Bo',
    lastName: 'Chen',
    email: 'bo@example.com',
    mobile: '416-555-0102',
    products: [3],
    userId,
  });
  await db.insert(serviceInquiries).values({
    product: 20,
    firstName: 'Cy',
    lastName: 'Roy',
    email: 'cy@example.com',
    mobile: '416-555-0103',
    details: [],
    userId,
  });
  await db.insert(statusNotes).values({
    subjectType: 'contact',
    subjectId: contact?.id ?? '',
    status: 'In Progress',
    note: 'Called back',
    authorId: userId,
  });
  await db.insert(auditLog).values({
    actorId: userId,
    action: 'contact.status-changed',
    target: contact?.id ?? null,
    details: { from: 'Pending', to: 'In Progress' },
  });
  await db
    .insert(operationRuns)
    .values({ job: 'retention', trigger: 'schedule', status: 'ok', details: { removed: {} } });
  // After the sale (migration 0021): a policy with a document (every byte value, zeros included),
  // an after-sale request (its inbox row by trigger) and a reminder sent.
  const [policy] = await db
    .insert(policies)
    .values({
      policyNumber: 'TG-0001',
      applicationKind: 'travel',
      applicationId: '6f1c2a52-4b1e-4f0e-9d0a-2c1b5e8f9a02',
      userId,
      email: 'jane.o@example.com',
      firstName: 'Jane',
      lastName: AWKWARD_TEXT,
      phone: '416-555-0100',
      productValue: 8,
      insurer: 'TUGO',
      planName: AWKWARD_TEXT,
      startDate: '2026-04-01',
      endDate: '2026-09-30',
      premiumCents: 123_456,
      paymentSchedule: 'single',
      insuredPersons: [{ name: AWKWARD_TEXT, dateOfBirth: '1955-01-31' }],
    })
    .returning({ id: policies.id });
  const policyId = policy?.id ?? '';
  await db.insert(policyDocuments).values({
    policyId,
    userId,
    email: 'jane.o@example.com',
    kind: 'insurer',
    fileName: 'letter.pdf',
    contentType: 'application/pdf',
    sizeBytes: 261,
    content: Buffer.concat([Buffer.from('%PDF-'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]),
  });
  await db.insert(afterSaleRequests).values({
    policyId,
    userId,
    email: 'jane.o@example.com',
    type: 'extend',
    details: { newEndDate: '2026-10-15', note: AWKWARD_TEXT },
    amountCents: 2_500,
  });
  await db.insert(policyReminders).values({ policyId, kind: 'travel-14', endDate: '2026-09-30' });
  // inbox_items rows come from the lead tables' triggers (migration 0009); a note on each, and one
  // assigned lead, fill the timeline and the assignee column.
  const items = await db.select({ id: inboxItems.id }).from(inboxItems);
  await db
    .insert(inboxEvents)
    .values(
      items.map((item) => ({ itemId: item.id, kind: 'note' as const, note: AWKWARD_TEXT, actorId: userId })),
    );
  await db.execute(sql`update inbox_items set assignee_id = ${userId} where kind = 'contact'`);
  // A timestamp with microseconds (JavaScript dates stop at milliseconds).
  await db.execute(sql`update users set updated_at = '2026-03-04 05:06:07.123456+00'`);
}
