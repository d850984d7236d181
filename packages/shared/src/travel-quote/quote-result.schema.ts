// The answer of POST quotations/<product> (product-flows sections 3 and 7): quotes, the
// deductibles on offer and the benefit summary per policy. Money as dollars with 2 decimals (N40).

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { optionValues, PLAN_OPTIONS } from '../catalogue/options.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

const money = z.number();

export const travelQuoteRowSchema = onFirstUse(() =>
  z.object({
    planCode: z.string(),
    policyName: z.string(),
    /** Insurer display name (N7). */
    company: z.string(),
    insurerCode: z.string(),
    /** Plan coverage for students; the chosen coverage for visitor products; null for travellers. */
    coverageAmount: money.nullable(),
    /** null: no deductible choice, shown as a dash (GMS, N7). */
    deductibleAmount: money.nullable(),
    /** One premium, or one per medical rate category for travellers and snowbirds (Premium 1, 2, ...). */
    premiumAmount: z.union([money, z.array(money)]),
    /** Super visa instalments where the plan offers them (N9, N19). */
    monthly: z.object({ instalmentAmount: money, depositAmount: money }).nullable(),
    /** Buy Now: the insurer's site (product-flows section 4). */
    link: z.string().nullable(),
    /** Travellers 60 and over: the medical questionnaire, where one exists. */
    questionnaireLink: z.string().nullable(),
  }),
);
export type TravelQuoteRow = z.infer<ReturnType<typeof travelQuoteRowSchema>>;

const planOptionSchema = onFirstUse(() => z.enum(optionValues(PLAN_OPTIONS)));

export const planSummarySchema = onFirstUse(() =>
  z.object({
    planCode: z.string(),
    company: z.string(),
    /** The insurer's logo at the site's cacheable URL, or null: show a neutral mark (ADR 0117). */
    logoUrl: z.string().nullable(),
    lines: z.array(z.object({ key: z.string(), value: z.string() })),
    policyWordingLink: z.string(),
    /** Medical Emergency or All Inclusive (the spec's plan options), from the plan's data (ADR 0115). */
    option: planOptionSchema(),
    /** Who the plan covers, in words written from its data (ADR 0115); empty on older stored plans. */
    eligibility: z.array(z.string()),
  }),
);
export type PlanSummary = z.infer<ReturnType<typeof planSummarySchema>>;

export const travelQuoteResultSchema = onFirstUse(() =>
  z.object({
    quotes: z.array(travelQuoteRowSchema()),
    /** Deductibles (dollars) of the rows, ascending: the deductible slider's stops. */
    deductibles: z.array(money),
    /** Benefit summary keyed by policyName. */
    summary: z.record(z.string(), planSummarySchema()),
    /** The plan options the quoted plans offer, in the spec's order: the results filter's choices. */
    planOptions: z.array(planOptionSchema()),
    /** True while the sample rate tables are active: pages say 'Sample rates for demonstration' (N8). */
    isSampleRates: z.boolean(),
  }),
);
export type TravelQuoteResult = z.infer<ReturnType<typeof travelQuoteResultSchema>>;

/**
 * The answer of POST quotations/<travel product>: the spec's fields plus the stored request's
 * random id, which the browser keeps to claim the quote at sign-in, as life answers do.
 */
// A string, as life's quoteId: the cached answer's JSON is built once with a placeholder id (ADR 0053).
// A guest's answer carries `revisitToken`: sent back with the same request, it answers this quote
// again (ADR 0123).
export const travelQuoteAnswerSchema = onFirstUse(() =>
  travelQuoteResultSchema().extend({
    quoteId: z.string(),
    revisitToken: z.string().optional(),
  }),
);
export type TravelQuoteAnswer = z.infer<ReturnType<typeof travelQuoteAnswerSchema>>;

/** The one-line notice of N8. */
export const SAMPLE_RATES_NOTICE = 'Sample rates for demonstration';

/** Where a plan's policy wording page is served (a same-site HTML summary). */
export function policyWordingPath(planCode: string): string {
  return `/api/travel/policy-wordings/${encodeURIComponent(planCode)}`;
}

/** POST quotations/<travel product>: the priced answer; an invalid request (400), no rates (404). */
export const travelQuoteContract = apiContract(travelQuoteAnswerSchema, [400, 404]);

/** GET travel/rate-status: whether the sample rate tables are active (N8). */
export const travelRateStatusContract = apiContract(() => z.object({ isSampleRates: z.boolean() }), []);

/** POST comparison: each benefit's line per plan, nested in `data.data` as the spec answers it. */
export const travelComparisonContract = apiContract(
  () => z.object({ data: z.record(z.string(), z.array(z.string().nullable())) }),
  [400, 404],
);
