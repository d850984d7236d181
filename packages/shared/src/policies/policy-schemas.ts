// After the sale: policies, their documents, after-sale requests and renewal reminders. Staff
// create a policy from an application; the customer sees it in My account > Policies. Web and API
// validate with these schemas; money in cents inside, dates as 'YYYY-MM-DD' (N5).

import { z } from 'zod';
import { addDays, compareCivilDates, inclusiveDays } from '../dates/civil-date.ts';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import type { CivilDate } from '../dates/civil-date.ts';

export const INSURER_MESSAGE = 'Please choose the insurer';

export const POLICY_STATUSES = ['Active', 'Ended', 'Cancelled'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const PAYMENT_SCHEDULES = ['single', 'monthly', 'annual'] as const;
export type PaymentSchedule = (typeof PAYMENT_SCHEDULES)[number];
export const PAYMENT_SCHEDULE_LABELS: Record<PaymentSchedule, string> = {
  single: 'Single payment',
  monthly: 'Monthly',
  annual: 'Annual',
};

export const APPLICATION_KINDS = ['life', 'travel'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const insuredPersonSchema = z.object({
  name: z.string().trim().min(1, 'Please enter the insured person’s name').max(120),
  dateOfBirth: civilDateSchema,
});
export type InsuredPerson = z.infer<typeof insuredPersonSchema>;

export const POLICY_NUMBER_MESSAGE = 'Please enter the policy number (letters, digits and - / only)';
export const POLICY_DATES_MESSAGE = 'The end date must be on or after the start date';
export const POLICY_NUMBER_TAKEN_MESSAGE = 'A policy with this number already exists';
export const POLICY_NOT_FOUND_MESSAGE = 'This policy does not exist';
export const POLICY_CREATED_MESSAGE = 'Policy created';

/** POST /api/admin/policies: staff turn an application (its inbox lead) into a policy. */
export const createPolicySchema = z
  .object({
    leadId: z.uuid('Please choose an application'),
    policyNumber: z
      .string()
      .trim()
      .min(3, POLICY_NUMBER_MESSAGE)
      .max(40, POLICY_NUMBER_MESSAGE)
      .regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, POLICY_NUMBER_MESSAGE),
    // Any code of the insurers table (ADR 0097): the server checks it is an insurer not retired.
    insurer: z.string('Please choose the insurer').regex(/^[A-Z][A-Z0-9_]{1,29}$/, INSURER_MESSAGE),
    planName: z.string().trim().min(1, 'Please enter the plan').max(120),
    startDate: civilDateSchema,
    endDate: civilDateSchema,
    premiumCents: z.number('Please enter the premium').int().min(0).max(100_000_000),
    paymentSchedule: z.enum(PAYMENT_SCHEDULES, 'Please choose the payment schedule'),
    /** The rate version the premium was priced from (the extension premium uses it). */
    rateVersion: z.string().trim().max(60).default(''),
    insuredPersons: z.array(insuredPersonSchema).min(1, 'Please add at least one insured person').max(10),
  })
  .refine((p) => compareCivilDates(p.endDate, p.startDate) >= 0, {
    message: POLICY_DATES_MESSAGE,
    path: ['endDate'],
  });
export type CreatePolicyBody = z.infer<typeof createPolicySchema>;
export type CreatePolicyInput = z.input<typeof createPolicySchema>;

export const changePolicyStatusSchema = z.object({ status: z.enum(POLICY_STATUSES) });

export const policyDocumentSchema = z.object({
  id: z.string(),
  /** 'reply': a file the customer attached to an answer to 'More information needed'. */
  kind: z.enum(['insurer', 'application-copy', 'proof', 'reply']),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

export const policyReminderSchema = z.object({
  kind: z.string(),
  label: z.string(),
  sentAt: z.string(),
});

export const policySchema = z.object({
  id: z.string(),
  policyNumber: z.string(),
  applicationKind: z.enum(APPLICATION_KINDS),
  applicationId: z.string(),
  productValue: z.number().int(),
  productName: z.string(),
  insurer: z.string(),
  insurerName: z.string(),
  planName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  premiumCents: z.number().int(),
  paymentSchedule: z.enum(PAYMENT_SCHEDULES),
  rateVersion: z.string(),
  insuredPersons: z.array(insuredPersonSchema),
  status: z.enum(POLICY_STATUSES),
  remindersStopped: z.boolean(),
  documents: z.array(policyDocumentSchema),
  reminders: z.array(policyReminderSchema),
  createdAt: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

/** What My account > Policies shows: the policies, and the application copies (PDF) of the account. */
export const accountPoliciesSchema = z.object({
  policies: z.array(policySchema),
  applicationCopies: z.array(
    policyDocumentSchema.extend({ applicationKind: z.enum(APPLICATION_KINDS), applicationId: z.string() }),
  ),
});
export type AccountPolicies = z.infer<typeof accountPoliciesSchema>;

export const stopRemindersSchema = z.object({ stopped: z.boolean() });

// Documents (staff upload): PDF, JPEG or PNG, at most 10 MB, the type read from the content.
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE_MESSAGE = 'A document can be at most 10 MB';
export const DOCUMENT_TYPE_MESSAGE = 'Only PDF, JPEG and PNG documents can be uploaded';
export const DOCUMENT_UPLOADED_MESSAGE = 'Document uploaded';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This document does not exist';

export const uploadDocumentSchema = z
  .object({
    /** A policy id, or an application's inbox lead id. */
    policyId: z.uuid().optional(),
    leadId: z.uuid().optional(),
    fileName: z.string().trim().min(1, 'Please choose a file').max(200),
    /** The file, base64 (as the rate-sheet import sends it). */
    content: z.string().min(1, 'Please choose a file'),
  })
  .refine((b) => (b.policyId === undefined) !== (b.leadId === undefined), {
    message: 'Please upload to a policy or to an application',
    path: ['policyId'],
  });
export type UploadDocumentBody = z.infer<typeof uploadDocumentSchema>;

/** The type of a document from its first bytes (magic numbers), never from its name. */
export function sniffDocumentType(bytes: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

// Reminders before a policy ends (days before its end date), by kind of product.
export const REMINDER_KINDS = ['travel-14', 'travel-3', 'super-visa-60', 'term-renewal-90'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  'travel-14': 'Trip ends in 14 days',
  'travel-3': 'Trip ends in 3 days',
  'super-visa-60': 'Super visa year ends in 60 days',
  'term-renewal-90': 'Term renewal in 90 days',
};
const REMINDER_DAYS: Record<ReminderKind, number> = {
  'travel-14': 14,
  'travel-3': 3,
  'super-visa-60': 60,
  'term-renewal-90': 90,
};
const SUPER_VISA = 9;
const TERM_LIFE = 2;
const TRAVEL_PRODUCTS = [8, 10, 11, 12, 13, 14, 15];

export function isTravelProduct(productValue: number): boolean {
  return productValue === SUPER_VISA || TRAVEL_PRODUCTS.includes(productValue);
}

/** The reminders a product's policy gets, the latest first (closest to the end date). */
export function remindersOf(productValue: number): ReminderKind[] {
  if (productValue === SUPER_VISA) return ['super-visa-60'];
  if (productValue === TERM_LIFE) return ['term-renewal-90'];
  if (TRAVEL_PRODUCTS.includes(productValue)) return ['travel-3', 'travel-14'];
  return [];
}

/**
 * The reminder due today, if any: the latest whose day has come while the policy has not ended.
 * A policy created inside the 3-day window gets the 3-day reminder only, not both.
 */
export function reminderDue(productValue: number, endDate: CivilDate, today: CivilDate): ReminderKind | null {
  if (compareCivilDates(today, endDate) > 0) return null;
  for (const kind of remindersOf(productValue)) {
    if (compareCivilDates(today, addDays(endDate, -REMINDER_DAYS[kind])) >= 0) return kind;
  }
  return null;
}

// After-sale requests (from My account), by product line.
export const TRAVEL_REQUEST_TYPES = ['extend', 'change-dates', 'cancel-refund', 'add-traveller'] as const;
export const LIFE_REQUEST_TYPES = [
  'change-beneficiary',
  'update-address',
  'update-payment',
  'policy-review',
] as const;
export const AFTER_SALE_REQUEST_TYPES = [...TRAVEL_REQUEST_TYPES, ...LIFE_REQUEST_TYPES] as const;
export type AfterSaleRequestType = (typeof AFTER_SALE_REQUEST_TYPES)[number];
export const AFTER_SALE_REQUEST_LABELS: Record<AfterSaleRequestType, string> = {
  extend: 'Extend the trip',
  'change-dates': 'Change the dates',
  'cancel-refund': 'Cancel with a refund',
  'add-traveller': 'Add a traveller',
  'change-beneficiary': 'Change the beneficiary',
  'update-address': 'Update the address',
  'update-payment': 'Update the payment',
  'policy-review': 'Ask for a policy review',
};

export const REFUND_REASONS = ['early-return', 'trip-cancelled', 'super-visa-refused'] as const;
export const REFUND_REASON_LABELS: Record<(typeof REFUND_REASONS)[number], string> = {
  'early-return': 'I came back early',
  'trip-cancelled': 'The trip was cancelled',
  'super-visa-refused': 'The super visa was refused',
};

/** Insurers' usual minimum premium for an extension (cents). */
export const EXTENSION_MINIMUM_CENTS = 2_500;
/** Insurers' usual processing fee on a refund (cents). */
export const REFUND_PROCESSING_FEE_CENTS = 2_500;

export const EXTENSION_DECLARATION =
  'I declare that there has been no change in my health or the health of any insured person, and no claim, since the policy started.';
export const NOT_VISA_PROOF_DECLARATION =
  'I declare that this policy is not serving as proof of coverage for a visa or immigration file.';
export const EXTENSION_TOO_LATE_MESSAGE = 'An extension must be asked for before the policy ends';
export const REQUEST_TYPE_MESSAGE = 'This request does not apply to this policy';
export const REQUEST_SENT_MESSAGE = 'Your request has been sent. An advisor will reply within 24 hours.';

/** The policy's daily rate (cents): its premium over its days, rounded up. */
export function dailyRateCents(premiumCents: number, startDate: CivilDate, endDate: CivilDate): number {
  return Math.ceil(premiumCents / inclusiveDays(startDate, endDate));
}

/** Premium for the added days at the policy's premium per day, at least the insurers' minimum: the fallback without cited rates (ADR 0113). */
export function extensionPremiumCents(
  policy: { premiumCents: number; startDate: CivilDate; endDate: CivilDate },
  newEndDate: CivilDate,
): number {
  const added = inclusiveDays(addDays(policy.endDate, 1), newEndDate);
  if (added <= 0) return 0;
  return Math.max(
    EXTENSION_MINIMUM_CENTS,
    added * dailyRateCents(policy.premiumCents, policy.startDate, policy.endDate),
  );
}

export const EXTENSION_END_DATE_MESSAGE = 'Please choose the new end date (YYYY-MM-DD)';
export const EXTENSION_AFTER_END_MESSAGE = 'The new end date must be after the policy’s end date';

/** GET /api/account/policies/:id/extension-premium?newEndDate=: the estimate shown before sending. */
// Any text reaches the use case, which answers a clear 400 (EXTENSION_END_DATE_MESSAGE).
export const extensionPremiumQuerySchema = z.object({ newEndDate: z.string().max(40).optional() });

/**
 * How an extension premium was found (ADR 0113): 'rates' priced the added days at the rate version
 * the application's quote cites; 'proration' spread the policy's premium over its days (no cited
 * quote and plan: older policies, or a plan whose rate category is not known).
 */
export const EXTENSION_PREMIUM_BASES = ['rates', 'proration'] as const;
export type ExtensionPremiumBasis = (typeof EXTENSION_PREMIUM_BASES)[number];

export const extensionPremiumSchema = z.object({
  newEndDate: z.string(),
  addedDays: z.number().int(),
  amountCents: z.number().int(),
  basis: z.enum(EXTENSION_PREMIUM_BASES),
  /** The cited rate version, when priced from the rates. */
  rateVersion: z.string().nullable(),
  /** What the customer and staff read about the amount. */
  explanation: z.string(),
});
export type ExtensionPremium = z.infer<typeof extensionPremiumSchema>;

/** The words of an extension premium's basis, shown to the customer and in the staff lead. */
export function extensionBasisText(basis: ExtensionPremiumBasis, rateVersion: string | null): string {
  return basis === 'rates'
    ? `from your plan’s rates, version ${rateVersion ?? 'of your quote'}; at least $25.00, the insurer confirms it`
    : 'from your policy’s premium per day; at least $25.00, the insurer confirms it';
}

/** Refund estimate for the unused days less the processing fee; none once a claim was reported. */
export function refundEstimateCents(
  policy: { premiumCents: number; startDate: CivilDate; endDate: CivilDate },
  returnDate: CivilDate,
  claimReported: boolean,
): number {
  if (claimReported) return 0;
  const from =
    compareCivilDates(returnDate, policy.startDate) < 0 ? policy.startDate : addDays(returnDate, 1);
  if (compareCivilDates(from, policy.endDate) > 0) return 0;
  const unused = inclusiveDays(from, policy.endDate);
  const total = inclusiveDays(policy.startDate, policy.endDate);
  return Math.max(0, Math.floor((policy.premiumCents * unused) / total) - REFUND_PROCESSING_FEE_CENTS);
}

const note = z.string().trim().max(2000, 'Please enter at most 2,000 characters').default('');
const accepted = (message: string) => z.literal(true, message);

/** POST /api/account/policies/:id/requests: one of the after-sale requests. */
export const afterSaleRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('extend'),
      newEndDate: civilDateSchema,
      noChangeInHealthNoClaim: accepted('Please confirm the declaration'),
      note,
    }),
    z.object({
      type: z.literal('change-dates'),
      newStartDate: civilDateSchema,
      newEndDate: civilDateSchema,
      note,
    }),
    z.object({
      type: z.literal('cancel-refund'),
      reason: z.enum(REFUND_REASONS, 'Please choose a reason'),
      returnDate: civilDateSchema,
      claimReported: z.boolean(),
      notVisaProof: accepted('Please confirm the declaration'),
      /** The proof (a ticket, a boarding pass, the refusal letter): PDF, JPEG or PNG, base64. */
      proof: z.object({ fileName: z.string().trim().min(1).max(200), content: z.string().min(1) }),
      note,
    }),
    z.object({
      type: z.literal('add-traveller'),
      name: z.string().trim().min(1, 'Please enter the traveller’s name').max(120),
      dateOfBirth: civilDateSchema,
      note,
    }),
    z.object({
      type: z.literal('change-beneficiary'),
      beneficiaryName: z.string().trim().min(1, 'Please enter the beneficiary').max(120),
      relationship: z.string().trim().max(60).default(''),
      note,
    }),
    z.object({
      type: z.literal('update-address'),
      address: z.string().trim().min(5, 'Please enter the address').max(300),
      note,
    }),
    z.object({
      type: z.literal('update-payment'),
      note: z.string().trim().min(1, 'Please tell us what to change').max(2000),
    }),
    z.object({
      type: z.literal('policy-review'),
      note: z.string().trim().min(1, 'Please tell us what to review').max(2000),
    }),
  ],
  { error: 'Please choose a request' },
);
export type AfterSaleRequestBody = z.infer<typeof afterSaleRequestSchema>;
export type AfterSaleRequestInput = z.input<typeof afterSaleRequestSchema>;

export const afterSaleRequestRowSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  type: z.enum(AFTER_SALE_REQUEST_TYPES),
  reference: z.string(),
  status: z.string(),
  /** Extension premium or refund estimate, when the request has one. */
  amountCents: z.number().int().nullable(),
  summary: z.string(),
  replies: z.array(z.object({ note: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
});
export type AfterSaleRequestRow = z.infer<typeof afterSaleRequestRowSchema>;

/** POST /api/admin/after-sale/:leadId/reply: staff's reply to the customer. */
export const afterSaleReplySchema = z.object({
  note: z.string().trim().min(1, 'Please write the reply').max(4000),
});
export const REPLY_SENT_MESSAGE = 'Reply sent to the customer';
