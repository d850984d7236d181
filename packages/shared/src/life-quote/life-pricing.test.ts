import { describe, expect, it } from 'vitest';
import { LIFE_COVERAGE_AMOUNTS_CENTS, LIFE_PAYMENT_PERIODS, LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { NON_RESIDENT_QUOTE_MESSAGE, PROVINCE_NOT_SERVED_MESSAGE } from '../catalogue/provinces.ts';
import {
  ageLimitMessage,
  ageNearestBirthday,
  annualPremiumCents,
  isPeriodAvailable,
  LIFE_AGE_LIMITS,
  lifeQuoteIneligibility,
  monthlyPremiumCents,
  priceLifeQuote,
} from './life-pricing.ts';
import { lifeQuoteRequestSchema, lifeRequestFieldErrors } from './life-quote-request.ts';
import type { LifeQuoteRequest } from './life-quote-request.ts';
import type { LifeRateRow, LifeRateTable } from './life-rates.ts';
import { formatRate, lifeRateRows, parseRate } from './life-rates.ts';

const TODAY = '2026-06-15';

// A small table: two plans, rates rising 5% a year of age, smokers x2, women x0.8.
function curve(base: number, minAge: number, maxAge: number): number[] {
  return Array.from({ length: maxAge - minAge + 1 }, (_, i) => Math.round(base * 1.05 ** i));
}
function rows(
  product: LifeQuoteSlug,
  plan: string,
  insurer: string,
  factor: number,
  fee: number,
): LifeRateRow[] {
  const { min, max } = LIFE_AGE_LIMITS[product];
  return LIFE_PAYMENT_PERIODS[product].flatMap((period) =>
    (['male', 'female'] as const).flatMap((gender) =>
      [false, true].flatMap((smoker) =>
        (product === 'critical-illness' ? (['core-4', 'extended-25'] as const) : [null]).map((illness) => ({
          insurerCode: insurer,
          planCode: plan,
          planName: `${plan} plan`,
          paymentPeriod: period.value,
          gender,
          smoker,
          illnessCovered: illness,
          minAge: min,
          annualRatesPer1000: curve(
            10_000 *
              factor *
              (1 + period.value / 10) *
              (smoker ? 2 : 1) *
              (gender === 'female' ? 0.8 : 1) *
              (illness === 'extended-25' ? 1.3 : 1),
            min,
            max,
          ),
          policyFeeCents: fee,
        })),
      ),
    ),
  );
}
function table(product: LifeQuoteSlug): LifeRateTable {
  return {
    product,
    version: 'test-1',
    source: 'sample',
    rows: [...rows(product, 'CHEAP', 'MANULIFE', 1, 5000), ...rows(product, 'DEAR', 'SUNLIFE', 1.4, 4000)],
  };
}

function request(overrides: Partial<LifeQuoteRequest> = {}): LifeQuoteRequest {
  return lifeQuoteRequestSchema.parse({
    birthDate: '1990-06-15',
    gender: 'male',
    smoke: false,
    citizen: true,
    province: 'ON',
    coverage: 250_000,
    premiumPaymentDuration: 'annually',
    paymentPeriod: 0,
    ...overrides,
  });
}

function price(product: LifeQuoteSlug, overrides: Partial<LifeQuoteRequest> = {}, today = TODAY) {
  const defaults: Partial<LifeQuoteRequest> = {
    birthDate: `${2026 - LIFE_AGE_LIMITS[product].min - 5}-06-15`,
    ...(product === 'critical-illness' ? { illnessCovered: 'core-4' } : {}),
  };
  const result = priceLifeQuote({
    product,
    request: request({ ...defaults, ...overrides }),
    today,
    tables: [table(product)],
    insurerNames: new Map([
      ['MANULIFE', 'Manulife'],
      ['SUNLIFE', 'Sun Life'],
    ]),
  });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

const firstPremium = (product: LifeQuoteSlug, overrides: Partial<LifeQuoteRequest> = {}) =>
  price(product, overrides).quotes[0]?.premiumCents ?? Number.NaN;

describe('premium arithmetic (N11)', () => {
  it('is coverage in thousands times the rate plus the policy fee', () => {
    // 250,000 dollars = 250 thousands; 1.2345 dollars per 1,000 -> 308.625 -> 308.63; + 50.00 fee.
    expect(annualPremiumCents(250_000_00, parseRate('1.2345'), 5000)).toBe(30863 + 5000);
  });

  it.each([
    [100_00, 9_00],
    [123_45, 11_11], // 11.1105 -> 11.11
    [123_50, 11_12], // 11.115 -> 11.12 (half up)
    [1, 0],
    [6, 1], // 0.54 -> 1 cent
    [987_654_32, 88_888_89], // 88,888.8888 -> 88,888.89
  ])('monthly of an annual %i cents is %i cents (annual x 0.09 to the cent)', (annual, monthly) => {
    expect(monthlyPremiumCents(annual)).toBe(monthly);
  });

  it('prices every monthly premium as the annual premium x 0.09 to the cent', () => {
    const annual = price('term-life', { premiumPaymentDuration: 'annually' }).quotes;
    const monthly = price('term-life', { premiumPaymentDuration: 'monthly' }).quotes;
    expect(monthly.map((q) => q.premiumCents)).toEqual(
      annual.map((q) => Math.round((q.premiumCents * 9) / 100)),
    );
    expect(monthly[0]?.paymentMode).toBe('Monthly');
    expect(annual[0]?.paymentMode).toBe('Annually');
  });

  it('reads and writes rates with 4 decimals', () => {
    expect(parseRate('0.5')).toBe(5000);
    expect(formatRate(12345)).toBe('1.2345');
    expect(() => parseRate('1.23456')).toThrow(RangeError);
    expect(() => parseRate('-1')).toThrow(RangeError);
  });
});

describe.each(LIFE_QUOTE_SLUGS)('%s pricing', (product) => {
  const { min, max } = LIFE_AGE_LIMITS[product];
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product].map((c) => c / 100);
  const birthDateAtAge = (age: number) => `${2026 - age}-06-15`;

  it('premiums rise with age', () => {
    const younger = firstPremium(product, { birthDate: birthDateAtAge(min) });
    const older = firstPremium(product, { birthDate: birthDateAtAge(Math.min(max, min + 10)) });
    expect(older).toBeGreaterThan(younger);
  });

  it('premiums rise with coverage', () => {
    const premiums = [amounts[0], amounts[3], amounts.at(-1)].map((coverage) =>
      firstPremium(product, { coverage, birthDate: birthDateAtAge(Math.min(max, min + 5)) }),
    );
    expect(premiums[1]).toBeGreaterThan(premiums[0] ?? Infinity);
    expect(premiums[2]).toBeGreaterThan(premiums[1] ?? Infinity);
  });

  it('smokers pay more; a smoker who stopped over 12 months ago pays the non-smoker rate', () => {
    const at = { birthDate: birthDateAtAge(Math.min(max, min + 5)) };
    const non = firstPremium(product, { ...at, smoke: false });
    expect(firstPremium(product, { ...at, smoke: true, smokedInLast12Months: true })).toBeGreaterThan(non);
    expect(firstPremium(product, { ...at, smoke: true, smokedInLast12Months: false })).toBe(non);
  });

  it(`quotes ages ${min} to ${max} and refuses the ages just outside`, () => {
    expect(price(product, { birthDate: birthDateAtAge(min) }).quotes.length).toBeGreaterThan(0);
    expect(price(product, { birthDate: birthDateAtAge(max) }).shortQuotes.length).toBeGreaterThan(0);
    const tooOld = priceLifeQuote({
      product,
      request: request({ birthDate: birthDateAtAge(max + 1) }),
      today: TODAY,
      tables: [table(product)],
    });
    expect(tooOld.ok).toBe(false);
    if (min > 0) {
      expect(lifeQuoteIneligibility(product, request({ birthDate: birthDateAtAge(min - 1) }), TODAY)).toBe(
        ageLimitMessage(product),
      );
    }
  });

  it('short quotes hold the cheapest premium of each period; detail quotes are sorted cheapest first', () => {
    const quote = price(product, { paymentPeriod: 1 % LIFE_PAYMENT_PERIODS[product].length });
    for (const short of quote.shortQuotes) {
      expect(short.term).toBe(LIFE_PAYMENT_PERIODS[product][short.paymentPeriod]?.label);
    }
    const periodQuotes = quote.quotes.map((q) => q.premiumCents);
    expect(periodQuotes).toEqual([...periodQuotes].sort((a, b) => a - b));
    expect(quote.quotes.map((q) => q.company)).toEqual(['Manulife', 'Sun Life']);
    const tile = quote.shortQuotes.find((s) => s.paymentPeriod === quote.quotes[0]?.paymentPeriod);
    expect(tile?.premiumCents).toBe(periodQuotes[0]);
    expect(quote.rateVersions).toEqual([`${product}:test-1`]);
    expect(quote.sampleRates).toBe(true);
  });
});

describe('eligibility', () => {
  it('refuses non-residents and unserved provinces with the spec messages', () => {
    expect(lifeQuoteIneligibility('term-life', request({ citizen: false }), TODAY)).toBe(
      NON_RESIDENT_QUOTE_MESSAGE,
    );
    expect(lifeQuoteIneligibility('term-life', { ...request(), province: 'QC' as 'ON' }, TODAY)).toBe(
      PROVINCE_NOT_SERVED_MESSAGE,
    );
  });

  it('kids life takes 0 to 17 and rates a 17-and-a-half-year-old at 17', () => {
    expect(lifeQuoteIneligibility('kids-life', request({ birthDate: '2026-01-01' }), TODAY)).toBeNull();
    expect(lifeQuoteIneligibility('kids-life', request({ birthDate: '2008-06-15' }), TODAY)).toMatch(
      /between 2009 to 2026/,
    );
    const kid = price('kids-life', { birthDate: '2009-01-10' }, '2026-11-20');
    expect(kid.ageNearestBirthday).toBe(18);
    expect(kid.ratingAge).toBe(17);
  });

  it('a term must end by 85 and "to age" periods need 10 years to run', () => {
    expect(isPeriodAvailable('term-life', 6, 45)).toBe(true); // 40 years to 85
    expect(isPeriodAvailable('term-life', 6, 46)).toBe(false);
    expect(isPeriodAvailable('term-life', 7, 55)).toBe(true); // Age 65
    expect(isPeriodAvailable('term-life', 7, 56)).toBe(false);
    expect(isPeriodAvailable('whole-life', 0, 80)).toBe(true);
    const old = price('term-life', { birthDate: '1956-06-15', paymentPeriod: 6 });
    expect(old.quotes).toEqual([]);
    expect(old.shortQuotes.map((s) => s.term)).toEqual(['10 Years', '15 Years']);
  });

  it('checks coverage, payment period and illness cover against the product', () => {
    expect(lifeRequestFieldErrors('kids-life', request({ coverage: 500_000, paymentPeriod: 2 }))).toEqual({
      coverage: 'Please choose one of the coverage amounts offered',
      paymentPeriod: 'Please choose one of the payment periods offered',
    });
    expect(lifeRequestFieldErrors('critical-illness', request())).toEqual({
      illnessCovered: 'Please choose the illnesses covered',
    });
    expect(lifeRequestFieldErrors('term-life', request())).toEqual({});
  });
});

describe('age at nearest birthday', () => {
  it.each([
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-15', '2026-12-14', 36], // 182 days since, 183 until
    ['1990-06-15', '2026-12-15', 37], // 183 since, 182 until
    ['1990-01-01', '2026-07-02', 36], // 182 since, 183 until
    ['1990-01-01', '2028-07-02', 39], // leap year: 183 since, 183 until, a tie rates higher
    ['2000-02-29', '2026-03-01', 26],
  ])('born %s, on %s: %i', (birth, today, age) => {
    expect(ageNearestBirthday(birth, today)).toBe(age);
  });
});

describe('rate sheet rows', () => {
  const header =
    'insurer_code,plan_code,plan_name,payment_period,gender,smoker,illness_covered,policy_fee,age_17,age_18,age_19'.split(
      ',',
    );

  it('reads age columns with leading gaps and the policy fee in cents', () => {
    const rows = lifeRateRows(header, [
      ['MANULIFE', 'M1', 'Term 10, Plus', '0', 'male', 'no', '', '60.10', '', '0.5000', '0.5500'],
    ]);
    expect(rows[0]).toMatchObject({
      planName: 'Term 10, Plus',
      minAge: 18,
      annualRatesPer1000: [5000, 5500],
      policyFeeCents: 6010,
    });
  });

  it('reads the fee on its decimal text, never through float maths', () => {
    const fee = (text: string) =>
      lifeRateRows(header, [['M', 'P', 'N', '0', 'male', 'no', '', text, '1.0', '1.0', '1.0']])[0]
        ?.policyFeeCents;
    expect(fee('0.29')).toBe(29);
    expect(fee('1.005')).toBe(101);
    expect(fee('4.35')).toBe(435);
    expect(() => fee('')).toThrow(/line 2: bad policy_fee/);
    expect(() => fee('-1')).toThrow(/line 2: bad policy_fee/);
  });

  it('names the line of a bad row', () => {
    expect(() =>
      lifeRateRows(header.slice(0, 9), [['X', 'Y', 'Z', '0', 'other', 'no', '', '1', '1.0']]),
    ).toThrow(/line 2: gender/);
  });
});
