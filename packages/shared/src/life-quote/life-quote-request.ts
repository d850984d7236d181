// Life quote request and its answer (product-flows sections 3 and 7; N11, N12, N34, N40): what the
// basic form builds and `POST quotations/<product>` receives and answers. One schema for the form
// and the API (ADR 0002). The e-mail and application payloads, which need the contact fields, are
// in life-quote-schemas.ts: a page that only quotes loads none of them.

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import {
  GENDER_OPTIONS,
  LIFE_COVERAGE_AMOUNTS_CENTS,
  LIFE_PAYMENT_PERIODS,
  LIFE_QUOTE_SLUGS,
  PREMIUM_PAYMENT_DURATION_OPTIONS,
  optionValues,
} from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { servedProvinceSchema } from '../catalogue/province-schemas.ts';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import { centsToDollars } from '../money/cents.ts';
import { lifePlanDetailsSchema } from './plan-details.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export const lifeProductSchema = z.enum(LIFE_QUOTE_SLUGS, { error: 'Unknown life product' });

/** Critical illness plans cover the 4 core illnesses or 25 and more (N11). */
export const ILLNESS_COVERED_OPTIONS = [
  { value: 'core-4', label: '4 core illnesses' },
  { value: 'extended-25', label: '25+ illnesses' },
] as const;
export type IllnessCovered = (typeof ILLNESS_COVERED_OPTIONS)[number]['value'];

/** Where the basic form's answers are kept in the browser, base64-encoded (product-flows section 2). */
export const LIFE_STORAGE_KEYS: Readonly<Record<LifeQuoteSlug, string>> = {
  'whole-life': 'wholeLifeQuote',
  'term-life': 'termLifeQuote',
  'critical-illness': 'criticalIllness',
  'mortgage-protection': 'mortgageProtection',
  'kids-life': 'kidsLife',
};

/** Display names, for headings and mails. */
export const LIFE_PRODUCT_NAMES: Readonly<Record<LifeQuoteSlug, string>> = {
  'whole-life': 'Whole Life',
  'term-life': 'Term Life',
  'critical-illness': 'Critical Illness',
  'mortgage-protection': 'Mortgage Protection',
  'kids-life': 'Kids Life',
};

/** N6 product values, for bookings and the admin list. */
export const LIFE_PRODUCT_VALUES: Readonly<Record<LifeQuoteSlug, number>> = {
  'whole-life': 1,
  'term-life': 2,
  'critical-illness': 3,
  'mortgage-protection': 4,
  'kids-life': 5,
};

/** The life product of an N6 product value (a route table entry's `product`), if it is one. */
export function lifeProductOfValue(value: number | undefined): LifeQuoteSlug | undefined {
  return LIFE_QUOTE_SLUGS.find((slug) => LIFE_PRODUCT_VALUES[slug] === value);
}

export function isLifeProduct(value: string): value is LifeQuoteSlug {
  return (LIFE_QUOTE_SLUGS as readonly string[]).includes(value);
}

export const COVERAGE_NOT_OFFERED_MESSAGE = 'Please choose one of the coverage amounts offered';
export const PAYMENT_PERIOD_NOT_OFFERED_MESSAGE = 'Please choose one of the payment periods offered';
export const ILLNESS_COVERED_REQUIRED_MESSAGE = 'Please choose the illnesses covered';

const questionAnswer = (message: string) => z.boolean({ error: message });

/**
 * What every life quote request carries, whatever the product (product-flows section 3).
 * `coverage` is in dollars like every API money field (N40); `paymentPeriod` is the position in
 * the product's list (N34); `smoke` and `smokedInLast12Months` decide the smoker class.
 */
export const lifeQuoteRequestShape = {
  birthDate: civilDateSchema,
  gender: z.enum(optionValues(GENDER_OPTIONS), { error: 'Please choose a gender' }),
  smoke: questionAnswer('Please tell us whether you smoke'),
  smokedInLast12Months: z.boolean().optional(),
  citizen: questionAnswer('Please tell us whether you are a Canadian citizen or permanent resident'),
  province: servedProvinceSchema,
  coverage: z.number({ error: COVERAGE_NOT_OFFERED_MESSAGE }).positive(COVERAGE_NOT_OFFERED_MESSAGE),
  premiumPaymentDuration: z
    .enum(optionValues(PREMIUM_PAYMENT_DURATION_OPTIONS), { error: 'Please choose Monthly or Annually' })
    .default('monthly'),
  paymentPeriod: z
    .number({ error: PAYMENT_PERIOD_NOT_OFFERED_MESSAGE })
    .int(PAYMENT_PERIOD_NOT_OFFERED_MESSAGE)
    .min(0, PAYMENT_PERIOD_NOT_OFFERED_MESSAGE)
    .default(0),
  page: z.number().int().min(1).max(1000).default(1),
  illnessCovered: z
    .enum(optionValues(ILLNESS_COVERED_OPTIONS), { error: ILLNESS_COVERED_REQUIRED_MESSAGE })
    .optional(),
};

export const lifeQuoteRequestSchema = z.object(lifeQuoteRequestShape);

export type LifeQuoteRequest = z.infer<typeof lifeQuoteRequestSchema>;
export type LifeQuoteRequestInput = z.input<typeof lifeQuoteRequestSchema>;

/**
 * The product-dependent checks a plain object schema cannot make: the coverage must be one of the
 * product's amounts (N12), the payment period one of its periods (N34), and critical illness needs
 * `illnessCovered` (N11). Returns field errors, empty when the request fits the product.
 */
export function lifeRequestFieldErrors(
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
): Record<string, string> {
  const errors: Record<string, string> = {};
  // Compared in dollars: any positive number may arrive here, even one too large for cents.
  if (!LIFE_COVERAGE_AMOUNTS_CENTS[product].some((cents) => centsToDollars(cents) === request.coverage))
    errors.coverage = COVERAGE_NOT_OFFERED_MESSAGE;
  if (request.paymentPeriod >= LIFE_PAYMENT_PERIODS[product].length) {
    errors.paymentPeriod = PAYMENT_PERIOD_NOT_OFFERED_MESSAGE;
  }
  if (product === 'critical-illness' && request.illnessCovered === undefined) {
    errors.illnessCovered = ILLNESS_COVERED_REQUIRED_MESSAGE;
  }
  return errors;
}

// ---- The answer ----

/** A customise tile: the cheapest premium of one payment period (N11). */
export const lifeShortQuoteSchema = onFirstUse(() =>
  z.object({
    paymentPeriod: z.number().int(),
    term: z.string(),
    /** Dollars with 2 decimals (N40). */
    premiumAmount: z.number(),
    paymentMode: z.string(),
  }),
);
export type LifeShortQuote = z.infer<ReturnType<typeof lifeShortQuoteSchema>>;

/** An available-quotes row: one insurer plan for the chosen payment period (N11). */
export const lifeDetailQuoteSchema = onFirstUse(() =>
  z.object({
    insurerCode: z.string(),
    company: z.string(),
    planCode: z.string(),
    policyName: z.string(),
    paymentPeriod: z.number().int(),
    term: z.string(),
    premiumAmount: z.number(),
    paymentMode: z.string(),
    deductibleAmount: z.number().optional(),
    /** What the plan offers besides price. */
    details: lifePlanDetailsSchema().optional(),
  }),
);
export type LifeDetailQuote = z.infer<ReturnType<typeof lifeDetailQuoteSchema>>;

export const lifeQuoteResultSchema = onFirstUse(() =>
  z.object({
    quoteId: z.string(),
    product: lifeProductSchema,
    ageNearestBirthday: z.number().int(),
    coverage: z.number(),
    paymentPeriod: z.number().int(),
    premiumPaymentDuration: z.enum(optionValues(PREMIUM_PAYMENT_DURATION_OPTIONS)),
    shortQuotes: z.array(lifeShortQuoteSchema()),
    quotes: z.array(lifeDetailQuoteSchema()),
    rateVersions: z.array(z.string()),
    /** True while any rate table used is a sample (N8): the page says so. */
    sampleRates: z.boolean(),
    /** A guest's answer only: sent back with the same request, it answers this quote again (ADR 0123). */
    revisitToken: z.string().optional(),
  }),
);
export type LifeQuoteResult = z.infer<ReturnType<typeof lifeQuoteResultSchema>>;

/** The plan the customer chose on customise or available quotes. */
export const LIFE_PLAN_CITATION_MESSAGE =
  'An application is for a plan of a quote: get a quote, then choose your plan on the results page';

export const chosenLifePlanSchema = onFirstUse(() =>
  z.object({
    /** The stored quote the plan was chosen from (`quoteId` of its answer, ADR 0114). */
    quoteId: z.uuid(LIFE_PLAN_CITATION_MESSAGE).optional(),
    paymentPeriod: z.number().int().min(0),
    premiumPaymentDuration: z.enum(optionValues(PREMIUM_PAYMENT_DURATION_OPTIONS)),
    coverage: z.number().positive(),
    insurerCode: z.string().max(40).optional(),
    policyName: z.string().max(120).optional(),
    premiumAmount: z.number().nonnegative().optional(),
  }),
);
export type ChosenLifePlan = z.infer<ReturnType<typeof chosenLifePlanSchema>>;

/** The plan an application cites: its stored quote, insurer and plan are required (ADR 0114). */
export const citedLifePlanSchema = onFirstUse(() =>
  chosenLifePlanSchema().extend({
    quoteId: z.uuid(LIFE_PLAN_CITATION_MESSAGE),
    insurerCode: z.string(LIFE_PLAN_CITATION_MESSAGE).min(1, LIFE_PLAN_CITATION_MESSAGE).max(40),
    policyName: z.string(LIFE_PLAN_CITATION_MESSAGE).min(1, LIFE_PLAN_CITATION_MESSAGE).max(120),
  }),
);

/** POST quotations/<life product>: the priced answer (N11). */
export const lifeQuoteContract = apiContract(lifeQuoteResultSchema, [400, 401, 429, 503]);
