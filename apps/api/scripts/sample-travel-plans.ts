// The SAMPLE travel plans (N8): who each covers, its deductibles and benefit lines, and its price
// level against its family's base rates (sample-travel-base-rates.ts). Illustrative only (ADR 0031).

type Kind = 'visitor' | 'student' | 'traveller';

export interface PlanRow {
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

export const SAMPLE_PLANS: PlanRow[] = [
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
