// The person's data across tables, found by account id and exact identifiers: the data download,
// and erasure that keeps business records for staff without the person (ADR 0092).

import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { appointments, auditLog, contactRequests, serviceInquiries } from '../../db/schema/contact.ts';
import { consents } from '../../db/schema/consent.ts';
import { emailedQuoteRequests, lifeApplications } from '../../db/schema/life.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import type { InboxKind } from '@brokerage/shared/staff-inbox/inbox-options';
import { listOwnedQuotes } from './my-account.repository.ts';

/**
 * Whose data: the account, and its e-mail only once confirmed (an unconfirmed address may be
 * someone else's), with the confirmed addresses it used before (ADR 0092).
 */
export interface Person {
  userId: string;
  email: string;
  emailConfirmed: boolean;
  previousEmails?: readonly string[];
}

/** The person's confirmed addresses, current and previous. */
export const verifiedEmailsOf = (person: Person): string[] => [
  ...(person.emailConfirmed ? [person.email] : []),
  ...(person.previousEmails ?? []),
];

/** Every address the account has had: the current one (confirmed or not) and the previous ones. */
const everyEmailOf = (person: Person): string[] => [person.email, ...(person.previousEmails ?? [])];

const anyOf = (emails: string[]): SQL =>
  sql`(${sql.join(
    emails.map((e) => sql`${e}`),
    sql`, `,
  )})`;

/** Rows with one of the account's confirmed e-mails (shared by the account's repositories). */
export const byVerifiedEmail = (person: Person, column: SQL | Parameters<typeof eq>[0]): SQL => {
  const emails = verifiedEmailsOf(person);
  return emails.length === 0 ? sql`false` : sql`lower(${column}) in ${anyOf(emails)}`;
};

/** Rows made while signed in to the account, or with its verified e-mail. */
export const ownedBy = (
  person: Person,
  columns: { userId: Parameters<typeof eq>[0]; email: SQL | Parameters<typeof eq>[0] },
): SQL => or(eq(columns.userId, person.userId), byVerifiedEmail(person, columns.email)) ?? sql`false`;

/**
 * The person's consent records: those of the verified e-mail, and the health consents given with
 * the account's applications (N25), whatever e-mail the application named.
 */
const consentsOf = (db: Db, person: Person): SQL =>
  or(
    byVerifiedEmail(person, consents.email),
    inArray(
      consents.subjectId,
      db
        .select({ id: lifeApplications.id })
        .from(lifeApplications)
        .where(eq(lifeApplications.userId, person.userId)),
    ),
    inArray(
      consents.subjectId,
      db
        .select({ id: travelApplications.id })
        .from(travelApplications)
        .where(ownedBy(person, travelApplications)),
    ),
  ) ?? sql`false`;

/** Everything held about the person, table by table ('Download my data'). */
export async function readPersonalData(db: Db, person: Person) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      emailConfirmed: users.emailConfirmed,
      role: users.role,
      previousEmails: users.previousEmails,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, person.userId));
  const quotes = await listOwnedQuotes(db, person.userId);
  return {
    account,
    quotes,
    lifeApplications: await db
      .select()
      .from(lifeApplications)
      .where(eq(lifeApplications.userId, person.userId)),
    travelApplications: await db.select().from(travelApplications).where(ownedBy(person, travelApplications)),
    bookings: await db.select().from(appointments).where(ownedBy(person, appointments)),
    contactRequests: await db.select().from(contactRequests).where(ownedBy(person, contactRequests)),
    serviceInquiries: await db.select().from(serviceInquiries).where(ownedBy(person, serviceInquiries)),
    emailedQuoteRequests: await db
      .select()
      .from(emailedQuoteRequests)
      .where(byVerifiedEmail(person, emailedQuoteRequests.email)),
    // What the person wrote to their advisor from My account > Applications.
    applicationAnswers: await db
      .select({ reference: inboxItems.reference, answer: inboxEvents.note, createdAt: inboxEvents.createdAt })
      .from(inboxEvents)
      .innerJoin(inboxItems, eq(inboxItems.id, inboxEvents.itemId))
      .where(and(eq(inboxEvents.actorId, person.userId), eq(inboxEvents.kind, 'reply')))
      .orderBy(inboxEvents.createdAt),
    // Newsletter, UPDATE ME! and health consents (one consent model, ADR 0042).
    consents: await db.select().from(consents).where(consentsOf(db, person)),
    mailsSent: await db
      .select({
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        textBody: mailOutbox.textBody,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, everyEmailOf(person)))
      .orderBy(mailOutbox.createdAt),
  };
}

/**
 * What replaces the person's identifiers in the business records kept after deletion (ADR 0092):
 * the name fields say it, so every staff list shows it, and contact fields are emptied.
 */
export const DELETED_CUSTOMER_NAME = 'Customer deleted their account';

/** The identifiers the person gave that are kept exactly (never substrings of chosen names). */
export interface PersonIdentifiers {
  emails: string[];
  mobile: string | null;
}

/**
 * Erases the person ('Delete my account', ADR 0092). Rows are found by the account id
 * and its exact confirmed addresses only. Business records (applications, leads, bookings, audit
 * rows) stay for staff with the person's identifiers replaced and their inbox rows marked; consent
 * records, mails and the account go. Quote requests stay without their owner (N8).
 */
export async function erasePersonalData(
  db: Db,
  person: Person,
  identifiers: PersonIdentifiers,
  /** Leads of other features kept without the person (after-sale requests, ADR 0099). */
  alsoKept: KeptLead[] = [],
): Promise<void> {
  // Consents first: the health consents are found through the applications, which are then blanked.
  await db.delete(consents).where(consentsOf(db, person));
  const kept = await keepBusinessRecordsWithoutPerson(db, person);
  await markInboxItemsCustomerDeleted(db, [...kept, ...alsoKept]);
  await db.delete(mailOutbox).where(inArray(mailOutbox.toAddress, everyEmailOf(person)));
  await replaceIdentifiersInAudit(db, [
    ...identifiers.emails,
    ...(identifiers.mobile ? [identifiers.mobile] : []),
  ]);
  // Cascades to tokens; applications, quotes, notes and audit rows lose the link.
  await db.delete(users).where(eq(users.id, person.userId));
}

export type KeptLead = { kind: string; id: string };

async function keepBusinessRecordsWithoutPerson(db: Db, person: Person): Promise<KeptLead[]> {
  const name = { firstName: DELETED_CUSTOMER_NAME, lastName: '' };
  const contactFields = { ...name, email: '', mobile: '', message: '' };
  const kept: KeptLead[] = [];
  const keep = (kind: string, rows: { id: string }[]) => kept.push(...rows.map((r) => ({ kind, id: r.id })));
  keep(
    'booking',
    await db
      .update(appointments)
      .set({ ...contactFields, updatedAt: sql`now()` })
      .where(ownedBy(person, appointments))
      .returning({ id: appointments.id }),
  );
  keep(
    'contact',
    await db
      .update(contactRequests)
      .set({ ...contactFields, updatedAt: sql`now()` })
      .where(ownedBy(person, contactRequests))
      .returning({ id: contactRequests.id }),
  );
  keep(
    'service',
    await db
      .update(serviceInquiries)
      .set(contactFields)
      .where(ownedBy(person, serviceInquiries))
      .returning({ id: serviceInquiries.id }),
  );
  keep(
    'life-application',
    await db
      .update(lifeApplications)
      .set({
        ...name,
        email: '',
        phone: '',
        address: '',
        postalCode: '',
        beneficiaryName: null,
        signature: null,
      })
      .where(eq(lifeApplications.userId, person.userId))
      .returning({ id: lifeApplications.id }),
  );
  keep(
    'travel-application',
    await db
      .update(travelApplications)
      .set({
        ...name,
        email: '',
        phone: '',
        canadianAddress: '',
        postalCode: '',
        canadianNumber: '',
        beneficiaryName: null,
        finalContactName: '',
        finalContactNumber: null,
        signature: null,
        // The other insured persons keep their dates of birth (the premium's basis), not their names.
        otherPersons: sql`(select coalesce(jsonb_agg(p || '{"firstName":"","lastName":""}'::jsonb), '[]'::jsonb)
          from jsonb_array_elements(${travelApplications.otherPersons}) as p)`,
      })
      .where(ownedBy(person, travelApplications))
      .returning({ id: travelApplications.id }),
  );
  keep(
    'emailed-quote',
    await db
      .update(emailedQuoteRequests)
      .set({ email: '' })
      .where(byVerifiedEmail(person, emailedQuoteRequests.email))
      .returning({ id: emailedQuoteRequests.id }),
  );
  return kept;
}

/** The inbox shows the mark and its timeline says when (the rows were rewritten by the triggers). */
async function markInboxItemsCustomerDeleted(db: Db, kept: KeptLead[]): Promise<void> {
  if (kept.length === 0) return;
  const items = await db
    .update(inboxItems)
    .set({ customerDeletedAt: sql`now()` })
    .where(
      or(
        ...kept.map((lead) =>
          and(eq(inboxItems.kind, lead.kind as InboxKind), eq(inboxItems.sourceId, lead.id)),
        ),
      ),
    )
    .returning({ id: inboxItems.id });
  if (items.length === 0) return;
  await db
    .insert(inboxEvents)
    .values(items.map((item) => ({ itemId: item.id, kind: 'note' as const, note: DELETED_CUSTOMER_NAME })));
}

/**
 * Audit rows stay; a detail or target exactly equal to one of the person's identifiers is replaced.
 * Candidates are found by the JSON string of the value (quotes included: the whole value, never part
 * of one), then rewritten value by value.
 */
async function replaceIdentifiersInAudit(db: Db, identifiers: string[]): Promise<void> {
  const values = new Set(identifiers.filter((v) => v !== '').map((v) => v.toLowerCase()));
  if (values.size === 0) return;
  const patterns = [...values].map((v) => `%${JSON.stringify(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await db
    .select({ id: auditLog.id, target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(
      or(
        sql`lower(${auditLog.target}) in ${anyOf([...values])}`,
        ...patterns.map((pattern) => sql`lower(${auditLog.details}::text) like ${pattern}`),
      ),
    );
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return values.has(value.toLowerCase()) ? DELETED_CUSTOMER_NAME : value;
    if (Array.isArray(value)) return value.map(replace);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  for (const row of rows) {
    await db
      .update(auditLog)
      .set({
        target: row.target === null ? null : (replace(row.target) as string),
        details: replace(row.details) as Record<string, unknown>,
      })
      .where(eq(auditLog.id, row.id));
  }
}
