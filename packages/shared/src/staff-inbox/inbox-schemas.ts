// The staff inbox (ADR 0091): one list over every lead, its query (filters, search,
// sort and page: the same object lives in the page's URL and in the API's query string), its rows,
// assignment and status changes. Web and API validate with these schemas, each made on first use
// (ADR 0134); the plain values they are built over are inbox-options.ts's (ADR 0147).

import { z } from 'zod';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import { onFirstUse } from '../validation/on-first-use.ts';
import {
  INBOX_COUNT_CAP,
  INBOX_KINDS,
  INBOX_MAX_PAGE,
  INBOX_SEARCH_MAX,
  INBOX_SORTS,
  INBOX_STATUSES,
} from './inbox-options.ts';
import { groupThousands } from '../money/cents.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please enter at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The inbox view: every field optional; absent means "no filter". */
export const inboxQuerySchema = onFirstUse(() =>
  z.object({
    q: optionalText(INBOX_SEARCH_MAX),
    type: z.enum(INBOX_KINDS, 'Please choose a lead type').optional(),
    product: z.coerce.number('Please choose a product').int().min(1).max(30).optional(),
    status: z.enum(INBOX_STATUSES, 'Please choose a status').optional(),
    /** 'me', 'unassigned' or a staff member's id. */
    assignee: z.union([z.enum(['me', 'unassigned']), z.uuid('Please choose a staff member')]).optional(),
    province: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Please choose a province')
      .optional(),
    /** Received on or after this Toronto date. */
    from: civilDateSchema.optional(),
    /** Received on or before this Toronto date. */
    to: civilDateSchema.optional(),
    overdue: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    sort: z.enum(INBOX_SORTS, 'Please choose a sort order').default('-received'),
    page: z.coerce
      .number('Page must be a whole number from 1')
      .int()
      .min(1)
      .max(
        INBOX_MAX_PAGE,
        `Only the first ${groupThousands(INBOX_COUNT_CAP)} leads of a view are listed: please narrow the search or filters, or reverse the sort`,
      )
      .default(1),
  }),
);
export type InboxQuery = z.infer<ReturnType<typeof inboxQuerySchema>>;
export type InboxQueryInput = z.input<ReturnType<typeof inboxQuerySchema>>;

export const DUE_STATES = ['overdue', 'due-soon', 'on-time', 'answered'] as const;

export const inboxRowSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(INBOX_KINDS),
    sourceId: z.string(),
    reference: z.string(),
    product: z.number().int().nullable(),
    productName: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    province: z.string().nullable(),
    receivedAt: z.string(),
    /** `receivedAt` as staff read it, in Toronto: 'Nov 18, 2026, 2:00 p.m.' (ADR 0142). */
    receivedLabel: z.string(),
    dueBy: z.string(),
    /** `dueBy` in Toronto, as `receivedLabel`. */
    dueByLabel: z.string(),
    dueState: z.enum(DUE_STATES),
    status: z.string(),
    assigneeId: z.string().nullable(),
    assigneeName: z.string().nullable(),
  }),
);
export type InboxRow = z.infer<ReturnType<typeof inboxRowSchema>>;

export const inboxPageSchema = onFirstUse(() =>
  z.object({
    rows: z.array(inboxRowSchema()),
    /** Matching leads, counted up to INBOX_COUNT_CAP. */
    total: z.number().int(),
    /** True when more leads than `total` match. */
    totalCapped: z.boolean(),
    page: z.number().int(),
    totalPages: z.number().int().min(1),
  }),
);
export type InboxPage = z.infer<ReturnType<typeof inboxPageSchema>>;

export const ASSIGN_NONE_MESSAGE = 'Please select at least one lead';

export const assignInboxSchema = onFirstUse(() =>
  z.object({
    ids: z.array(z.uuid()).min(1, ASSIGN_NONE_MESSAGE).max(500, 'Please assign at most 500 leads at once'),
    /** A staff member's id, 'me', or null to unassign. */
    assignee: z.union([z.literal('me'), z.uuid('Please choose a staff member')]).nullable(),
  }),
);
export type AssignInboxBody = z.infer<ReturnType<typeof assignInboxSchema>>;

export const NOTE_MAX = 2000;

export const changeInboxStatusSchema = onFirstUse(() =>
  z
    .object({
      status: z.enum(INBOX_STATUSES, 'Please choose a status').optional(),
      note: z.string().trim().max(NOTE_MAX, `Please enter at most ${NOTE_MAX} characters`).default(''),
      /** Applications: send the note to the customer with the status mail. */
      noteToCustomer: z.boolean().default(false),
    })
    .refine((body) => body.status !== undefined || body.note !== '', {
      message: 'Please choose a status or write a note',
      path: ['note'],
    }),
);
export type ChangeInboxStatusBody = z.input<ReturnType<typeof changeInboxStatusSchema>>;

/** 'reply': the customer's answer to 'More information needed', from My account. */
export const INBOX_EVENT_KINDS = ['status', 'note', 'assignment', 'reply'] as const;

export const inboxEventSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum([...INBOX_EVENT_KINDS, 'received']),
    status: z.string().nullable(),
    note: z.string(),
    noteToCustomer: z.boolean(),
    actorName: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type InboxEvent = z.infer<ReturnType<typeof inboxEventSchema>>;

/** The parts of a lead's detail, in the order staff read them. */
export const LEAD_SECTIONS = ['person', 'request', 'application', 'plan'] as const;
export type LeadSectionId = (typeof LEAD_SECTIONS)[number];

/** One section of the lead: labelled values already in the site's formats (money, dates, names). */
export const leadSectionSchema = onFirstUse(() =>
  z.object({
    id: z.enum(LEAD_SECTIONS),
    title: z.string(),
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
);
export type LeadSection = z.infer<ReturnType<typeof leadSectionSchema>>;

/** A quote the same person ran (their account's quotes), as staff read it. */
export const relatedQuoteSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['life', 'travel']),
    productName: z.string(),
    createdAt: z.string(),
    /** E.g. 'Coverage $100,000 · best premium $23.40'. */
    summary: z.string(),
  }),
);
export type RelatedQuote = z.infer<ReturnType<typeof relatedQuoteSchema>>;

export const inboxDetailSchema = onFirstUse(() =>
  z.object({
    row: inboxRowSchema(),
    /** The lead's fields in sections: person, request, quote or application, plan and premium. */
    sections: z.array(leadSectionSchema()),
    timeline: z.array(inboxEventSchema()),
    mails: z.array(
      z.object({ id: z.string(), subject: z.string(), status: z.string(), createdAt: z.string() }),
    ),
    related: z.array(inboxRowSchema()),
    /** The person's quotes, newest first. */
    quotes: z.array(relatedQuoteSchema()),
  }),
);
export type InboxDetail = z.infer<ReturnType<typeof inboxDetailSchema>>;

export const inboxSummarySchema = onFirstUse(() =>
  z.object({
    byStatus: z.array(z.object({ status: z.string(), n: z.number().int() })),
    byKind: z.array(z.object({ kind: z.string(), n: z.number().int() })),
    overdue: z.number().int(),
    dueSoon: z.number().int(),
    newToday: z.number().int(),
  }),
);
export type InboxSummary = z.infer<ReturnType<typeof inboxSummarySchema>>;
