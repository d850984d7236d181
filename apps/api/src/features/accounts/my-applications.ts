// My applications and My requests: what the customer applied for or asked, with the
// status staff set and the notes staff chose to send them; and withdrawing an undecided application.
// Every call acts on the token's user only; another account's application answers 404.

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import {
  AFTER_REPLY_STATUS,
  ALREADY_DECIDED_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  NOT_AWAITING_REPLY_MESSAGE,
  canReply,
  canWithdraw,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type {
  AccountAdvisor,
  AccountApplication,
  AccountRequest,
  ApplicationEvent,
  ReplyToApplicationBody,
  WithdrawApplicationParams,
} from '@brokerage/shared/accounts/my-applications-schemas';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { appliedPlanWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import { APPLICATION_STATUSES } from '@brokerage/shared/staff-inbox/inbox-options';
import type { ApplicationStatus } from '@brokerage/shared/staff-inbox/inbox-options';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { applicationStatusMail } from '../mail/application-status-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import type { AccountsContext } from './accounts-context.ts';
import { findUserById } from './accounts.repository.ts';
import {
  insertCustomerStatusChange,
  lockOwnedApplication,
  type OwnedApplicationItem,
  selectCustomerEvents,
  selectNewestAssignee,
  selectOwnedApplications,
  selectOwnedRequests,
} from './my-applications.repository.ts';
import { currentUser } from './my-account.ts';
import { personOf } from './personal-data.ts';
import { checkedReplyFiles, keepReplyFiles } from '../policies/documents.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';

const WITHDRAWN: ApplicationStatus = 'Withdrawn';

/** A status the inbox row holds; anything unknown reads as the first one. */
const applicationStatus = (status: string | null): ApplicationStatus =>
  APPLICATION_STATUSES.find((s) => s === status) ?? 'Received';

const productName = (value: number | null) =>
  (value === null ? undefined : findProductByValue(value)?.name) ?? 'Insurance';

const eventAt = (
  at: Date,
  status: ApplicationStatus | null,
  note: string | null,
  fromCustomer = false,
): ApplicationEvent => ({
  date: todayInZone(at),
  at: at.toISOString(),
  status,
  note,
  fromCustomer,
});

export async function listMyApplications(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
): Promise<AccountApplication[]> {
  const person = personOf(await currentUser(ctx, userId));
  const items = await selectOwnedApplications(ctx.db, person);
  const [events, { names }] = await Promise.all([
    selectCustomerEvents(
      ctx.db,
      items.map((item) => item.id),
    ),
    insurerDirectory(ctx.db),
  ]);
  return items.map((item) => {
    const status = applicationStatus(item.status);
    const timeline = [eventAt(item.receivedAt, 'Received', null)];
    for (const event of events.filter((e) => e.itemId === item.id)) {
      if (event.kind === 'reply') {
        timeline.push(eventAt(event.createdAt, applicationStatus(event.status), event.note, true));
        continue;
      }
      // Internal notes stay with staff: only a note sent to the customer is shown.
      const note = event.noteToCustomer && event.note.trim() !== '' ? event.note : null;
      if (event.kind === 'status' || note !== null)
        timeline.push(
          eventAt(event.createdAt, event.kind === 'status' ? applicationStatus(event.status) : null, note),
        );
    }
    return {
      kind: item.kind,
      id: item.sourceId,
      reference: item.reference,
      productName: productName(item.product),
      plan: appliedPlanWords(item, names),
      submittedOn: todayInZone(item.receivedAt),
      status,
      canWithdraw: canWithdraw(status),
      canReply: canReply(status),
      timeline,
    };
  });
}

/** Withdraws an undecided application: inbox row, timeline event, audit and mail in one transaction. */
export async function withdrawMyApplication(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  params: WithdrawApplicationParams,
): Promise<void> {
  const person = personOf(await currentUser(ctx, userId));
  await inTransaction(ctx.db, async (tx) => {
    const item = await lockOwnedApplication(tx, person, params.kind, params.id);
    if (item === undefined) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    if (!canWithdraw(item.status)) throw conflict(ALREADY_DECIDED_MESSAGE);
    await insertCustomerStatusChange(tx, { itemId: item.id, status: WITHDRAWN, actorId: userId });
    await recordAudit(tx, {
      actorId: userId,
      action: 'application.withdrawn',
      target: item.id,
      details: { kind: `${item.kind}-application`, from: item.status, to: WITHDRAWN },
    });
    await enqueueMail(tx, applicationStatusMail(item, WITHDRAWN, ''));
  });
}

/**
 * The customer's answer to 'More information needed': joins the lead's timeline, hands the
 * application back to the advisor (In review) and mails the assigned advisor, or the office when
 * nobody is assigned; with the audit, in one transaction. Any other status answers 409.
 */
export async function replyToMyApplication(
  ctx: Pick<AccountsContext, 'db' | 'publicUrl' | 'staffEmail'>,
  userId: string,
  params: WithdrawApplicationParams,
  body: ReplyToApplicationBody,
): Promise<void> {
  const person = personOf(await currentUser(ctx, userId));
  // Checked before anything is written: a wrong file refuses the whole answer, with its name.
  const files = checkedReplyFiles(body.files);
  const attached = files.length === 0 ? '' : `\n\nAttached: ${files.map((file) => file.fileName).join(', ')}`;
  await inTransaction(ctx.db, async (tx) => {
    const item = await lockOwnedApplication(tx, person, params.kind, params.id);
    if (item === undefined) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    if (!canReply(item.status)) throw conflict(NOT_AWAITING_REPLY_MESSAGE);
    await insertCustomerStatusChange(tx, {
      itemId: item.id,
      status: AFTER_REPLY_STATUS,
      actorId: userId,
      reply: `${body.message}${attached}`,
    });
    await keepReplyFiles(tx, { kind: item.kind, id: item.sourceId, userId, email: item.email }, files);
    await recordAudit(tx, {
      actorId: userId,
      action: 'application.replied',
      target: item.id,
      details: { kind: `${item.kind}-application`, from: item.status, to: AFTER_REPLY_STATUS },
    });
    const assignee = item.assigneeId === null ? undefined : await findUserById(tx, item.assigneeId);
    await enqueueMail(tx, {
      to: assignee?.email ?? ctx.staffEmail ?? COMPANY.email,
      ...customerReplyMail(ctx.publicUrl, item, `${body.message}${attached}`, assignee?.firstName),
    });
  });
}

function customerReplyMail(
  publicUrl: string,
  item: OwnedApplicationItem,
  message: string,
  advisorFirstName: string | undefined,
) {
  const customer = `${item.firstName} ${item.lastName}`.trim();
  return {
    subject: `${customer} answered: ${productName(item.product)} application ${item.reference}`,
    ...composeMail({
      greeting: advisorFirstName === undefined ? 'Hello team,' : `Hello ${advisorFirstName},`,
      paragraphs: [
        `${customer} answered your request for more information about ${productName(item.product)} application ${item.reference}. The application is back with you, in review.`,
        'Their answer:',
        message,
      ],
      action: { label: 'Open the lead', url: `${publicUrl}/admin/inbox?lead=${item.id}` },
    }),
  };
}

export async function listMyRequests(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
): Promise<AccountRequest[]> {
  const person = personOf(await currentUser(ctx, userId));
  const rows = await selectOwnedRequests(ctx.db, person);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    // Every lead has its inbox row (trigger, ADR 0091); the fallback is for a row loaded without one.
    reference: row.reference ?? row.id.slice(0, 8).toUpperCase(),
    subject: row.products.map(productName).join(', '),
    submittedOn: todayInZone(row.createdAt),
    status: row.status,
  }));
}

/** Who the customer's advisor is: the staff member on their newest assigned lead, by name only. */
export async function readMyAdvisor(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
): Promise<AccountAdvisor> {
  const assignee = await selectNewestAssignee(ctx.db, personOf(await currentUser(ctx, userId)));
  const name = assignee === undefined ? '' : `${assignee.firstName} ${assignee.lastName}`.trim();
  return { advisor: name === '' ? null : { name } };
}
