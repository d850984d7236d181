// Bodies and answers of the customer's own calls under /api/account, shared by the web
// forms and the API (ADR 0002). Each schema is made on first use (ADR 0134): My account loads
// this module with its sections, and a page uses one form or call at most. The forms that take
// names, addresses and passwords are in account-settings-schemas.ts, so that this module does not
// load those fields' schemas.

import { z } from 'zod';
import { formatDisplayDate } from '../dates/civil-date.ts';
import { formatCad } from '../money/cents.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

/** GET /api/account/profile. `mobile` is null for an account made on the command line (N18). */
export const profileDetailsSchema = onFirstUse(() =>
  z.object({
    email: z.string(),
    emailConfirmed: z.boolean(),
    /** The address waiting for its confirmation link, if any. */
    pendingEmail: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type ProfileDetails = z.infer<ReturnType<typeof profileDetailsSchema>>;

export const QUOTE_KINDS = ['life', 'travel'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** POST /api/account/quotes/claim: the quote ids the browser kept before sign-in (random uuids only). */
export const claimQuotesSchema = onFirstUse(() =>
  z.object({
    life: z.array(z.uuid()).max(50).default([]),
    travel: z.array(z.uuid()).max(50).default([]),
  }),
);
export type ClaimQuotesBody = z.infer<ReturnType<typeof claimQuotesSchema>>;

/** One row of GET /api/account/quotes. */
export const accountQuoteSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(QUOTE_KINDS),
    id: z.string(),
    product: z.string(),
    /** ISO date-time the quote was run. */
    createdAt: z.string(),
    /** The answers as the customer gave them (ages, coverage, dates). */
    request: z.record(z.string(), z.unknown()),
    /** The lowest premium of the answer, cents; null when refused or empty. */
    bestPremiumCents: z.number().int().nullable(),
  }),
);
export type AccountQuote = z.infer<ReturnType<typeof accountQuoteSchema>>;

/** Path parameters of one account quote: travel and life ids are both random uuids. */
export const accountQuoteParamsSchema = onFirstUse(() =>
  z.object({ kind: z.enum(QUOTE_KINDS), id: z.uuid() }),
);

/**
 * POST /api/account/quotes/:kind/:id/reprice ('See quotes again'): the stored request priced at
 * today's rates. 'dates-past': the trip's start date has passed, so a new quote is needed;
 * 'refused': today's rates offer nothing for it (an age now out of range).
 */
export const repricedQuoteSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(QUOTE_KINDS),
    product: z.string(),
    status: z.enum(['priced', 'dates-past', 'refused']),
    /** The request as stored, for the results page or the new quote form. */
    request: z.record(z.string(), z.unknown()),
    /** The Toronto date the quote was run, 'YYYY-MM-DD'. */
    quotedOn: z.string(),
    thenBestPremiumCents: z.number().int().nullable(),
    todayBestPremiumCents: z.number().int().nullable(),
  }),
);
export type RepricedQuote = z.infer<ReturnType<typeof repricedQuoteSchema>>;

/** What the results page says of a quote seen again. */
export function priceChangeSentence(quote: RepricedQuote): string {
  const { thenBestPremiumCents: then, todayBestPremiumCents: today } = quote;
  if (then === today) return 'The price has not changed.';
  if (then === null || today === null) return 'Today there is no quote for these answers.';
  return `Your best premium was ${formatCad(then)} on ${formatDisplayDate(quote.quotedOn)}; today it is ${formatCad(today)}.`;
}

export const REPRICE_DATES_PAST_MESSAGE =
  'The dates of this quote have passed, so it cannot be priced again. Choose new dates for a new quote.';
export const REPRICE_REFUSED_MESSAGE =
  "Today's rates have no quote for these answers. Please check them and ask for a new quote.";

/** GET and PUT /api/account/newsletter: the account e-mail's newsletter consent (N23). */
export const newsletterChoiceSchema = onFirstUse(() => z.object({ subscribed: z.boolean() }));
export type NewsletterChoice = z.infer<ReturnType<typeof newsletterChoiceSchema>>;

export const newsletterStatusSchema = onFirstUse(() =>
  z.object({
    subscribed: z.boolean(),
    /** When the consent in force was given (ISO), or null. */
    consentedAt: z.string().nullable(),
    /** When it was withdrawn (ISO), or null. */
    unsubscribedAt: z.string().nullable(),
    /** The consent applies to a confirmed address only. */
    emailConfirmed: z.boolean(),
  }),
);
export type NewsletterStatus = z.infer<ReturnType<typeof newsletterStatusSchema>>;
