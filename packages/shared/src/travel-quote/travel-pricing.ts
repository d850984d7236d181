// The travel rating model (N9), pure: requests and rate plans in, priced rows out (cents).
//
// Rounding rule: each traveller's premium is daily rate x days, adjusted by the deductible's
// percentage and rounded half up to the cent once (never per day); a two-person premium is the
// sum of the two rounded premiums; the plan's minimum premium then applies to the row's total.

import { inclusiveDays } from '../dates/civil-date.ts';
import { dollarsToCents } from '../money/cents.ts';
import { destinationSurcharge, isEligible } from './plan-eligibility.ts';
import type {
  DeductibleOption,
  StudentRatePlan,
  TravellerRatePlan,
  VisitorRate,
  VisitorRatePlan,
} from './rate-table.ts';
import type {
  StudentQuoteRequest,
  TravellerQuoteRequest,
  VisitorQuoteRequest,
} from './quote-request.schema.ts';
import type { StudentProductSlug, TravellerProductSlug, VisitorProductSlug } from './travel-products.ts';

/** The travel insurer whose deductible shows as a dash and always passes the deductible filter (N7). */
export const DEDUCTIBLE_EXEMPT_INSURER = 'GMS';

export interface PricedVisitorQuote {
  planCode: string;
  insurerCode: string;
  policyName: string;
  coverageCents: number;
  /** null: no deductible choice, shown as a dash (GMS, N7). */
  deductibleCents: number | null;
  premiumCents: number;
  /** Super visa plans offering instalments (N9, N19). */
  monthly: { instalmentCents: number; depositCents: number } | null;
  buyNowUrl: string | null;
}

export interface PricedStudentQuote {
  planCode: string;
  insurerCode: string;
  policyName: string;
  coverageCents: number;
  deductibleCents: number;
  premiumCents: number;
  buyNowUrl: string | null;
}

export interface PricedTravellerQuote {
  planCode: string;
  insurerCode: string;
  policyName: string;
  deductibleCents: number | null;
  /** Premium 1, Premium 2, ...: one per medical rate category (N9). */
  premiumsCents: number[];
  buyNowUrl: string | null;
  questionnaireUrl: string | null;
}

/** Integer division rounded half up, for non-negative amounts. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** daily x days, adjusted by a percentage (e.g. -10), rounded half up to the cent once. */
export function adjustedPremiumCents(dailyCents: number, days: number, adjustmentPercent: number): number {
  return roundHalfUp(dailyCents * days * (100 + adjustmentPercent), 100);
}

/**
 * A plan's rates by coverage: every visitor quote looks up each plan's rate, which a scan of all its
 * rows made costly (ADR 0083). The API builds it once per stored plan, in its registry of rate
 * versions (ADR 0101).
 */
export function visitorRatesByCoverage(
  rates: readonly VisitorRate[],
): ReadonlyMap<number, readonly VisitorRate[]> {
  const index = new Map<number, VisitorRate[]>();
  for (const rate of rates) {
    const list = index.get(rate.coverageCents);
    if (list === undefined) index.set(rate.coverageCents, [rate]);
    else list.push(rate);
  }
  return index;
}

function visitorRateFor(
  plan: VisitorRatePlan,
  age: number,
  coverageCents: number,
  preExisting: boolean,
): number | null {
  const ofAge = (r: VisitorRate) => r.coverageCents === coverageCents && age >= r.minAge && age <= r.maxAge;
  const rate: VisitorRate | undefined =
    plan.ratesByCoverage === undefined
      ? plan.rates.find(ofAge)
      : plan.ratesByCoverage.get(coverageCents)?.find(ofAge);
  if (rate === undefined) return null;
  return preExisting ? rate.dailyPreExistingCents : rate.dailyCents;
}

/**
 * Visitor-type products (N9): one row per plan and offered deductible (one row with no deductible
 * for plans without a choice). Plans that do not sell the product, the coverage, an age or the
 * pre-existing cover asked for are left out.
 */
export function priceVisitorQuotes(
  product: VisitorProductSlug,
  request: VisitorQuoteRequest,
  plans: readonly VisitorRatePlan[],
): PricedVisitorQuote[] {
  const days = inclusiveDays(request.startDate, request.endDate);
  const coverageCents = dollarsToCents(request.coverage);
  // A family pays twice the eldest traveller's premium (N9); person1Age holds the eldest.
  const travellers: { age: number; preExisting: boolean; factor: number }[] =
    request.quoteFor === 'two-persons'
      ? [
          { age: request.person1Age, preExisting: request.preExistingPerson1 === 'yes', factor: 1 },
          {
            age: request.person2Age ?? request.person1Age,
            preExisting: request.preExistingPerson2 === 'yes',
            factor: 1,
          },
        ]
      : [
          {
            age:
              request.quoteFor === 'family'
                ? Math.max(request.person1Age, request.person2Age ?? 0)
                : request.person1Age,
            preExisting:
              request.preExistingPerson1 === 'yes' ||
              (request.quoteFor === 'family' && request.preExistingPerson2 === 'yes'),
            factor: request.quoteFor === 'family' ? 2 : 1,
          },
        ];
  const ask = { ages: travellers.map((t) => t.age), tripDays: days };
  const rows: PricedVisitorQuote[] = [];
  for (const plan of plans) {
    if (!plan.products.includes(product)) continue;
    // Quoted only to whom the plan covers (ADR 0115).
    if (!isEligible(plan.eligibility, ask)) continue;
    const dailies = travellers.map((t) => visitorRateFor(plan, t.age, coverageCents, t.preExisting));
    if (dailies.some((d) => d === null)) continue;
    const options: readonly (DeductibleOption | null)[] =
      plan.deductibles.length === 0 ? [null] : plan.deductibles;
    for (const option of options) {
      const adjustment = option?.adjustmentPercent ?? 0;
      const total = travellers.reduce(
        (sum, t, i) => sum + t.factor * adjustedPremiumCents(dailies[i] ?? 0, days, adjustment),
        0,
      );
      const premiumCents = Math.max(total, plan.minimumPremiumCents);
      rows.push({
        planCode: plan.planCode,
        insurerCode: plan.insurerCode,
        policyName: plan.policyName,
        coverageCents,
        deductibleCents: option?.deductibleCents ?? null,
        premiumCents,
        monthly:
          product === 'supervisa' && plan.monthlyAdminFeeCents !== null
            ? monthlyInstalment(premiumCents, plan.monthlyAdminFeeCents)
            : null,
        buyNowUrl: plan.buyNowUrl,
      });
    }
  }
  return rows;
}

/**
 * Super visa monthly instalments (N9, N19): premium / 12 rounded half up to the cent; the deposit is
 * two instalments plus the plan's admin fee.
 */
export function monthlyInstalment(
  premiumCents: number,
  adminFeeCents: number,
): { instalmentCents: number; depositCents: number } {
  const instalmentCents = roundHalfUp(premiumCents, 12);
  return { instalmentCents, depositCents: 2 * instalmentCents + adminFeeCents };
}

/** Students (N9, N10): plan-defined coverage and deductible, daily rate by age band. */
export function priceStudentQuotes(
  product: StudentProductSlug,
  request: StudentQuoteRequest,
  plans: readonly StudentRatePlan[],
): PricedStudentQuote[] {
  const days = inclusiveDays(request.effectiveDate, request.expiryDate);
  const preExisting = request.preExistingPerson1 === 'yes';
  const ask = { ages: [request.age], tripDays: days };
  const rows: PricedStudentQuote[] = [];
  for (const plan of plans) {
    if (!plan.products.includes(product)) continue;
    if (!isEligible(plan.eligibility, ask)) continue;
    const rate = plan.rates.find((r) => request.age >= r.minAge && request.age <= r.maxAge);
    const daily = preExisting ? rate?.dailyPreExistingCents : rate?.dailyCents;
    if (daily == null) continue;
    rows.push({
      planCode: plan.planCode,
      insurerCode: plan.insurerCode,
      policyName: plan.policyName,
      coverageCents: plan.coverageCents,
      deductibleCents: plan.deductibleCents,
      premiumCents: Math.max(adjustedPremiumCents(daily, days, 0), plan.minimumPremiumCents),
      buyNowUrl: plan.buyNowUrl,
    });
  }
  return rows;
}

/**
 * Canadian travellers and snowbirds (N9): daily rates by age band and trip length, one per medical
 * rate category; the smoker and destination surcharges and the deductible's percentage add up
 * before rounding. A multi trip annual plan is priced as a year of cover (ADR 0115): its premium
 * is the plan's annual premium days at the daily rate of its longest trip, whatever the first
 * trip's length (which must fit that longest trip).
 */
export function priceTravellerQuotes(
  product: TravellerProductSlug,
  request: TravellerQuoteRequest,
  plans: readonly TravellerRatePlan[],
): PricedTravellerQuote[] {
  const tripDays = inclusiveDays(request.startDate, request.endDate);
  const annual = request.planType === 'multi-trip-annual';
  const ask = {
    ages: [request.age],
    tripDays,
    planType: request.planType,
    destination: request.whereToTravel,
  };
  const rows: PricedTravellerQuote[] = [];
  for (const plan of plans) {
    if (!plan.products.includes(product)) continue;
    if (!isEligible(plan.eligibility, ask)) continue;
    // Annual cover is rated at its longest trip; a plan stored before annual pricing was data
    // prices the trip asked.
    const e = plan.eligibility;
    const ratedDays = annual && e?.annualMaxTripDays != null ? e.annualMaxTripDays : tripDays;
    const days = annual && e?.annualPremiumDays != null ? e.annualPremiumDays : tripDays;
    // The shortest trip-length band that holds the trip.
    const rate = plan.rates
      .filter((r) => request.age >= r.minAge && request.age <= r.maxAge && ratedDays <= r.maxDays)
      .sort((a, b) => a.maxDays - b.maxDays)[0];
    if (rate === undefined) continue;
    const smoker = request.smoke === 'yes' ? plan.smokerSurchargePercent : 0;
    const destination = destinationSurcharge(e, request.whereToTravel) ?? 0;
    const options: readonly (DeductibleOption | null)[] =
      plan.deductibles.length === 0 ? [null] : plan.deductibles;
    for (const option of options) {
      const adjustment = smoker + destination + (option?.adjustmentPercent ?? 0);
      rows.push({
        planCode: plan.planCode,
        insurerCode: plan.insurerCode,
        policyName: plan.policyName,
        deductibleCents: option?.deductibleCents ?? null,
        premiumsCents: rate.categoryDailyCents.map((daily) =>
          Math.max(adjustedPremiumCents(daily, days, adjustment), plan.minimumPremiumCents),
        ),
        buyNowUrl: plan.buyNowUrl,
        questionnaireUrl: plan.questionnaireUrl,
      });
    }
  }
  return rows;
}

/**
 * The results pages' deductible rule (product-flows section 4): with a chosen deductible only
 * rows with it; without one, rows with the first (lowest) deductible available; GMS always kept.
 */
export function filterByDeductible<T extends { insurerCode: string; deductibleCents: number | null }>(
  rows: readonly T[],
  chosenCents: number | null | undefined,
): T[] {
  const available = rows
    .filter((r) => r.insurerCode !== DEDUCTIBLE_EXEMPT_INSURER && r.deductibleCents !== null)
    .map((r) => r.deductibleCents as number)
    .sort((a, b) => a - b);
  const wanted = chosenCents ?? available[0] ?? null;
  return rows.filter(
    (r) =>
      r.insurerCode === DEDUCTIBLE_EXEMPT_INSURER ||
      r.deductibleCents === null ||
      r.deductibleCents === wanted,
  );
}

/** The deductibles of a result set, ascending, without repeats (the slider's values). */
export function deductiblesOf(rows: readonly { deductibleCents: number | null }[]): number[] {
  const found = new Set<number>();
  for (const r of rows) if (r.deductibleCents !== null) found.add(r.deductibleCents);
  return [...found].sort((a, b) => a - b);
}
