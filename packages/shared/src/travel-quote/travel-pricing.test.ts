import { describe, expect, it } from 'vitest';
import type { StudentRatePlan, TravellerRatePlan, VisitorRatePlan } from './rate-table.ts';
import type {
  StudentQuoteRequest,
  TravellerQuoteRequest,
  VisitorQuoteRequest,
} from './quote-request.schema.ts';
import {
  adjustedPremiumCents,
  deductiblesOf,
  filterByDeductible,
  monthlyInstalment,
  priceStudentQuotes,
  priceTravellerQuotes,
  priceVisitorQuotes,
} from './travel-pricing.ts';

const COVERAGE_100K = 10_000_000;

const visitorPlan: VisitorRatePlan = {
  kind: 'visitor',
  planCode: 'ALPHA',
  insurerCode: 'TUGO',
  policyName: 'Alpha Visitor',
  table: 'visitor-rates',
  products: ['visitors-to-canada', 'supervisa'],
  minimumPremiumCents: 2_000,
  buyNowUrl: null,
  monthlyAdminFeeCents: 5_000,
  rates: [
    { minAge: 0, maxAge: 39, coverageCents: COVERAGE_100K, dailyCents: 200, dailyPreExistingCents: 300 },
    { minAge: 40, maxAge: 69, coverageCents: COVERAGE_100K, dailyCents: 400, dailyPreExistingCents: null },
    { minAge: 0, maxAge: 69, coverageCents: 1_000_000, dailyCents: 50, dailyPreExistingCents: 80 },
  ],
  deductibles: [
    { deductibleCents: 0, adjustmentPercent: 0 },
    { deductibleCents: 100_000, adjustmentPercent: -15 },
    { deductibleCents: 25_000, adjustmentPercent: -5 },
  ],
};

const gmsPlan: VisitorRatePlan = {
  ...visitorPlan,
  planCode: 'GMS_VISITOR',
  insurerCode: 'GMS',
  policyName: 'GMS Visitor',
  deductibles: [],
  monthlyAdminFeeCents: null,
};

const visitor = (overrides: Partial<VisitorQuoteRequest> = {}): VisitorQuoteRequest => ({
  quoteFor: 'single',
  person1Age: 30,
  preExistingPerson1: 'no',
  coverage: 100_000,
  province: 'ON',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  ...overrides,
});

const premiumAt = (
  rows: { deductibleCents: number | null; premiumCents: number }[],
  deductible: number | null,
) => rows.find((r) => r.deductibleCents === deductible)?.premiumCents;

describe('priceVisitorQuotes', () => {
  it.each([
    { start: '2026-12-01', end: '2026-12-01', days: 1 },
    { start: '2026-12-01', end: '2026-12-10', days: 10 },
    { start: '2026-12-25', end: '2027-01-05', days: 12 },
    { start: '2028-02-28', end: '2028-03-01', days: 3 },
  ])('counts $start to $end as $days days, both ends included', ({ start, end, days }) => {
    const rows = priceVisitorQuotes('visitors-to-canada', visitor({ startDate: start, endDate: end }), [
      { ...visitorPlan, minimumPremiumCents: 0 },
    ]);
    expect(premiumAt(rows, 0)).toBe(200 * days);
  });

  it.each([
    { deductible: 0, expected: 2_000 },
    { deductible: 25_000, expected: 1_900 },
    { deductible: 100_000, expected: 1_700 },
  ])(
    'adjusts a $20.00 premium for a $deductible-cent deductible to $expected cents',
    ({ deductible, expected }) => {
      const rows = priceVisitorQuotes('visitors-to-canada', visitor(), [
        { ...visitorPlan, minimumPremiumCents: 0 },
      ]);
      expect(premiumAt(rows, deductible)).toBe(expected);
    },
  );

  it('rounds the adjusted premium half up once, not per day', () => {
    // 7 days x 333 cents = 2331; -15% = 1981.35 -> 1981
    expect(adjustedPremiumCents(333, 7, -15)).toBe(1_981);
    // 1 day x 5 cents x 0.9 = 4.5 -> 5
    expect(adjustedPremiumCents(5, 1, -10)).toBe(5);
  });

  it('charges a family twice the eldest traveller', () => {
    const plan = { ...visitorPlan, minimumPremiumCents: 0 };
    const family = priceVisitorQuotes(
      'visitors-to-canada',
      visitor({ quoteFor: 'family', person1Age: 35, person2Age: 45, preExistingPerson2: 'no' }),
      [plan],
    );
    const eldestAlone = priceVisitorQuotes('visitors-to-canada', visitor({ person1Age: 45 }), [plan]);
    expect(premiumAt(family, 0)).toBe(2 * (premiumAt(eldestAlone, 0) ?? 0));
    expect(premiumAt(family, 0)).toBe(2 * 400 * 10);
  });

  it('adds the two premiums of a two-person quote', () => {
    const rows = priceVisitorQuotes(
      'visitors-to-canada',
      visitor({ quoteFor: 'two-persons', person1Age: 30, person2Age: 50, preExistingPerson2: 'no' }),
      [{ ...visitorPlan, minimumPremiumCents: 0 }],
    );
    expect(premiumAt(rows, 0)).toBe(200 * 10 + 400 * 10);
  });

  it('uses the pre-existing rate when asked and leaves out plans without that cover', () => {
    const withCover = priceVisitorQuotes('visitors-to-canada', visitor({ preExistingPerson1: 'yes' }), [
      { ...visitorPlan, minimumPremiumCents: 0 },
    ]);
    expect(premiumAt(withCover, 0)).toBe(300 * 10);
    const noCover = priceVisitorQuotes(
      'visitors-to-canada',
      visitor({ person1Age: 50, preExistingPerson1: 'yes' }),
      [visitorPlan],
    );
    expect(noCover).toEqual([]);
  });

  it('charges at least the minimum premium', () => {
    const rows = priceVisitorQuotes(
      'visitors-to-canada',
      visitor({ coverage: 10_000, startDate: '2026-12-01', endDate: '2026-12-03' }),
      [visitorPlan],
    );
    // 3 days x 50 cents = 150 cents, below the 20.00 minimum.
    expect(rows.map((r) => r.premiumCents)).toEqual([2_000, 2_000, 2_000]);
  });

  it('leaves out plans not sold for the product, coverage or age', () => {
    expect(priceVisitorQuotes('new-immigrants', visitor(), [visitorPlan])).toEqual([]);
    expect(priceVisitorQuotes('visitors-to-canada', visitor({ coverage: 300_000 }), [visitorPlan])).toEqual(
      [],
    );
    expect(priceVisitorQuotes('visitors-to-canada', visitor({ person1Age: 80 }), [visitorPlan])).toEqual([]);
  });

  it('gives a plan without deductible choice one row with no deductible (GMS dash)', () => {
    const rows = priceVisitorQuotes('visitors-to-canada', visitor(), [gmsPlan]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deductibleCents).toBeNull();
  });

  it('prices a super visa year with a monthly instalment where the plan offers it', () => {
    const request = visitor({ coverage: 100_000, startDate: '2027-01-15', endDate: '2028-01-14' });
    const rows = priceVisitorQuotes('supervisa', request, [visitorPlan, gmsPlan]);
    const alpha = rows.find((r) => r.planCode === 'ALPHA' && r.deductibleCents === 0);
    expect(alpha?.premiumCents).toBe(200 * 365);
    expect(alpha?.monthly).toEqual({ instalmentCents: 6_083, depositCents: 2 * 6_083 + 5_000 });
    expect(rows.find((r) => r.planCode === 'GMS_VISITOR')?.monthly).toBeNull();
  });

  it('gives no instalments outside super visa', () => {
    const rows = priceVisitorQuotes('visitors-to-canada', visitor(), [visitorPlan]);
    expect(rows.every((r) => r.monthly === null)).toBe(true);
  });
});

describe('monthlyInstalment', () => {
  it.each([
    { premium: 120_000, fee: 0, instalment: 10_000, deposit: 20_000 },
    { premium: 100_000, fee: 2_500, instalment: 8_333, deposit: 19_166 },
    { premium: 100_006, fee: 0, instalment: 8_334, deposit: 16_668 },
  ])(
    'splits $premium into $instalment a month, deposit $deposit',
    ({ premium, fee, instalment, deposit }) => {
      expect(monthlyInstalment(premium, fee)).toEqual({ instalmentCents: instalment, depositCents: deposit });
    },
  );
});

describe('priceStudentQuotes', () => {
  const plan: StudentRatePlan = {
    kind: 'student',
    planCode: 'STUDY',
    insurerCode: 'GUARD_ME',
    policyName: 'Study Plan',
    table: 'student-rates',
    products: ['international-students'],
    minimumPremiumCents: 5_000,
    buyNowUrl: 'https://example.com',
    coverageCents: 200_000_000,
    deductibleCents: 0,
    rates: [{ minAge: 18, maxAge: 40, dailyCents: 150, dailyPreExistingCents: null }],
  };
  const request: StudentQuoteRequest = {
    age: 20,
    effectiveDate: '2026-09-01',
    expiryDate: '2027-08-31',
    preExistingPerson1: 'no',
  };

  it('prices days inclusive at the plan coverage', () => {
    const [row] = priceStudentQuotes('international-students', request, [plan]);
    expect(row).toMatchObject({ premiumCents: 150 * 365, coverageCents: 200_000_000, deductibleCents: 0 });
  });

  it('applies the minimum premium and leaves out ineligible plans', () => {
    const short = { ...request, expiryDate: '2026-09-05' };
    expect(priceStudentQuotes('international-students', short, [plan])[0]?.premiumCents).toBe(5_000);
    expect(priceStudentQuotes('international-students', { ...request, age: 45 }, [plan])).toEqual([]);
    expect(
      priceStudentQuotes('international-students', { ...request, preExistingPerson1: 'yes' }, [plan]),
    ).toEqual([]);
    expect(priceStudentQuotes('canadian-students', request, [plan])).toEqual([]);
  });
});

describe('priceTravellerQuotes', () => {
  const plan: TravellerRatePlan = {
    kind: 'traveller',
    planCode: 'SNOW',
    insurerCode: 'TUGO',
    policyName: 'Snow Plan',
    table: 'traveller-rates',
    products: ['canadian-snowbirds', 'canadian-travellers'],
    minimumPremiumCents: 0,
    buyNowUrl: null,
    questionnaireUrl: null,
    smokerSurchargePercent: 10,
    deductibles: [
      { deductibleCents: 0, adjustmentPercent: 0 },
      { deductibleCents: 100_000, adjustmentPercent: -20 },
    ],
    rates: [
      { minAge: 61, maxAge: 70, maxDays: 30, categoryDailyCents: [300, 400, 500] },
      { minAge: 61, maxAge: 70, maxDays: 180, categoryDailyCents: [250, 350, 450] },
    ],
  };
  const request: TravellerQuoteRequest = {
    age: 65,
    smoke: 'no',
    startDate: '2027-01-01',
    endDate: '2027-01-10',
    planType: 'single-trip',
    whereToTravel: 'usa',
  };

  it('returns one premium per medical rate category, from the shortest band holding the trip', () => {
    const rows = priceTravellerQuotes('canadian-snowbirds', request, [plan]);
    expect(rows.find((r) => r.deductibleCents === 0)?.premiumsCents).toEqual([3_000, 4_000, 5_000]);
    const long = priceTravellerQuotes('canadian-snowbirds', { ...request, endDate: '2027-03-01' }, [plan]);
    expect(long.find((r) => r.deductibleCents === 0)?.premiumsCents).toEqual([250 * 60, 350 * 60, 450 * 60]);
  });

  it('adds the smoker surcharge to the deductible adjustment', () => {
    const rows = priceTravellerQuotes('canadian-snowbirds', { ...request, smoke: 'yes' }, [plan]);
    // +10% smoker, -20% deductible: 90% of 3,000
    expect(rows.find((r) => r.deductibleCents === 100_000)?.premiumsCents[0]).toBe(2_700);
  });

  // Plan type and destination priced (ADR 0115): USA 40% dearer, worldwide 60%; annual cover of
  // trips up to 30 days at 75 days of the 30-day band's daily rate.
  const priced: TravellerRatePlan = {
    ...plan,
    deductibles: [],
    eligibility: {
      minAge: 55,
      maxAge: 89,
      maxTripDays: 180,
      destinations: [
        { destination: 'canada', surchargePercent: 0 },
        { destination: 'usa', surchargePercent: 40 },
        { destination: 'worldwide', surchargePercent: 60 },
      ],
      planTypes: ['single-trip', 'multi-trip-annual'],
      annualMaxTripDays: 30,
      annualPremiumDays: 75,
      option: 'medical-emergency',
    },
  };
  const first = (r: TravellerQuoteRequest) =>
    priceTravellerQuotes('canadian-travellers', r, [priced])[0]?.premiumsCents[0];

  it('prices the destination: USA and worldwide dearer than Canada', () => {
    const canada = first({ ...request, whereToTravel: 'canada' });
    expect(canada).toBe(3_000);
    expect(first({ ...request, whereToTravel: 'usa' })).toBe(4_200);
    expect(first({ ...request, whereToTravel: 'worldwide', travelingThrough: 'no' })).toBe(4_800);
  });

  it('prices a multi trip annual plan as a year of cover with its longest trip', () => {
    const single = first({ ...request, whereToTravel: 'canada', endDate: '2027-01-30' });
    const annual = first({
      ...request,
      whereToTravel: 'canada',
      endDate: '2027-01-30',
      planType: 'multi-trip-annual',
    });
    expect(single).toBe(300 * 30);
    expect(annual).toBe(300 * 75);
    // The same annual premium for a shorter first trip; a trip longer than 30 days is not covered.
    expect(first({ ...request, whereToTravel: 'canada', planType: 'multi-trip-annual' })).toBe(300 * 75);
    expect(first({ ...request, endDate: '2027-02-05', planType: 'multi-trip-annual' })).toBeUndefined();
  });

  it('quotes a plan only to a traveller it covers', () => {
    expect(first({ ...request, age: 45 })).toBeUndefined();
    expect(first({ ...request, endDate: '2027-12-01' })).toBeUndefined();
  });

  it('leaves out the plan when no band holds the age or trip', () => {
    expect(priceTravellerQuotes('canadian-snowbirds', { ...request, age: 75 }, [plan])).toEqual([]);
    expect(priceTravellerQuotes('canadian-snowbirds', { ...request, endDate: '2027-12-01' }, [plan])).toEqual(
      [],
    );
  });
});

describe('filterByDeductible', () => {
  const rows = [
    { insurerCode: 'TUGO', deductibleCents: 25_000 },
    { insurerCode: 'TUGO', deductibleCents: 0 },
    { insurerCode: 'MANULIFE', deductibleCents: 100_000 },
    { insurerCode: 'GMS', deductibleCents: null },
  ];

  it('keeps the chosen deductible and GMS', () => {
    expect(filterByDeductible(rows, 100_000)).toEqual([rows[2], rows[3]]);
  });

  it('keeps the lowest available deductible and GMS when none is chosen', () => {
    expect(filterByDeductible(rows, null)).toEqual([rows[1], rows[3]]);
  });

  it('lists the deductibles ascending without the dash', () => {
    expect(deductiblesOf(rows)).toEqual([0, 25_000, 100_000]);
  });
});
