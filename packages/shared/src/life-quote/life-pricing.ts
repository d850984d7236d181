// The life pricing engine (N11): pure, over rate tables passed in, with `today` from the caller.
// annual premium = coverage / 1,000 x the plan's annual rate at the age nearest birthday + the
// policy fee; monthly = annual x 0.09 rounded to the cent. Short quotes are the cheapest premium
// of each payment period (customise tiles); detail quotes are one row per plan for the chosen
// period, cheapest first (available quotes).

import { LIFE_PAYMENT_PERIODS } from '../catalogue/options.ts';
import type { LifeQuoteSlug, PremiumPaymentDuration } from '../catalogue/options.ts';
import {
  isServedProvince,
  NON_RESIDENT_QUOTE_MESSAGE,
  PROVINCE_NOT_SERVED_MESSAGE,
} from '../catalogue/provinces.ts';
import { addYears, ageOn, inclusiveDays, isCivilDate } from '../dates/civil-date.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { dollarsToCents } from '../money/cents.ts';
import { birthDateError } from '../validation/birth-date.ts';
import { LIFE_PRODUCT_NAMES } from './life-quote-request.ts';
import type { LifeQuoteRequest } from './life-quote-request.ts';
import { lifeRowsOfClass } from './life-rates.ts';
import type { LifeRateRow, LifeRateTable } from './life-rates.ts';
import { EMPTY_PLAN_DETAILS } from './plan-details.ts';
import type { LifePlanDetails } from './plan-details.ts';
import { compareNames } from '../text/compare-names.ts';

/**
 * Who may get an instant quote, by age last birthday (our decision, ADR 0051; the spec gives only
 * kids 0 to 17). Outside these ages the customer is asked to call.
 */
export const LIFE_AGE_LIMITS: Readonly<Record<LifeQuoteSlug, { min: number; max: number }>> = {
  'whole-life': { min: 18, max: 80 },
  'term-life': { min: 18, max: 75 },
  'critical-illness': { min: 18, max: 65 },
  'mortgage-protection': { min: 18, max: 70 },
  'kids-life': { min: 0, max: 17 },
};

/** What a payment period means, for the availability rule below; same order as LIFE_PAYMENT_PERIODS. */
export type PaymentPeriodKind =
  | { kind: 'term'; years: number }
  | { kind: 'to-age'; age: number }
  | { kind: 'pay-years'; years: number }
  | { kind: 'life' };

const term = (years: number): PaymentPeriodKind => ({ kind: 'term', years });
const toAge = (age: number): PaymentPeriodKind => ({ kind: 'to-age', age });

export const LIFE_PERIOD_KINDS: Readonly<Record<LifeQuoteSlug, readonly PaymentPeriodKind[]>> = {
  'whole-life': [
    { kind: 'life' },
    toAge(65),
    { kind: 'pay-years', years: 20 },
    { kind: 'pay-years', years: 15 },
  ],
  'term-life': [...[10, 15, 20, 25, 30, 35, 40].map(term), toAge(65), toAge(75)],
  'critical-illness': [...[10, 15, 20, 25, 30].map(term), toAge(65), toAge(65), toAge(75), { kind: 'life' }],
  'mortgage-protection': [10, 15, 20, 25, 30, 35, 40].map(term),
  'kids-life': [{ kind: 'life' }, { kind: 'pay-years', years: 20 }],
};

/** A term must end by this age (our decision, ADR 0051). */
export const TERM_END_MAX_AGE: Readonly<Record<LifeQuoteSlug, number>> = {
  'whole-life': 100,
  'term-life': 85,
  'critical-illness': 75,
  'mortgage-protection': 80,
  'kids-life': 100,
};

/** A cover or payment "to age N" needs at least this many years to run. */
export const TO_AGE_MIN_YEARS = 10;

/** Whether a payment period is sold at this rating age. */
export function isPeriodAvailable(product: LifeQuoteSlug, paymentPeriod: number, age: number): boolean {
  const kind = LIFE_PERIOD_KINDS[product][paymentPeriod];
  if (kind === undefined) return false;
  switch (kind.kind) {
    case 'term':
      return age + kind.years <= TERM_END_MAX_AGE[product];
    case 'to-age':
      return age + TO_AGE_MIN_YEARS <= kind.age;
    default:
      return true;
  }
}

/**
 * Age at nearest birthday: the age last birthday, plus one when the next birthday is nearer than
 * the last (a tie counts as nearer, so exactly half way rates at the higher age).
 */
export function ageNearestBirthday(birthDate: CivilDate, today: CivilDate): number {
  const age = ageOn(birthDate, today);
  const last = addYears(birthDate, age);
  const next = addYears(birthDate, age + 1);
  const sinceLast = inclusiveDays(last, today) - 1;
  const untilNext = inclusiveDays(today, next) - 1;
  return untilNext <= sinceLast ? age + 1 : age;
}

/** The smoker class: a smoker who has not smoked in the last 12 months rates as a non-smoker. */
export function isSmokerClass(request: Pick<LifeQuoteRequest, 'smoke' | 'smokedInLast12Months'>): boolean {
  return request.smoke && request.smokedInLast12Months !== false;
}

export function ageLimitMessage(product: LifeQuoteSlug): string {
  const { min, max } = LIFE_AGE_LIMITS[product];
  return `Instant ${LIFE_PRODUCT_NAMES[product]} quotes are for ages ${min} to ${max}. Please call us and we can get you covered.`;
}

/**
 * Why this request cannot get an instant quote, or null when it can: not a citizen or permanent
 * resident, an unserved province (platform spec section 5), a birth date outside the form's
 * rule, or an age outside the product's limits.
 */
export function lifeQuoteIneligibility(
  product: LifeQuoteSlug,
  request: Pick<LifeQuoteRequest, 'birthDate' | 'citizen' | 'province'>,
  today: CivilDate,
): string | null {
  if (!request.citizen) return NON_RESIDENT_QUOTE_MESSAGE;
  if (!isServedProvince(request.province)) return PROVINCE_NOT_SERVED_MESSAGE;
  const dateMessage = birthDateError(request.birthDate, {
    today,
    kind: product === 'kids-life' ? 'kids' : 'standard',
  });
  if (dateMessage !== null) return dateMessage;
  const age = ageOn(request.birthDate, today);
  const { min, max } = LIFE_AGE_LIMITS[product];
  return age < min || age > max ? ageLimitMessage(product) : null;
}

/** Rating age: the age nearest birthday, kept inside the product's limits (a 17.8-year-old kid rates at 17). */
export function ratingAge(product: LifeQuoteSlug, birthDate: CivilDate, today: CivilDate): number {
  const { min, max } = LIFE_AGE_LIMITS[product];
  return Math.min(max, Math.max(min, ageNearestBirthday(birthDate, today)));
}

/** Annual premium in cents: coverage in thousands x rate, rounded to the cent, plus the policy fee. */
export function annualPremiumCents(
  coverageCents: number,
  ratePer1000Units: number,
  policyFeeCents: number,
): number {
  // coverageCents / 100_000 is thousands of dollars; rate units are hundredths of a cent.
  return Math.round((coverageCents * ratePer1000Units) / 10_000_000) + policyFeeCents;
}

/** Monthly premium = annual x 0.09, rounded half up to the cent (N11). Integer arithmetic: no float drift. */
export function monthlyPremiumCents(annualCents: number): number {
  return Math.round((annualCents * 9) / 100);
}

export function premiumForDuration(annualCents: number, duration: PremiumPaymentDuration): number {
  return duration === 'monthly' ? monthlyPremiumCents(annualCents) : annualCents;
}

export const PAYMENT_MODE_LABELS: Readonly<Record<PremiumPaymentDuration, string>> = {
  monthly: 'Monthly',
  annually: 'Annually',
};

export interface PricedShortQuote {
  paymentPeriod: number;
  term: string;
  premiumCents: number;
  paymentMode: string;
}

export interface PricedDetailQuote {
  insurerCode: string;
  company: string;
  planCode: string;
  policyName: string;
  paymentPeriod: number;
  term: string;
  premiumCents: number;
  paymentMode: string;
  /** Renewal, conversion, underwriting, limits, riders and notes from the rate data. */
  details: LifePlanDetails;
}

export interface PricedLifeQuote {
  ageNearestBirthday: number;
  ratingAge: number;
  shortQuotes: PricedShortQuote[];
  quotes: PricedDetailQuote[];
  /** `product:version` of every table that priced a row. */
  rateVersions: string[];
  sampleRates: boolean;
}

export interface PriceLifeQuoteInput {
  product: LifeQuoteSlug;
  request: LifeQuoteRequest;
  today: CivilDate;
  tables: readonly LifeRateTable[];
  /** Insurers' names by code, as staff keep them (ADR 0097); a plan of an unnamed insurer shows its code. */
  insurerNames?: ReadonlyMap<string, string>;
}

export type PriceLifeQuoteResult = { ok: true; quote: PricedLifeQuote } | { ok: false; message: string };

/** Prices one request; an ineligible request gets its message instead. */
export function priceLifeQuote({
  product,
  request,
  today,
  tables,
  insurerNames,
}: PriceLifeQuoteInput): PriceLifeQuoteResult {
  if (!isCivilDate(request.birthDate)) return { ok: false, message: 'Date is required' };
  const ineligible = lifeQuoteIneligibility(product, request, today);
  if (ineligible !== null) return { ok: false, message: ineligible };

  const age = ratingAge(product, request.birthDate, today);
  const smoker = isSmokerClass(request);
  const coverageCents = dollarsToCents(request.coverage);
  const duration = request.premiumPaymentDuration;
  const periods = LIFE_PAYMENT_PERIODS[product];

  const priced: { row: LifeRateRow; table: LifeRateTable; premiumCents: number }[] = [];
  for (const table of tables) {
    if (table.product !== product) continue;
    for (const row of lifeRowsOfClass(table, request.gender, smoker)) {
      if (product === 'critical-illness' && row.illnessCovered !== (request.illnessCovered ?? null)) continue;
      if (!isPeriodAvailable(product, row.paymentPeriod, age)) continue;
      const rate = row.annualRatesPer1000[age - row.minAge];
      if (rate === undefined || age < row.minAge) continue;
      const annual = annualPremiumCents(coverageCents, rate, row.policyFeeCents);
      priced.push({ row, table, premiumCents: premiumForDuration(annual, duration) });
    }
  }

  const paymentMode = PAYMENT_MODE_LABELS[duration];
  const shortQuotes: PricedShortQuote[] = [];
  periods.forEach((period) => {
    const cheapest = priced
      .filter((p) => p.row.paymentPeriod === period.value)
      .reduce<number | null>((min, p) => (min === null || p.premiumCents < min ? p.premiumCents : min), null);
    if (cheapest !== null) {
      shortQuotes.push({
        paymentPeriod: period.value,
        term: period.label,
        premiumCents: cheapest,
        paymentMode,
      });
    }
  });

  const termLabel = periods[request.paymentPeriod]?.label ?? '';
  const quotes: PricedDetailQuote[] = priced
    .filter((p) => p.row.paymentPeriod === request.paymentPeriod)
    .map((p) => ({
      insurerCode: p.row.insurerCode,
      company: insurerNames?.get(p.row.insurerCode) ?? p.row.insurerCode,
      planCode: p.row.planCode,
      policyName: p.row.planName,
      paymentPeriod: p.row.paymentPeriod,
      term: termLabel,
      premiumCents: p.premiumCents,
      paymentMode,
      details: p.row.details ?? EMPTY_PLAN_DETAILS,
    }))
    .sort(
      (a, b) =>
        a.premiumCents - b.premiumCents ||
        compareNames(a.company, b.company) ||
        compareNames(a.policyName, b.policyName),
    );

  const usedTables = tables.filter((t) => priced.some((p) => p.table === t));
  return {
    ok: true,
    quote: {
      ageNearestBirthday: ageNearestBirthday(request.birthDate, today),
      ratingAge: age,
      shortQuotes,
      quotes,
      rateVersions: usedTables.map((t) => `${t.product}:${t.version}`),
      sampleRates: usedTables.some((t) => t.source === 'sample'),
    },
  };
}
