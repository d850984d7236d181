// After-sale requests from My account > Policies (travel: extend, change dates, cancel with a
// refund, add a traveller; life: beneficiary, address, payment, review). Each is a lead of the
// staff inbox (kind 'after-sale', written by trigger) with its due-by, assignment and statuses;
// staff reply to the customer from the lead. Follows Canadian travel insurers: an extension is
// asked before the policy ends, with the no-change-in-health-and-no-claim declaration, and shows
// the premium for the added days at the cited rate version (ADR 0113; at least $25); a refund request gives its
// reason and proof, declares the policy is not a visa's proof of coverage, and shows the estimate
// for the unused days less the processing fee (none once a claim was reported).

import {
  AFTER_SALE_REQUEST_LABELS,
  AFTER_SALE_REQUEST_TYPES,
  EXTENSION_AFTER_END_MESSAGE,
  EXTENSION_END_DATE_MESSAGE,
  EXTENSION_MINIMUM_CENTS,
  EXTENSION_TOO_LATE_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  REFUND_REASON_LABELS,
  REPLY_SENT_MESSAGE,
  REQUEST_TYPE_MESSAGE,
  TRAVEL_REQUEST_TYPES,
  extensionBasisText,
  extensionPremiumCents,
  isTravelProduct,
  refundEstimateCents,
} from '@brokerage/shared/policies/policy-schemas';
import type {
  AfterSaleRequestBody,
  AfterSaleRequestRow,
  AfterSaleRequestType,
  ExtensionPremium,
  ExtensionPremiumBasis,
} from '@brokerage/shared/policies/policy-schemas';
import {
  addDays,
  compareCivilDates,
  formatDisplayDate,
  inclusiveDays,
  isCivilDate,
  todayInZone,
} from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import { checkedFile, safeFileName } from './documents.ts';
import { ownerOfAccount } from './my-policies.ts';
import {
  insertAfterSaleRequest,
  insertReplyEvent,
  selectAfterSaleLead,
  selectOwnedRequests,
  selectReplies,
} from './after-sale-requests.repository.ts';
import type { OwnedRequestRow } from './after-sale-requests.repository.ts';
import { selectOwnedPolicy } from './policies.repository.ts';
import type { PolicyRow } from './policies.repository.ts';
import { insertDocument } from './policy-documents.repository.ts';

export const REQUEST_NOT_FOUND_MESSAGE = 'This request does not exist';
export const POLICY_NOT_ACTIVE_MESSAGE = 'Requests can only be made on an active policy';

/**
 * Prices the plan a travel application cites for some days at the rate versions its quote cites;
 * null when it cannot (ADR 0113). The travel-quote feature's use case, handed in by app.ts: that
 * feature already depends on this one (the application's PDF copy), so this one cannot import it.
 */
export type PriceCitedPlanForDays = (
  db: Db,
  applicationId: string,
  days: { from: CivilDate; to: CivilDate; policyPremiumCents: number },
) => Promise<{ premiumCents: number; rateVersion: string | null } | null>;

/**
 * The premium of an extension to `newEndDate` (ADR 0113): the added days priced at the rate version
 * the application's quote cites, at least the insurers' minimum; without a cited quote and plan
 * (older policies), the policy's premium per day.
 */
export async function extensionPremiumOf(
  db: Db,
  policy: PolicyRow,
  newEndDate: string,
  today: CivilDate,
  priceCitedPlanForDays: PriceCitedPlanForDays,
): Promise<ExtensionPremium> {
  if (!isCivilDate(newEndDate)) throw badRequest(EXTENSION_END_DATE_MESSAGE);
  if (compareCivilDates(today, policy.endDate) > 0) throw badRequest(EXTENSION_TOO_LATE_MESSAGE);
  if (compareCivilDates(newEndDate, policy.endDate) <= 0) throw badRequest(EXTENSION_AFTER_END_MESSAGE);
  const from = addDays(policy.endDate, 1);
  const cited =
    policy.applicationKind === 'travel'
      ? await priceCitedPlanForDays(db, policy.applicationId, {
          from,
          to: newEndDate,
          policyPremiumCents: policy.premiumCents,
        })
      : null;
  const basis: ExtensionPremiumBasis = cited === null ? 'proration' : 'rates';
  const rateVersion = cited?.rateVersion ?? null;
  return {
    newEndDate,
    addedDays: inclusiveDays(from, newEndDate),
    amountCents:
      cited === null
        ? extensionPremiumCents(policy, newEndDate)
        : Math.max(EXTENSION_MINIMUM_CENTS, cited.premiumCents),
    basis,
    rateVersion,
    explanation: extensionBasisText(basis, rateVersion),
  };
}

async function checkDates(
  db: Db,
  policy: PolicyRow,
  body: AfterSaleRequestBody,
  today: CivilDate,
  priceCitedPlanForDays: PriceCitedPlanForDays,
): Promise<{ amountCents: number | null; extension?: ExtensionPremium }> {
  switch (body.type) {
    case 'extend': {
      const extension = await extensionPremiumOf(db, policy, body.newEndDate, today, priceCitedPlanForDays);
      return { amountCents: extension.amountCents, extension };
    }
    case 'change-dates':
      if (compareCivilDates(body.newEndDate, body.newStartDate) < 0)
        throw badRequest('The new end date must be on or after the new start date');
      return { amountCents: null };
    case 'cancel-refund':
      return { amountCents: refundEstimateCents(policy, body.returnDate, body.claimReported) };
    default:
      return { amountCents: null };
  }
}

/** The extension premium the customer sees before sending (owner only; another's policy is a 404). */
export async function myExtensionPremium(
  db: Db,
  userId: string,
  policyId: string,
  newEndDate: string | undefined,
  options: { priceCitedPlanForDays: PriceCitedPlanForDays; now?: Date },
): Promise<ExtensionPremium> {
  const owner = await ownerOfAccount(db, userId);
  const policy = await selectOwnedPolicy(db, owner, policyId);
  if (policy === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  if (!isTravelProduct(policy.productValue)) throw badRequest(REQUEST_TYPE_MESSAGE);
  if (policy.status !== 'Active') throw conflict(POLICY_NOT_ACTIVE_MESSAGE);
  const today = todayInZone(options.now ?? new Date());
  return extensionPremiumOf(db, policy, newEndDate ?? '', today, options.priceCitedPlanForDays);
}

function summaryOf(
  type: AfterSaleRequestType,
  details: Record<string, unknown>,
  amountCents: number | null,
): string {
  const parts: string[] = [AFTER_SALE_REQUEST_LABELS[type]];
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '');
  if (type === 'extend') parts.push(`to ${formatDisplayDate(text('newEndDate'))}`);
  if (type === 'change-dates')
    parts.push(`to ${formatDisplayDate(text('newStartDate'))} – ${formatDisplayDate(text('newEndDate'))}`);
  if (type === 'cancel-refund') {
    const reason = text('reason') as keyof typeof REFUND_REASON_LABELS;
    parts.push(
      `(${REFUND_REASON_LABELS[reason] ?? reason}, back on ${formatDisplayDate(text('returnDate'))})`,
    );
  }
  if (type === 'add-traveller') parts.push(text('name'));
  if (type === 'change-beneficiary') parts.push(`to ${text('beneficiaryName')}`);
  if (amountCents !== null && type === 'extend') {
    // Requests sent before ADR 0113 keep no basis: they were prorated.
    const basis: ExtensionPremiumBasis = details.premiumBasis === 'rates' ? 'rates' : 'proration';
    const version = typeof details.rateVersion === 'string' ? details.rateVersion : null;
    parts.push(`: premium ${formatCad(amountCents)} (${extensionBasisText(basis, version)})`);
  } else if (amountCents !== null) parts.push(`: estimated refund ${formatCad(amountCents)}`);
  return parts.join(' ');
}

export async function sendAfterSaleRequest(
  db: Db,
  userId: string,
  policyId: string,
  body: AfterSaleRequestBody,
  options: { staffEmail: string; priceCitedPlanForDays: PriceCitedPlanForDays; now?: Date },
): Promise<AfterSaleRequestRow> {
  const owner = await ownerOfAccount(db, userId);
  const policy = await selectOwnedPolicy(db, owner, policyId);
  if (policy === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  const travel = isTravelProduct(policy.productValue);
  if ((TRAVEL_REQUEST_TYPES as readonly string[]).includes(body.type) !== travel)
    throw badRequest(REQUEST_TYPE_MESSAGE);
  if (policy.status !== 'Active') throw conflict(POLICY_NOT_ACTIVE_MESSAGE);
  const today = todayInZone(options.now ?? new Date());
  const { amountCents, extension } = await checkDates(db, policy, body, today, options.priceCitedPlanForDays);
  const proof = body.type === 'cancel-refund' ? checkedFile(body.proof.content) : undefined;
  const details: Record<string, unknown> = { ...body };
  delete details.proof;
  if (extension !== undefined) {
    // The staff lead lists the details: where the amount comes from, and the version priced.
    details.premiumBasis = extension.basis;
    if (extension.rateVersion !== null) details.rateVersion = extension.rateVersion;
  }
  if (body.type === 'cancel-refund') details.proofFileName = body.proof.fileName;
  const summary = summaryOf(body.type, details, amountCents);
  const created = await inTransaction(db, async (tx) => {
    const request = await insertAfterSaleRequest(tx, {
      policyId: policy.id,
      userId,
      email: owner.email,
      type: body.type,
      details,
      amountCents,
    });
    if (proof !== undefined && body.type === 'cancel-refund') {
      await insertDocument(tx, {
        policyId: policy.id,
        afterSaleRequestId: request.id,
        applicationKind: policy.applicationKind,
        applicationId: policy.applicationId,
        userId,
        email: owner.email,
        kind: 'proof',
        fileName: safeFileName(body.proof.fileName, proof.contentType),
        contentType: proof.contentType,
        sizeBytes: proof.bytes.length,
        content: proof.bytes,
      });
    }
    await enqueueMail(tx, {
      to: owner.email,
      subject: `We received your request on policy ${policy.policyNumber} (${request.reference})`,
      ...composeMail({
        greeting: `Hello ${owner.firstName},`,
        paragraphs: [
          `We received your request: ${summary}.`,
          'An advisor replies within 24 hours; the insurer confirms any premium or refund. You can follow the request in My account > Policies.',
        ],
      }),
    });
    await enqueueMail(tx, {
      to: options.staffEmail,
      subject: `After-sale request ${request.reference} on policy ${policy.policyNumber}`,
      ...composeMail({
        greeting: 'Hello team,',
        paragraphs: [`A customer asks: ${summary}.`, 'The request is in the staff inbox.'],
      }),
    });
    return request;
  });
  return {
    id: created.id,
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    type: body.type,
    reference: created.reference,
    status: 'Pending',
    amountCents,
    summary,
    replies: [],
    createdAt: new Date().toISOString(),
  };
}

function toRequestRow(
  row: OwnedRequestRow,
  replies: { itemId: string; note: string; createdAt: Date }[],
): AfterSaleRequestRow {
  const type = (AFTER_SALE_REQUEST_TYPES as readonly string[]).includes(row.type)
    ? (row.type as AfterSaleRequestType)
    : 'policy-review';
  return {
    id: row.id,
    policyId: row.policyId,
    policyNumber: row.policyNumber,
    type,
    reference: row.reference,
    status: row.status,
    amountCents: row.amountCents,
    summary: summaryOf(type, row.details, row.amountCents),
    replies: replies
      .filter((r) => r.itemId === row.leadId)
      .map((r) => ({ note: r.note, createdAt: r.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function myAfterSaleRequests(db: Db, userId: string): Promise<AfterSaleRequestRow[]> {
  const owner = await ownerOfAccount(db, userId);
  const rows = await selectOwnedRequests(db, owner);
  const replies = await selectReplies(
    db,
    rows.map((r) => r.leadId),
  );
  return rows.map((row) => toRequestRow(row, replies));
}

/** Staff's reply to the customer: on the lead's timeline (sent to the customer) and by mail. */
export async function replyToAfterSaleRequest(
  db: Db,
  leadId: string,
  note: string,
  actorId: string,
): Promise<{ message: string }> {
  const lead = await selectAfterSaleLead(db, leadId);
  if (lead === undefined) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  await inTransaction(db, async (tx) => {
    await insertReplyEvent(tx, lead.leadId, note, actorId);
    await recordAudit(tx, { actorId, action: 'after-sale.replied', target: lead.leadId });
    await enqueueMail(tx, {
      to: lead.email,
      subject: `Reply to your request ${lead.reference} on policy ${lead.policyNumber}`,
      ...composeMail({
        greeting: `Hello ${lead.firstName},`,
        paragraphs: [note, 'You can also read this reply in My account > Policies.'],
      }),
    });
  });
  return { message: REPLY_SENT_MESSAGE };
}
