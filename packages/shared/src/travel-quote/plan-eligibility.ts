// Who a travel plan covers, as data (ADR 0115): ages, trip length, destinations with their
// surcharges, plan types (single trip, multi trip annual with its longest trip) and the plan
// option (Medical Emergency or All Inclusive). Read from the plan's rate sheet columns; a plan is
// quoted only to an eligible traveller, and the eligibility words are written from the same data.

import { PLAN_OPTIONS, PLAN_TYPE_OPTIONS, WHERE_TO_TRAVEL_OPTIONS } from '../catalogue/options.ts';
import type { Plan, PlanType, WhereToTravel } from '../catalogue/options.ts';

export type PlanOption = Plan;

/** A destination the plan covers and how it moves the premium (percent, e.g. 40 = 40% dearer). */
export interface DestinationSurcharge {
  destination: WhereToTravel;
  surchargePercent: number;
}

export interface PlanEligibility {
  /** Youngest and oldest age covered, in years. */
  minAge: number;
  maxAge: number;
  /** Longest single trip (or visit, or study term) in days. */
  maxTripDays: number;
  /** Travellers and snowbirds: where the plan covers; empty for plans sold in Canada. */
  destinations: readonly DestinationSurcharge[];
  /** Travellers and snowbirds: single trip and/or multi trip annual; empty for other plans. */
  planTypes: readonly PlanType[];
  /** Multi trip annual: the longest of its trips, in days. */
  annualMaxTripDays: number | null;
  /** Multi trip annual: its premium is this many days at the daily rate of its longest trip. */
  annualPremiumDays: number | null;
  option: PlanOption;
}

export const PLAN_OPTION_LABELS: Readonly<Record<PlanOption, string>> = Object.fromEntries(
  PLAN_OPTIONS.map((o) => [o.value, o.label]),
) as Record<PlanOption, string>;

const isPlanOption = (value: string): value is PlanOption => PLAN_OPTIONS.some((o) => o.value === value);
const isPlanType = (value: string): value is PlanType => PLAN_TYPE_OPTIONS.some((o) => o.value === value);
const isDestination = (value: string): value is WhereToTravel =>
  WHERE_TO_TRAVEL_OPTIONS.some((o) => o.value === value);

/** The eligibility columns of a plans sheet row, as text (`plans.csv`, ADR 0115). */
export interface EligibilityColumns {
  min_age?: string | undefined;
  max_age?: string | undefined;
  max_trip_days?: string | undefined;
  destinations?: string | undefined;
  plan_types?: string | undefined;
  annual_max_trip_days?: string | undefined;
  annual_premium_days?: string | undefined;
  plan_option?: string | undefined;
}

/** What the rates alone cover, for the columns a sheet leaves empty. */
export interface EligibilityDefaults {
  minAge: number;
  maxAge: number;
  maxTripDays: number;
  /** Travellers and snowbirds: plans of that kind price destinations and plan types. */
  traveller: boolean;
}

const wholeNumber = (value: string | undefined, column: string, fallback: number | null): number | null => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${column} must be a whole number, not ${value}`);
  return n;
};

/**
 * A plan's eligibility from its sheet columns; an empty column takes what the rates cover (ages,
 * longest trip), every destination at no surcharge and single trips only. Throws on a value the
 * sheet cannot mean, with the column named.
 */
export function eligibilityFromColumns(
  columns: EligibilityColumns,
  defaults: EligibilityDefaults,
): PlanEligibility {
  const minAge = wholeNumber(columns.min_age, 'min_age', defaults.minAge) ?? defaults.minAge;
  const maxAge = wholeNumber(columns.max_age, 'max_age', defaults.maxAge) ?? defaults.maxAge;
  if (maxAge < minAge) throw new Error(`max_age ${maxAge} is below min_age ${minAge}`);
  const maxTripDays =
    wholeNumber(columns.max_trip_days, 'max_trip_days', defaults.maxTripDays) ?? defaults.maxTripDays;
  const option = columns.plan_option?.trim() || 'medical-emergency';
  if (!isPlanOption(option))
    throw new Error(`plan_option must be medical-emergency or all-inclusive, not ${option}`);
  if (!defaults.traveller) {
    return {
      minAge,
      maxAge,
      maxTripDays,
      destinations: [],
      planTypes: [],
      annualMaxTripDays: null,
      annualPremiumDays: null,
      option,
    };
  }
  const destinations = (columns.destinations?.trim() || 'canada:0;usa:0;worldwide:0')
    .split(';')
    .map((entry): DestinationSurcharge => {
      const [destination = '', percent = '0'] = entry.split(':').map((part) => part.trim());
      if (!isDestination(destination))
        throw new Error(`destinations: ${destination} is not canada, usa or worldwide`);
      const surchargePercent = Number(percent);
      if (!Number.isFinite(surchargePercent) || surchargePercent < 0)
        throw new Error(`destinations: the surcharge of ${destination} must be a percentage, not ${percent}`);
      return { destination, surchargePercent };
    });
  const planTypes = (columns.plan_types?.trim() || 'single-trip').split(';').map((type) => {
    const trimmed = type.trim();
    if (!isPlanType(trimmed))
      throw new Error(`plan_types: ${trimmed} is not single-trip or multi-trip-annual`);
    return trimmed;
  });
  const annual = planTypes.includes('multi-trip-annual');
  const annualMaxTripDays = wholeNumber(columns.annual_max_trip_days, 'annual_max_trip_days', null);
  const annualPremiumDays = wholeNumber(columns.annual_premium_days, 'annual_premium_days', null);
  if (annual && (annualMaxTripDays === null || annualPremiumDays === null))
    throw new Error('a multi-trip-annual plan needs annual_max_trip_days and annual_premium_days');
  return {
    minAge,
    maxAge,
    maxTripDays,
    destinations,
    planTypes,
    annualMaxTripDays: annual ? annualMaxTripDays : null,
    annualPremiumDays: annual ? annualPremiumDays : null,
    option,
  };
}

/** The same columns written back (the sample generator and the preview compare them). */
export function eligibilityColumns(e: PlanEligibility): Required<EligibilityColumns> {
  return {
    min_age: String(e.minAge),
    max_age: String(e.maxAge),
    max_trip_days: String(e.maxTripDays),
    destinations: e.destinations.map((d) => `${d.destination}:${d.surchargePercent}`).join(';'),
    plan_types: e.planTypes.join(';'),
    annual_max_trip_days: e.annualMaxTripDays === null ? '' : String(e.annualMaxTripDays),
    annual_premium_days: e.annualPremiumDays === null ? '' : String(e.annualPremiumDays),
    plan_option: e.option,
  };
}

/** What a traveller asks: ages, trip length and, for travellers and snowbirds, type and destination. */
export interface EligibilityAsk {
  ages: readonly number[];
  tripDays: number;
  planType?: PlanType | undefined;
  destination?: WhereToTravel | undefined;
}

/**
 * Whether the plan covers the traveller; a plan stored before its eligibility was data
 * (undefined) is left to its rates. Cheap: a quote asks it of every plan (no allocation).
 */
export function isEligible(e: PlanEligibility | undefined, ask: EligibilityAsk): boolean {
  if (e === undefined) return true;
  for (const age of ask.ages) if (age < e.minAge || age > e.maxAge) return false;
  if (ask.planType === 'multi-trip-annual') {
    if (!e.planTypes.includes('multi-trip-annual')) return false;
    if (e.annualMaxTripDays === null || ask.tripDays > e.annualMaxTripDays) return false;
  } else {
    if (ask.planType !== undefined && e.planTypes.length > 0 && !e.planTypes.includes(ask.planType))
      return false;
    if (ask.tripDays > e.maxTripDays) return false;
  }
  if (ask.destination !== undefined && e.destinations.length > 0)
    return destinationSurcharge(e, ask.destination) !== null;
  return true;
}

/** The destination's surcharge in percent; null when the plan does not cover it; 0 without data. */
export function destinationSurcharge(
  e: PlanEligibility | undefined,
  destination: WhereToTravel,
): number | null {
  if (e === undefined || e.destinations.length === 0) return 0;
  for (const d of e.destinations) if (d.destination === destination) return d.surchargePercent;
  return null;
}

const destinationLabel = (d: WhereToTravel) =>
  d === 'worldwide' ? 'worldwide' : (WHERE_TO_TRAVEL_OPTIONS.find((o) => o.value === d)?.label ?? d);

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/**
 * The plan's eligibility in words, from its data: the popup and the plan summary show these
 * (never a hand-written age or trip length). `age`, when given, adds the longest trip at that age
 * where the rates allow less than the plan's longest.
 */
export function eligibilityWords(e: PlanEligibility): string[] {
  const words = [
    `${PLAN_OPTION_LABELS[e.option]} plan.`,
    `Covers travellers aged ${e.minAge} to ${e.maxAge}.`,
  ];
  if (e.planTypes.length === 0) {
    words.push(`Covers a stay of up to ${e.maxTripDays} days.`);
  } else {
    if (e.planTypes.includes('single-trip'))
      words.push(`Single Trip: one trip of up to ${e.maxTripDays} days.`);
    if (e.annualMaxTripDays !== null)
      words.push(`Multi Trip Annual: a year of trips, each of up to ${e.annualMaxTripDays} days.`);
  }
  if (e.destinations.length > 0)
    words.push(`Covers travel to ${list(e.destinations.map((d) => destinationLabel(d.destination)))}.`);
  return words;
}

/** The plan options in the spec's order (Medical Emergency, All Inclusive). */
export const PLAN_OPTION_VALUES: readonly PlanOption[] = PLAN_OPTIONS.map((o) => o.value);

/**
 * The results filter on the plan option (the spec's Medical Emergency / All Inclusive): the rows
 * of plans whose summary holds that option; every row when none is chosen.
 */
export function rowsOfPlanOption<T extends { policyName: string }>(
  rows: readonly T[],
  summary: Readonly<Record<string, { option: PlanOption }>>,
  option: PlanOption | null,
): T[] {
  if (option === null) return [...rows];
  return rows.filter((row) => summary[row.policyName]?.option === option);
}
