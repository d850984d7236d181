// The customer's applications and requests under /api/account: their answers, the
// withdraw call's parameters and the rule of which applications may still be withdrawn. The
// schemas are made on first use (ADR 0134): My account's pages load this module for its rules.

import { z } from 'zod';
import { APPLICATION_STATUSES, LEAD_STATUSES } from '../staff-inbox/inbox-statuses.ts';
import type { ApplicationStatus } from '../staff-inbox/inbox-statuses.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export const ACCOUNT_APPLICATION_KINDS = ['life', 'travel'] as const;
export type AccountApplicationKind = (typeof ACCOUNT_APPLICATION_KINDS)[number];

/** Not yet decided: the customer may still withdraw. */
export const WITHDRAWABLE_STATUSES = [
  'Received',
  'In review',
  'More information needed',
] as const satisfies readonly ApplicationStatus[];

export function canWithdraw(status: string): boolean {
  return (WITHDRAWABLE_STATUSES as readonly string[]).includes(status);
}

export const ALREADY_DECIDED_MESSAGE =
  'This application has already been decided, so it can no longer be withdrawn. Please call us if you have a question.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'This application is not in your account.';
export const WITHDRAWN_MESSAGE =
  'Your application has been withdrawn. We have sent you a confirmation e-mail.';

/** POST /api/account/applications/:kind/:id/withdraw. */
export const withdrawApplicationParamsSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(ACCOUNT_APPLICATION_KINDS, 'Please choose a life or travel application'),
    id: z.uuid('This application does not exist'),
  }),
);
export type WithdrawApplicationParams = z.infer<ReturnType<typeof withdrawApplicationParamsSchema>>;

/** Waiting for the customer: they answer from My account > Applications. */
export const AWAITING_CUSTOMER_STATUS = 'More information needed' satisfies ApplicationStatus;
/** The customer's answer hands the application back to the advisor, in this status. */
export const AFTER_REPLY_STATUS = 'In review' satisfies ApplicationStatus;
export const REPLY_MAX = 2000;
export const REPLY_FILES_MAX = 3;
/** All the files of one answer together: one upload's limit (the documents' 10 MB). */
export const REPLY_FILES_MAX_BYTES = 10 * 1024 * 1024;
export const REPLY_FILES_COUNT_MESSAGE = `Please attach at most ${REPLY_FILES_MAX} files`;
export const REPLY_FILES_SIZE_MESSAGE = 'Your files can be at most 10 MB together';
export const REPLY_FILES_TYPE_MESSAGE = 'Only PDF, JPEG and PNG files can be attached';

export function canReply(status: string): boolean {
  return status === AWAITING_CUSTOMER_STATUS;
}

export const NOT_AWAITING_REPLY_MESSAGE =
  'This application is not waiting for information from you. Please call us if you have a question.';
export const REPLY_SENT_MESSAGE = 'Thank you. Your answer has been sent to your advisor.';

/** POST /api/account/applications/:kind/:id/reply: the customer's answer to 'More information needed'. */
export const replyToApplicationSchema = onFirstUse(() =>
  z.object({
    message: z
      .string('Please write your answer')
      .trim()
      .min(1, 'Please write your answer')
      .max(REPLY_MAX, `Please enter at most ${REPLY_MAX} characters`),
    /**
     * Files with the answer (PDF, JPEG or PNG, base64): kept with the application as its documents,
     * the type read from the content by the server; at most REPLY_FILES_MAX, REPLY_FILES_MAX_BYTES together.
     */
    files: z
      .array(z.object({ fileName: z.string().trim().min(1).max(200), content: z.string().min(1) }))
      .max(REPLY_FILES_MAX, REPLY_FILES_COUNT_MESSAGE)
      .default([]),
  }),
);
export type ReplyToApplicationBody = z.infer<ReturnType<typeof replyToApplicationSchema>>;

/** One step of an application's timeline: a status change, or a note staff sent to the customer. */
export const applicationEventSchema = onFirstUse(() =>
  z.object({
    /** Toronto date, YYYY-MM-DD. */
    date: z.string(),
    at: z.string(),
    /** The new status; null for a note alone. */
    status: z.enum(APPLICATION_STATUSES).nullable(),
    /** Only notes staff chose to send to the customer; internal notes never leave the inbox. */
    note: z.string().nullable(),
    /** The customer's own answer (its note is what they wrote). */
    fromCustomer: z.boolean(),
  }),
);
export type ApplicationEvent = z.infer<ReturnType<typeof applicationEventSchema>>;

/** One row of GET /api/account/applications, newest first. */
export const accountApplicationSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(ACCOUNT_APPLICATION_KINDS),
    /** The application's id (withdraw takes it with the kind). */
    id: z.string(),
    reference: z.string(),
    productName: z.string(),
    /** The plan and premium applied for, in words (ADR 0088); null when the application names none. */
    plan: z.string().nullable(),
    /** Toronto date, YYYY-MM-DD. */
    submittedOn: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    canWithdraw: z.boolean(),
    /** 'More information needed': the customer may answer. */
    canReply: z.boolean(),
    /** Oldest first, starting with the submission. */
    timeline: z.array(applicationEventSchema()),
  }),
);
export type AccountApplication = z.infer<ReturnType<typeof accountApplicationSchema>>;

export const ACCOUNT_REQUEST_KINDS = ['contact', 'service'] as const;
export const ACCOUNT_REQUEST_LABELS: Record<(typeof ACCOUNT_REQUEST_KINDS)[number], string> = {
  contact: 'Contact request',
  service: 'Service inquiry',
};

/** One row of GET /api/account/requests, newest first. */
export const accountRequestSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(ACCOUNT_REQUEST_KINDS),
    id: z.string(),
    reference: z.string(),
    /** The product or products asked about. */
    subject: z.string(),
    /** Toronto date, YYYY-MM-DD. */
    submittedOn: z.string(),
    status: z.enum(LEAD_STATUSES),
  }),
);
export type AccountRequest = z.infer<ReturnType<typeof accountRequestSchema>>;

/**
 * GET /api/account/advisor: the staff member assigned to the customer's newest assigned lead or
 * application, by the name staff go by (no e-mail: the customer writes from the application), or
 * null while nobody is assigned.
 */
export const accountAdvisorSchema = onFirstUse(() =>
  z.object({
    advisor: z.object({ name: z.string() }).nullable(),
  }),
);
export type AccountAdvisor = z.infer<ReturnType<typeof accountAdvisorSchema>>;
