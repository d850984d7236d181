// Generates the SAMPLE travel rate tables (N8) as CSV files under src/db/travel-rates/.
// No public source publishes insurers' real rate sheets, so these figures are illustrative only,
// built from one formula per product family; every file says `source: sample`. Run once and commit
// the output: `node --import tsx apps/api/scripts/generate-sample-travel-rates.ts`.
// The output is deterministic: running it again with the same VERSION writes the same files.

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const VERSION = 'sample-2026-11-27';
const OUT_DIR = fileURLToPath(new URL('../src/db/travel-rates/', import.meta.url));

type Kind = 'visitor' | 'student' | 'traveller';

interface PlanRow {
  planCode: string;
  kind: Kind;
  insurerCode: string;
  policyName: string;
  products: string[];
  minimumPremiumCents: number;
  monthlyAdminFeeCents?: number;
  buyNowUrl?: string;
  questionnaireUrl?: string;
  coverageCents?: number;
  deductibleCents?: number;
  smokerSurchargePercent?: number;
  /** Travellers: how many medical rate categories (Premium 1, 2, ...). */
  categories?: number;
  /** Price level against the family's base rates. */
  factor: number;
  /** Oldest age the plan covers. */
  maxAge: number;
  /** Youngest age the plan covers (ADR 0115); 0 unless said. */
  minAge?: number;
  /** Longest single trip, visit or study term in days (ADR 0115). */
  maxTripDays: number;
  /** Travellers: covered destinations with their surcharge in percent (ADR 0115). */
  destinations?: [string, number][];
  /** Travellers: multi trip annual, its longest trip and its premium in days of that trip's rate (ADR 0115). */
  annual?: { maxTripDays: number; premiumDays: number };
  /** The spec's plan option; Medical Emergency unless said. */
  option?: 'medical-emergency' | 'all-inclusive';
  /** Oldest age with pre-existing cover; 0 = none. */
  preExistingMaxAge: number;
  deductibles: number[];
  benefits: [string, string][];
}

// General visitor plans; super visa plans are their own plans (ADR 0115), so super visa results
// hold only super visa plans.
const VISITOR_PRODUCTS = ['visitors-to-canada', 'new-immigrants', 'foreign-workers'];
const ALL_DEDUCTIBLES = [0, 100, 250, 500, 1000, 2500, 5000, 10000];
// Deductible in dollars -> premium adjustment in percent (a higher deductible lowers the premium).
const DEDUCTIBLE_ADJUSTMENT: Record<number, number> = {
  0: 0,
  100: -3,
  250: -7,
  500: -12,
  1000: -20,
  2500: -30,
  5000: -40,
  10000: -50,
};

const visitorBenefits = (dental: string, sideTrips: string, repatriation: string): [string, string][] => [
  ['Emergency Medical', 'Up to the chosen coverage'],
  ['Hospitalization', 'Semi-private room'],
  ['Physician Services', 'Covered'],
  ['Emergency Dental', dental],
  ['Ambulance', 'Covered'],
  ['Repatriation', repatriation],
  ['Side Trips Outside Canada', sideTrips],
  ['Pre-existing Conditions', 'Stable 180 days before the effective date (where chosen)'],
  ['Refund', 'Full refund before the effective date'],
];

const PLANS: PlanRow[] = [
  visitor('TUGO_VISITOR', 'TUGO', 'TuGo Visitors to Canada', 1.0, 89, 85, {
    buyNowUrl: 'https://www.tugo.com/',
    deductibles: [0, 100, 250, 500, 1000, 2500, 5000, 10000],
    benefits: visitorBenefits('$3,000', 'Up to 30 days', '$10,000'),
  }),
  visitor('MANULIFE_VISITOR', 'MANULIFE', 'Manulife Visitors to Canada', 1.08, 85, 79, {
    buyNowUrl: 'https://www.manulife.ca/',
    deductibles: [0, 100, 500, 1000, 5000],
    benefits: visitorBenefits('$3,000', 'Up to 49% of the trip', '$5,000'),
  }),
  visitor('ALLIANZ_VISITOR', 'ALLIANZ_GLOBAL', 'Allianz Visitors to Canada', 1.12, 85, 69, {
    buyNowUrl: 'https://www.allianzassistance.ca/',
    deductibles: [0, 250, 1000],
    benefits: visitorBenefits('$2,000', 'Up to 30 days', '$7,500'),
  }),
  visitor('GMS_VISITOR', 'GMS', 'GMS Visitor Insurance', 0.95, 89, 84, {
    deductibles: [],
    benefits: visitorBenefits('$1,000', 'Not covered', '$5,000'),
  }),
  visitor('DESTINATION_VISITOR', 'DESTINATION', 'Destination Visitors to Canada', 0.92, 89, 86, {
    deductibles: [0, 100, 250, 1000, 2500, 10000],
    benefits: visitorBenefits('$3,000', 'Up to 49% of the trip', '$10,000'),
  }),
  visitor('TRAVELANCE_ESSENTIAL', 'TRAVELANCE', 'Travelance Essential Visitor', 0.98, 85, 79, {
    deductibles: [0, 100, 500, 1000, 5000],
    benefits: visitorBenefits('$2,000', 'Up to 30 days', '$10,000').slice(0, 8),
  }),
  visitor('BLUE_CROSS_VISITOR', 'BLUE_CROSS', 'Blue Cross Visitors to Canada', 1.05, 85, 74, {
    deductibles: [0, 250, 500, 1000],
    benefits: visitorBenefits('$3,000', 'Up to 25% of the trip', '$5,000'),
  }),
  visitor('INGLE_VISITOR', 'INGLE', 'Ingle Visitors to Canada', 1.02, 89, 79, {
    buyNowUrl: 'https://www.ingleinternational.com/',
    deductibles: [0, 100, 250, 500, 1000],
    benefits: visitorBenefits('$3,000', 'Up to 30 days', '$7,500'),
  }),
  visitor('TWENTY_FIRST_VISITOR', 'TWENTY_FIRST_CENTURY', '21st Century Visitors to Canada', 0.9, 85, 84, {
    deductibles: [0, 500, 1000, 2500, 5000],
    benefits: visitorBenefits('$1,000', 'Up to 30 days', '$5,000'),
  }),
  visitor('GREEN_SHIELD_VISITOR', 'GREEN_SHIELD', 'Green Shield Visitor Medical', 1.1, 79, 69, {
    products: ['visitors-to-canada', 'new-immigrants'],
    deductibles: [0, 100, 1000],
    benefits: visitorBenefits('$2,000', 'Not covered', '$5,000'),
  }),
  visitor('TUGO_SUPER_VISA', 'TUGO', 'TuGo Super Visa Plan', 0.97, 89, 85, {
    products: ['supervisa'],
    monthlyAdminFeeCents: 6000,
    buyNowUrl: 'https://www.tugo.com/',
    deductibles: [0, 100, 500, 1000, 2500, 5000],
    benefits: visitorBenefits('$3,000', 'Up to 30 days', '$10,000'),
  }),
  visitor('DESTINATION_SUPER_VISA', 'DESTINATION', 'Destination Super Visa', 0.94, 89, 86, {
    products: ['supervisa'],
    monthlyAdminFeeCents: 4500,
    deductibles: [0, 250, 1000, 10000],
    benefits: visitorBenefits('$3,000', 'Up to 49% of the trip', '$10,000'),
  }),
  visitor('GMS_SUPER_VISA', 'GMS', 'GMS Super Visa Insurance', 0.93, 89, 84, {
    products: ['supervisa'],
    deductibles: [],
    benefits: visitorBenefits('$1,000', 'Not covered', '$5,000'),
  }),
  visitor('MANULIFE_SUPER_VISA', 'MANULIFE', 'Manulife Super Visa', 1.05, 85, 79, {
    products: ['supervisa'],
    buyNowUrl: 'https://www.manulife.ca/',
    deductibles: [0, 100, 500, 1000, 5000],
    benefits: visitorBenefits('$3,000', 'Up to 49% of the trip', '$5,000'),
  }),
  visitor('ALLIANZ_SUPER_VISA', 'ALLIANZ_GLOBAL', 'Allianz Super Visa', 1.1, 85, 69, {
    products: ['supervisa'],
    buyNowUrl: 'https://www.allianzassistance.ca/',
    deductibles: [0, 250, 1000],
    benefits: visitorBenefits('$2,000', 'Up to 30 days', '$7,500'),
  }),
  student('GUARD_ME_STUDENT', 'GUARD_ME', 'guard.me International Student', ['international-students'], 1.0, {
    buyNowUrl: 'https://guard.me/',
    coverageCents: 200_000_000,
    preExistingMaxAge: 60,
  }),
  student('INGLE_STUDENT', 'INGLE', 'Ingle Student Medical', ['international-students'], 1.06, {
    coverageCents: 100_000_000,
    preExistingMaxAge: 40,
  }),
  student('MSH_STUDENT', 'MSH_INTERNATIONAL', 'MSH Student Plan', ['international-students'], 1.12, {
    coverageCents: 500_000_000,
    preExistingMaxAge: 0,
  }),
  student(
    'TUGO_STUDENT',
    'TUGO',
    'TuGo Student Plan',
    ['international-students', 'canadian-students'],
    0.96,
    {
      buyNowUrl: 'https://www.tugo.com/',
      coverageCents: 500_000_000,
      preExistingMaxAge: 60,
    },
  ),
  student('BLUE_CROSS_STUDENT', 'BLUE_CROSS', 'Blue Cross Student Travel', ['canadian-students'], 0.9, {
    coverageCents: 500_000_000,
    preExistingMaxAge: 60,
  }),
  student('ALLIANZ_STUDENT', 'ALLIANZ_GLOBAL', 'Allianz Student Abroad', ['canadian-students'], 1.04, {
    buyNowUrl: 'https://www.allianzassistance.ca/',
    coverageCents: 1_000_000_000,
    preExistingMaxAge: 0,
  }),
  traveller(
    'TUGO_SNOWBIRD',
    'TUGO',
    'TuGo Snowbird Medical',
    ['canadian-snowbirds', 'canadian-travellers'],
    1.0,
    4,
    {
      buyNowUrl: 'https://www.tugo.com/',
      questionnaireUrl: '/api/travel/medical-questionnaires/TUGO_SNOWBIRD',
      // A snowbird plan: not offered to younger travellers (ADR 0115).
      minAge: 55,
      maxTripDays: 212,
      destinations: [
        ['canada', 0],
        ['usa', 40],
        ['worldwide', 55],
      ],
    },
  ),
  traveller(
    'MANULIFE_TRAVEL',
    'MANULIFE',
    'Manulife CoverMe Travel',
    ['canadian-travellers', 'canadian-snowbirds'],
    1.06,
    3,
    {
      buyNowUrl: 'https://www.manulife.ca/',
      questionnaireUrl: '/api/travel/medical-questionnaires/MANULIFE_TRAVEL',
      annual: { maxTripDays: 30, premiumDays: 75 },
      option: 'all-inclusive',
      benefits: allInclusiveBenefits(3),
    },
  ),
  traveller(
    'BLUE_CROSS_TRAVEL',
    'BLUE_CROSS',
    'Blue Cross Travel Medical',
    ['canadian-travellers', 'canadian-snowbirds'],
    0.95,
    3,
    { annual: { maxTripDays: 60, premiumDays: 120 } },
  ),
  traveller('ALLIANZ_TRAVEL', 'ALLIANZ_GLOBAL', 'Allianz Travel Medical', ['canadian-travellers'], 1.1, 2, {
    maxAge: 84,
    maxTripDays: 90,
    annual: { maxTripDays: 15, premiumDays: 45 },
    option: 'all-inclusive',
    benefits: allInclusiveBenefits(2),
    destinations: [
      ['canada', 0],
      ['usa', 45],
      ['worldwide', 60],
    ],
  }),
  traveller(
    'TWENTY_FIRST_SNOWBIRD',
    'TWENTY_FIRST_CENTURY',
    '21st Century Snowbird',
    ['canadian-snowbirds'],
    0.92,
    4,
    {
      questionnaireUrl: '/api/travel/medical-questionnaires/TWENTY_FIRST_SNOWBIRD',
      minAge: 61,
      maxTripDays: 212,
      // Sold for the winter in the south: Canada and the USA only.
      destinations: [
        ['canada', 0],
        ['usa', 35],
      ],
    },
  ),
];

function visitor(
  planCode: string,
  insurerCode: string,
  policyName: string,
  factor: number,
  maxAge: number,
  preExistingMaxAge: number,
  extra: Partial<PlanRow> & { deductibles: number[]; benefits: [string, string][] },
): PlanRow {
  return {
    planCode,
    kind: 'visitor',
    insurerCode,
    policyName,
    products: VISITOR_PRODUCTS,
    minimumPremiumCents: 2500,
    factor,
    maxAge,
    preExistingMaxAge,
    // Super visa: one full year, 366 days from a start before 29 February (N9, ADR 0089).
    maxTripDays: extra.products?.includes('supervisa') === true ? 366 : 730,
    ...extra,
  };
}

function student(
  planCode: string,
  insurerCode: string,
  policyName: string,
  products: string[],
  factor: number,
  extra: Partial<PlanRow> & { coverageCents: number; preExistingMaxAge: number },
): PlanRow {
  return {
    planCode,
    kind: 'student',
    insurerCode,
    policyName,
    products,
    minimumPremiumCents: 5000,
    deductibleCents: 0,
    factor,
    minAge: 18,
    maxAge: 60,
    maxTripDays: 365,
    deductibles: [],
    benefits: [
      ['Emergency Medical', `Up to $${(extra.coverageCents / 100).toLocaleString('en-CA')}`],
      ['Hospitalization', 'Semi-private room'],
      ['Prescription Drugs', 'Covered'],
      ['Mental Health', products.includes('canadian-students') ? 'Up to $5,000' : 'Up to $10,000'],
      ['Emergency Dental', '$600'],
      ['Repatriation', '$10,000'],
      ['Pre-existing Conditions', extra.preExistingMaxAge > 0 ? 'Stable 180 days' : 'Not covered'],
    ],
    ...extra,
  };
}

function traveller(
  planCode: string,
  insurerCode: string,
  policyName: string,
  products: string[],
  factor: number,
  categories: number,
  extra: Partial<PlanRow>,
): PlanRow {
  return {
    planCode,
    kind: 'traveller',
    insurerCode,
    policyName,
    products,
    minimumPremiumCents: 2000,
    smokerSurchargePercent: 10,
    factor,
    maxAge: 89,
    maxTripDays: 182,
    destinations: [
      ['canada', 0],
      ['usa', 40],
      ['worldwide', 50],
    ],
    preExistingMaxAge: 0,
    categories,
    deductibles: [0, 500, 1000, 2500, 5000],
    benefits: [
      ['Emergency Medical', 'Up to $5,000,000'],
      ['Hospitalization', 'Semi-private room'],
      ['Emergency Dental', '$2,000'],
      ['Return of Vehicle', '$5,000'],
      ['Medical Rate Categories', `${categories} (set by the medical questionnaire)`],
      ['Stability Period', '90 to 180 days by category'],
    ],
    ...extra,
  };
}

/** An All Inclusive plan's lines: medical cover plus trip cancellation, interruption and baggage. */
function allInclusiveBenefits(categories: number): [string, string][] {
  return [
    ['Emergency Medical', 'Up to $5,000,000'],
    ['Hospitalization', 'Semi-private room'],
    ['Emergency Dental', '$2,000'],
    ['Trip Cancellation', 'Up to the trip cost'],
    ['Trip Interruption', 'Up to the trip cost'],
    ['Baggage', '$1,000'],
    ['Medical Rate Categories', `${categories} (set by the medical questionnaire)`],
    ['Stability Period', '90 to 180 days by category'],
  ];
}

// ---- Base rates ----

const VISITOR_BANDS: [number, number, number][] = [
  // min age, max age, daily cents at 100,000 coverage
  [0, 24, 120],
  [25, 39, 150],
  [40, 54, 210],
  [55, 59, 300],
  [60, 64, 380],
  [65, 69, 480],
  [70, 74, 700],
  [75, 79, 950],
  [80, 84, 1400],
  [85, 89, 2000],
];
const COVERAGE_FACTORS: [number, number][] = [
  [10_000, 0.35],
  [15_000, 0.45],
  [25_000, 0.55],
  [50_000, 0.75],
  [100_000, 1],
  [150_000, 1.15],
  [200_000, 1.3],
  [300_000, 1.5],
];
const PRE_EXISTING_FACTOR = 1.35;

const STUDENT_BANDS: [number, number, number][] = [
  [18, 29, 160],
  [30, 39, 190],
  [40, 49, 240],
  [50, 60, 320],
];

const TRAVELLER_BANDS: [number, number, number][] = [
  [0, 39, 180],
  [40, 54, 260],
  [55, 59, 360],
  [60, 64, 520],
  [65, 69, 720],
  [70, 74, 980],
  [75, 79, 1350],
  [80, 84, 1900],
  [85, 89, 2600],
];
// Shorter trips cost more a day (trip length bands).
const TRIP_BANDS: [number, number][] = [
  [30, 1.15],
  [90, 1.0],
  [212, 0.9],
  [365, 0.85],
];
const CATEGORY_STEP = 0.3;

const round = (value: number) => Math.round(value);

function csv(table: string, header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [
    `# table: ${table}; version: ${VERSION}; source: sample`,
    header.join(','),
    ...rows.map((row) => row.map(cell).join(',')),
    '',
  ].join('\n');
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const planRows = PLANS.map((p) => [
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

  for (const p of PLANS) {
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

  const files: Record<string, string> = {
    'plans.csv': csv(
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
      'visitor-rates',
      ['plan_code', 'min_age', 'max_age', 'coverage_cents', 'daily_cents', 'daily_pre_existing_cents'],
      visitorRates,
    ),
    'student-rates.csv': csv(
      'student-rates',
      ['plan_code', 'min_age', 'max_age', 'daily_cents', 'daily_pre_existing_cents'],
      studentRates,
    ),
    'traveller-rates.csv': csv(
      'traveller-rates',
      ['plan_code', 'min_age', 'max_age', 'max_days', 'category_daily_cents'],
      travellerRates,
    ),
    'deductibles.csv': csv(
      'deductibles',
      ['plan_code', 'deductible_cents', 'adjustment_percent'],
      deductibles,
    ),
    'benefits.csv': csv('benefits', ['plan_code', 'position', 'key', 'value'], benefits),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(`${OUT_DIR}${name}`, content);
  console.log(`wrote ${Object.keys(files).length} files to ${OUT_DIR}`);
}

main();
