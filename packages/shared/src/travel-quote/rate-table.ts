// Rate-table types of the travel rating model (N8, N9). Money is integer cents (N5); daily rates
// are whole cents per day. Plans are loaded from the committed CSV files into the database and
// passed to the pure pricing functions of travel-pricing.ts.

import type { PlanEligibility } from './plan-eligibility.ts';
import type { StudentProductSlug, TravellerProductSlug, VisitorProductSlug } from './travel-products.ts';

export type RateTableSource = 'sample' | 'imported';

/** One committed rate file: every stored quote records the versions it used (N8). */
export interface RateTableVersion {
  table: string;
  version: string;
  source: RateTableSource;
}

/** A deductible a plan offers and how it moves the premium (N9): -10 is a 10% discount. */
export interface DeductibleOption {
  deductibleCents: number;
  adjustmentPercent: number;
}

export interface PlanCommon {
  planCode: string;
  /** An insurer of the insurers table (ADR 0097): staff may add insurers without a deploy. */
  insurerCode: string;
  policyName: string;
  /** The rate table (file) this plan came from. */
  table: string;
  minimumPremiumCents: number;
  /** Buy Now: the insurer's own site, opened in a new tab (product-flows section 4). */
  buyNowUrl: string | null;
  /**
   * Who the plan covers, from its sheet columns (ADR 0115); undefined on plans stored before it
   * was data, which their rates alone limit.
   */
  eligibility?: PlanEligibility;
}

/** Daily rate of one age band at one coverage amount, with and without pre-existing cover (N9). */
export interface VisitorRate {
  minAge: number;
  maxAge: number;
  coverageCents: number;
  dailyCents: number;
  /** null: the plan does not cover pre-existing conditions at this age and coverage. */
  dailyPreExistingCents: number | null;
}

export interface VisitorRatePlan extends PlanCommon {
  kind: 'visitor';
  products: readonly VisitorProductSlug[];
  rates: readonly VisitorRate[];
  /** Empty: the plan has no deductible choice and shows a dash (GMS, N7). */
  deductibles: readonly DeductibleOption[];
  /** Super visa monthly instalments: the admin fee added to the 2-month deposit; null when not offered (N9, N19). */
  monthlyAdminFeeCents: number | null;
  /** The rates by coverage (visitorRatesByCoverage), built once where the plan is kept; never stored. */
  ratesByCoverage?: ReadonlyMap<number, readonly VisitorRate[]>;
}

export interface StudentRate {
  minAge: number;
  maxAge: number;
  dailyCents: number;
  dailyPreExistingCents: number | null;
}

export interface StudentRatePlan extends PlanCommon {
  kind: 'student';
  products: readonly StudentProductSlug[];
  /** Students have plan-defined coverage (N10). */
  coverageCents: number;
  deductibleCents: number;
  rates: readonly StudentRate[];
}

/** Daily rates of one age band for trips up to maxDays; one rate per medical rate category (N9). */
export interface TravellerRate {
  minAge: number;
  maxAge: number;
  maxDays: number;
  /** Premium 1, Premium 2, ...: one daily rate per medical rate category. */
  categoryDailyCents: readonly number[];
}

export interface TravellerRatePlan extends PlanCommon {
  kind: 'traveller';
  products: readonly TravellerProductSlug[];
  rates: readonly TravellerRate[];
  deductibles: readonly DeductibleOption[];
  /** Added to every premium for a smoker (N9). */
  smokerSurchargePercent: number;
  /** For travellers aged 60 or over (product-flows section 2); null shows the eligibility popup. */
  questionnaireUrl: string | null;
}

export type RatePlan = VisitorRatePlan | StudentRatePlan | TravellerRatePlan;

/** A benefit summary line (product-flows section 3). */
export interface BenefitLine {
  key: string;
  value: string;
}
