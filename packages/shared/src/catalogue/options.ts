// Option lists, age lists and limits of platform spec section 9 and product-flows section 9.
// `value` is what forms hold and the API receives; `label` is what the page shows.
// Money is integer cents (N5): every amount constant ends in _CENTS.

import { formatCad } from '../money/cents.ts';

export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** The values of an option list as a non-empty tuple, ready for `z.enum(...)`. */
export function optionValues<const T extends readonly [Option, ...Option[]]>(
  options: T,
): [T[number]['value'], ...T[number]['value'][]] {
  const [first, ...rest] = options;
  return [first.value, ...rest.map((o) => o.value)];
}

/** The label of a value, or undefined when the list has no such value. */
export function optionLabel<V extends string | number>(
  options: readonly Option<V>[],
  value: V,
): string | undefined {
  return options.find((o) => o.value === value)?.label;
}

// ---- Choice lists ----

export const QUOTE_FOR_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'two-persons', label: '2 Persons' },
  { value: 'family', label: 'Family' },
] as const;
export type QuoteFor = (typeof QUOTE_FOR_OPTIONS)[number]['value'];

/** Super visa offers no family quote (platform spec section 9). */
export const SUPERVISA_QUOTE_FOR_OPTIONS = [QUOTE_FOR_OPTIONS[0], QUOTE_FOR_OPTIONS[1]] as const;
export type SupervisaQuoteFor = (typeof SUPERVISA_QUOTE_FOR_OPTIONS)[number]['value'];

export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;
export type Gender = (typeof GENDER_OPTIONS)[number]['value'];

export const PLAN_OPTIONS = [
  { value: 'medical-emergency', label: 'Medical Emergency' },
  { value: 'all-inclusive', label: 'All Inclusive' },
] as const;
export type Plan = (typeof PLAN_OPTIONS)[number]['value'];

export const PLAN_TYPE_OPTIONS = [
  { value: 'single-trip', label: 'Single Trip' },
  { value: 'multi-trip-annual', label: 'Multi Trip Annual' },
] as const;
export type PlanType = (typeof PLAN_TYPE_OPTIONS)[number]['value'];

/** The first option (Worldwide) makes 'travelling through' required (product-flows section 5). */
export const WHERE_TO_TRAVEL_OPTIONS = [
  { value: 'worldwide', label: 'Worldwide' },
  { value: 'canada', label: 'Canada' },
  { value: 'usa', label: 'USA' },
] as const;
export type WhereToTravel = (typeof WHERE_TO_TRAVEL_OPTIONS)[number]['value'];

export const WHERE_TO_STUDY_OPTIONS = [
  { value: 'in-canada', label: 'In Canada' },
  { value: 'abroad', label: 'Abroad' },
] as const;
export type WhereToStudy = (typeof WHERE_TO_STUDY_OPTIONS)[number]['value'];

/** Auto lead form (product-flows section 3); not required (product-flows section 5). */
export const APPLYING_FOR_OPTIONS = [
  { value: 'new-policy', label: 'A new policy' },
  { value: 'renewal', label: 'Renewal' },
] as const;
export type ApplyingFor = (typeof APPLYING_FOR_OPTIONS)[number]['value'];

/** Life customise and available-quotes switch; Monthly is the default (product-flows section 4). */
export const PREMIUM_PAYMENT_DURATION_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annually', label: 'Annually' },
] as const;
export type PremiumPaymentDuration = (typeof PREMIUM_PAYMENT_DURATION_OPTIONS)[number]['value'];

export const PRICING_OPTIONS = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'half-yearly', label: 'Half Yearly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
] as const;
export type Pricing = (typeof PRICING_OPTIONS)[number]['value'];

/** Investment calculator compounding; `periodsPerYear` is null for continuous (product-flows section 9). */
export const COMPOUNDING_OPTIONS = [
  { value: 'annually', label: 'Annually', periodsPerYear: 1 },
  { value: 'semiannually', label: 'Semiannually', periodsPerYear: 2 },
  { value: 'quarterly', label: 'Quarterly', periodsPerYear: 4 },
  { value: 'monthly', label: 'Monthly', periodsPerYear: 12 },
  { value: 'semimonthly', label: 'Semimonthly', periodsPerYear: 24 },
  { value: 'biweekly', label: 'Biweekly', periodsPerYear: 26 },
  { value: 'weekly', label: 'Weekly', periodsPerYear: 52 },
  { value: 'daily', label: 'Daily', periodsPerYear: 365 },
  { value: 'continuously', label: 'Continuously', periodsPerYear: null },
] as const;
export type Compounding = (typeof COMPOUNDING_OPTIONS)[number]['value'];

/** Continuous compounding uses the spec's 2.71828, not Math.E, to match it to the cent (N22). */
export const CONTINUOUS_COMPOUNDING_BASE = 2.71828;

// ---- Age lists (platform spec section 9, product-flows section 9) ----

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ageOptions = (from: number, to: number): Option<number>[] =>
  range(from, to).map((age) => ({ value: age, label: String(age) }));

/**
 * The general list's first choice, '<17', carries 16: the oldest age it stands for.
 * Our decision, the spec shows only the label; rating must treat every age under 17 alike.
 */
export const UNDER_17_AGE_VALUE = 16;

/** '<17' then 17 to 100. */
export const GENERAL_AGE_OPTIONS: readonly Option<number>[] = [
  { value: UNDER_17_AGE_VALUE, label: '<17' },
  ...ageOptions(17, 100),
];
export const SNOWBIRD_AGE_OPTIONS: readonly Option<number>[] = ageOptions(61, 100);
export const STUDENT_AGE_OPTIONS: readonly Option<number>[] = ageOptions(18, 60);
export const KIDS_AGE_OPTIONS: readonly Option<number>[] = ageOptions(0, 17);
/** How many extra people a family insures (numberOfPersonToInsured). */
export const INSURED_PERSON_COUNT_OPTIONS: readonly Option<number>[] = ageOptions(1, 5);
/** Extra insured persons are numbered 3 to 7 (person3FirstName ... person7FirstName). */
export const EXTRA_PERSON_NUMBERS: readonly number[] = range(3, 7);

// ---- Life coverage amounts and payment periods ----

export const LIFE_QUOTE_SLUGS = [
  'whole-life',
  'term-life',
  'critical-illness',
  'mortgage-protection',
  'kids-life',
] as const;
export type LifeQuoteSlug = (typeof LIFE_QUOTE_SLUGS)[number];

const dollars = (amount: number): number => amount * 100;

/** Each product's largest amount (product-flows section 9). */
export const LIFE_COVERAGE_MAX_CENTS: Readonly<Record<LifeQuoteSlug, number>> = {
  'whole-life': dollars(3_000_000),
  'term-life': dollars(5_000_000),
  'critical-illness': dollars(1_000_000),
  'mortgage-protection': dollars(5_000_000),
  'kids-life': dollars(250_000),
};

// N12: 25,000 to 500,000 by 25,000; to 1,000,000 by 50,000; to 2,000,000 by 100,000;
// to 5,000,000 by 250,000.
const ALL_LIFE_COVERAGE_CENTS: readonly number[] = [
  ...range(1, 20).map((i) => dollars(i * 25_000)),
  ...range(11, 20).map((i) => dollars(i * 50_000)),
  ...range(11, 20).map((i) => dollars(i * 100_000)),
  ...range(9, 20).map((i) => dollars(i * 250_000)),
];

/** Each product's amounts in ascending order, cut at its maximum (N12). The first is the default. */
export const LIFE_COVERAGE_AMOUNTS_CENTS: Readonly<Record<LifeQuoteSlug, readonly number[]>> = {
  'whole-life': lifeAmountsUpTo('whole-life'),
  'term-life': lifeAmountsUpTo('term-life'),
  'critical-illness': lifeAmountsUpTo('critical-illness'),
  'mortgage-protection': lifeAmountsUpTo('mortgage-protection'),
  'kids-life': lifeAmountsUpTo('kids-life'),
};

function lifeAmountsUpTo(slug: LifeQuoteSlug): number[] {
  return ALL_LIFE_COVERAGE_CENTS.filter((cents) => cents <= LIFE_COVERAGE_MAX_CENTS[slug]);
}

/** Labelled amounts ('$25,000') for sliders and dropdowns; values in cents. */
export function moneyOptions(amountsCents: readonly number[]): Option<number>[] {
  return amountsCents.map((cents) => ({ value: cents, label: formatCad(cents, { omitZeroCents: true }) }));
}

export function lifeCoverageOptions(slug: LifeQuoteSlug): Option<number>[] {
  return moneyOptions(LIFE_COVERAGE_AMOUNTS_CENTS[slug]);
}

const periods = (labels: readonly string[]): Option<number>[] =>
  labels.map((label, index) => ({ value: index, label }));

/**
 * Payment periods per life product (product-flows section 9). A quote's paymentPeriod is the
 * position in its product's list, so `value` is the index (N34).
 */
export const LIFE_PAYMENT_PERIODS: Readonly<Record<LifeQuoteSlug, readonly Option<number>[]>> = {
  'whole-life': periods(['Life Pay', 'Pay till 65', 'Pay for 20', 'Pay for 15']),
  'term-life': periods([
    ...[10, 15, 20, 25, 30, 35, 40].map((years) => `${years} Years`),
    'Age 65',
    'Age 75',
  ]),
  'critical-illness': periods([
    ...[10, 15, 20, 25, 30].map((years) => `Term ${years}`),
    'Pay to 65',
    'Till Age 65',
    'Till Age 75',
    'Life Pay',
  ]),
  'mortgage-protection': periods([10, 15, 20, 25, 30, 35, 40].map((years) => `${years} Years`)),
  'kids-life': periods(['Life Pay', 'Pay for 20']),
};

/** Partner discount when spouses apply for combined coverage (platform spec section 9). */
export const PARTNER_DISCOUNT_PERCENT = 5;

// ---- Travel coverage, deductibles and limits ----

/** Visitors to Canada, new immigrants and foreign workers (N10). */
export const VISITOR_COVERAGE_AMOUNTS_CENTS: readonly number[] = [
  10_000, 15_000, 25_000, 50_000, 100_000, 150_000, 200_000, 300_000,
].map(dollars);

/** Super visa coverage is at least 100,000 dollars (N19); quote form, API and application enforce it. */
export const SUPERVISA_MIN_COVERAGE_CENTS = dollars(100_000);

export const SUPERVISA_COVERAGE_AMOUNTS_CENTS: readonly number[] = VISITOR_COVERAGE_AMOUNTS_CENTS.filter(
  (cents) => cents >= SUPERVISA_MIN_COVERAGE_CENTS,
);

/** Travel deductibles (N10). */
export const TRAVEL_DEDUCTIBLES_CENTS: readonly number[] = [
  0, 100, 250, 500, 1_000, 2_500, 5_000, 10_000,
].map(dollars);

export const VISITOR_COVERAGE_OPTIONS: readonly Option<number>[] = moneyOptions(
  VISITOR_COVERAGE_AMOUNTS_CENTS,
);
export const SUPERVISA_COVERAGE_OPTIONS: readonly Option<number>[] = moneyOptions(
  SUPERVISA_COVERAGE_AMOUNTS_CENTS,
);
export const TRAVEL_DEDUCTIBLE_OPTIONS: readonly Option<number>[] = moneyOptions(TRAVEL_DEDUCTIBLES_CENTS);

/**
 * Coverage amounts by travel product slug (catalogue/products.ts); students have plan-defined
 * coverage and no coverage filter (N10), travellers and snowbirds none either.
 */
export function travelCoverageAmountsCents(productSlug: string): readonly number[] | null {
  if (productSlug === 'supervisa') return SUPERVISA_COVERAGE_AMOUNTS_CENTS;
  return ['visitors-to-canada', 'new-immigrants', 'foreign-workers'].includes(productSlug)
    ? VISITOR_COVERAGE_AMOUNTS_CENTS
    : null;
}

/** Super visa term: end = start + 1 year - 1 day (product-flows section 5, N9). */
export const SUPERVISA_TERM_YEARS = 1;

/** Travellers aged 60 or over get the medical-questionnaire path (product-flows section 9). */
export const MEDICAL_QUESTIONNAIRE_MIN_AGE = 60;

/** A family is at most 2 parents or guardians plus unmarried children under 22 (product-flows section 9). */
export const FAMILY_MAX_ADULTS = 2;
export const FAMILY_CHILD_MAX_AGE_EXCLUSIVE = 22;

// ---- Other limits ----

/** A booking date is today to 9 days ahead (product-flows sections 5 and 9, N15). */
export const BOOKING_MAX_DAYS_AHEAD = 9;

/** The compare tray holds 2 to 3 plans (product-flows section 4). */
export const COMPARE_MIN_PLANS = 2;
export const COMPARE_MAX_PLANS = 3;
