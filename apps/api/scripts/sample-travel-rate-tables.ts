// The SAMPLE travel rate tables (N8) as CSV texts, one per table: the plans (sample-travel-plans.ts)
// priced from the base rates (sample-travel-base-rates.ts). Deterministic: the same version gives
// the same texts.

import {
  ALL_DEDUCTIBLES,
  CATEGORY_STEP,
  COVERAGE_FACTORS,
  DEDUCTIBLE_ADJUSTMENT,
  PRE_EXISTING_FACTOR,
  STUDENT_BANDS,
  TRAVELLER_BANDS,
  TRIP_BANDS,
  VISITOR_BANDS,
} from './sample-travel-base-rates.ts';
import { SAMPLE_PLANS } from './sample-travel-plans.ts';

const round = (value: number) => Math.round(value);

function csv(version: string, table: string, header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [
    `# table: ${table}; version: ${version}; source: sample`,
    header.join(','),
    ...rows.map((row) => row.map(cell).join(',')),
    '',
  ].join('\n');
}

/** File name -> CSV text of every sample table, headed by `version`. */
export function sampleTravelRateFiles(version: string): Record<string, string> {
  const planRows = SAMPLE_PLANS.map((p) => [
    p.planCode,
    p.kind,
    p.insurerCode,
    p.policyName,
    p.products.join(';'),
    p.minimumPremiumCents,
    p.monthlyAdminFeeCents ?? '',
    p.buyNowUrl ?? '',
    p.questionnaireUrl ?? '',
    p.coverageCents ?? '',
    p.deductibleCents ?? '',
    p.smokerSurchargePercent ?? '',
    p.minAge ?? 0,
    p.maxAge,
    p.maxTripDays,
    p.kind === 'traveller' ? (p.destinations ?? []).map(([d, percent]) => `${d}:${percent}`).join(';') : '',
    p.kind === 'traveller' ? (p.annual ? 'single-trip;multi-trip-annual' : 'single-trip') : '',
    p.annual?.maxTripDays ?? '',
    p.annual?.premiumDays ?? '',
    p.option ?? 'medical-emergency',
  ]);
  const visitorRates: (string | number)[][] = [];
  const studentRates: (string | number)[][] = [];
  const travellerRates: (string | number)[][] = [];
  const deductibles: (string | number)[][] = [];
  const benefits: (string | number)[][] = [];

  for (const p of SAMPLE_PLANS) {
    p.benefits.forEach(([key, value], index) => benefits.push([p.planCode, index + 1, key, value]));
    for (const d of p.deductibles) {
      if (!ALL_DEDUCTIBLES.includes(d)) throw new Error(`unknown deductible ${d}`);
      deductibles.push([p.planCode, d * 100, DEDUCTIBLE_ADJUSTMENT[d] ?? 0]);
    }
    if (p.kind === 'visitor') {
      for (const [minAge, maxAge, base] of VISITOR_BANDS) {
        if (minAge > p.maxAge) continue;
        for (const [coverage, factor] of COVERAGE_FACTORS) {
          // Super visa plans sell 100,000 and more only (N19).
          if (p.products.length === 1 && p.products[0] === 'supervisa' && coverage < 100_000) continue;
          const daily = round(base * factor * p.factor);
          const pre = maxAge <= p.preExistingMaxAge ? round(daily * PRE_EXISTING_FACTOR) : '';
          visitorRates.push([p.planCode, minAge, Math.min(maxAge, p.maxAge), coverage * 100, daily, pre]);
        }
      }
    } else if (p.kind === 'student') {
      for (const [minAge, maxAge, base] of STUDENT_BANDS) {
        const daily = round(base * p.factor);
        const pre = maxAge <= p.preExistingMaxAge ? round(daily * 1.25) : '';
        studentRates.push([p.planCode, minAge, maxAge, daily, pre]);
      }
    } else {
      const categories = p.categories ?? 1;
      for (const [minAge, maxAge, base] of TRAVELLER_BANDS) {
        // Rates only for the ages the plan covers (its eligibility, ADR 0115).
        if (maxAge < (p.minAge ?? 0) || minAge > p.maxAge) continue;
        for (const [maxDays, tripFactor] of TRIP_BANDS) {
          const rates = Array.from({ length: categories }, (_, c) =>
            round(base * tripFactor * p.factor * (1 + c * CATEGORY_STEP)),
          );
          travellerRates.push([
            p.planCode,
            Math.max(minAge, p.minAge ?? 0),
            Math.min(maxAge, p.maxAge),
            maxDays,
            rates.join(';'),
          ]);
        }
      }
    }
  }

  return {
    'plans.csv': csv(
      version,
      'plans',
      [
        'plan_code',
        'kind',
        'insurer_code',
        'policy_name',
        'products',
        'minimum_premium_cents',
        'monthly_admin_fee_cents',
        'buy_now_url',
        'questionnaire_url',
        'coverage_cents',
        'deductible_cents',
        'smoker_surcharge_percent',
        // Who the plan covers (ADR 0115) and how type and destination price (ADR 0115).
        'min_age',
        'max_age',
        'max_trip_days',
        'destinations',
        'plan_types',
        'annual_max_trip_days',
        'annual_premium_days',
        'plan_option',
      ],
      planRows,
    ),
    'visitor-rates.csv': csv(
      version,
      'visitor-rates',
      ['plan_code', 'min_age', 'max_age', 'coverage_cents', 'daily_cents', 'daily_pre_existing_cents'],
      visitorRates,
    ),
    'student-rates.csv': csv(
      version,
      'student-rates',
      ['plan_code', 'min_age', 'max_age', 'daily_cents', 'daily_pre_existing_cents'],
      studentRates,
    ),
    'traveller-rates.csv': csv(
      version,
      'traveller-rates',
      ['plan_code', 'min_age', 'max_age', 'max_days', 'category_daily_cents'],
      travellerRates,
    ),
    'deductibles.csv': csv(
      version,
      'deductibles',
      ['plan_code', 'deductible_cents', 'adjustment_percent'],
      deductibles,
    ),
    'benefits.csv': csv(version, 'benefits', ['plan_code', 'position', 'key', 'value'], benefits),
  };
}
