// The sample life rates against published Canadian figures and the shape every table
// must keep (a shorter payment period is never cheaper a month for the same cover).
// Reference points and their sources are listed in ADR 0051.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFE_PAYMENT_PERIODS, LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import {
  isPeriodAvailable,
  LIFE_AGE_LIMITS,
  LIFE_PERIOD_KINDS,
  priceLifeQuote,
} from '@brokerage/shared/life-quote/life-pricing';
import { lifeQuoteRequestSchema } from '@brokerage/shared/life-quote/life-quote-request';
import type { IllnessCovered } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeRateRow, LifeRateTable } from '@brokerage/shared/life-quote/life-rates';
import { generateRateCsv, SAMPLE_RATES_VERSION } from '../../cli/generate-life-rates.ts';
import { parseLifeRateCsv } from './load-life-rates.ts';

const TODAY = '2026-06-15';

const tableOf = (product: LifeQuoteSlug): LifeRateTable => ({
  product,
  version: SAMPLE_RATES_VERSION,
  source: 'sample',
  rows: parseLifeRateCsv(generateRateCsv(product)).rows,
});
const TABLES = {
  'whole-life': tableOf('whole-life'),
  'term-life': tableOf('term-life'),
  'critical-illness': tableOf('critical-illness'),
  'mortgage-protection': tableOf('mortgage-protection'),
  'kids-life': tableOf('kids-life'),
} satisfies Record<LifeQuoteSlug, LifeRateTable>;

interface ReferencePoint {
  source: string;
  date: string;
  product: LifeQuoteSlug;
  age: number;
  gender: 'male' | 'female';
  /** Label of the payment period, as the quote page shows it. */
  period: string;
  coverage: number;
  illnessCovered?: IllnessCovered;
  /** The published monthly premium in dollars (non-smokers). */
  monthly: number;
}

const ADVISORY = 'Canadian advisory firm illustration (ADR 0105)';
const POLICYADVISOR = 'policyadvisor.com, How much does life insurance cost in Canada (2024), 20-year term';
const term = (age: number, gender: 'male' | 'female', years: number, monthly: number, source = ADVISORY) => ({
  source,
  date: source === ADVISORY ? '2024-06' : '2024',
  product: 'term-life' as const,
  age,
  gender,
  period: `${years} Years`,
  coverage: 250_000,
  monthly,
});
const td = (age: number, monthly: number) => ({
  source: 'policyme.com, How much does mortgage life insurance cost: TD mortgage life rates',
  date: '2021-10',
  product: 'mortgage-protection' as const,
  age,
  gender: 'male' as const,
  period: '25 Years',
  coverage: 250_000,
  monthly,
});
const mik = (age: number, gender: 'male' | 'female', per10k: number) => ({
  source: 'canada.mikbenefits.com, Critical Illness monthly cost per $10,000 (25+ conditions)',
  date: 'page read 2026-11',
  product: 'critical-illness' as const,
  age,
  gender,
  period: 'Term 10',
  coverage: 100_000,
  illnessCovered: 'extended-25' as const,
  monthly: per10k * 10,
});

export const REFERENCE_POINTS: readonly ReferencePoint[] = [
  term(20, 'male', 10, 14.18),
  term(20, 'male', 20, 17.78),
  term(20, 'male', 30, 21.38),
  term(20, 'female', 10, 10.58),
  term(20, 'female', 20, 13.5),
  term(20, 'female', 30, 16.2),
  term(40, 'male', 10, 17.33),
  term(40, 'male', 20, 27.45),
  term(40, 'male', 30, 50.4),
  term(40, 'female', 10, 14.4),
  term(40, 'female', 20, 20.7),
  term(40, 'female', 30, 38.03),
  term(30, 'male', 20, 18, POLICYADVISOR),
  term(30, 'female', 20, 14, POLICYADVISOR),
  term(50, 'male', 20, 70, POLICYADVISOR),
  term(50, 'female', 20, 48, POLICYADVISOR),
  term(60, 'male', 20, 224, POLICYADVISOR),
  term(60, 'female', 20, 151, POLICYADVISOR),
  {
    source:
      'policyadvisor.com, How much does life insurance cost in Canada (2024): participating whole life from $44',
    date: '2024',
    product: 'whole-life',
    age: 20,
    gender: 'male',
    period: 'Life Pay',
    coverage: 100_000,
    monthly: 44,
  },
  ...(['male', 'female'] as const).map((gender) => ({
    source: 'investoradvisor.org (Canadian Securities Administrators), What is whole life insurance?',
    date: '2021-03-26',
    product: 'whole-life' as const,
    age: 35,
    gender,
    period: 'Life Pay',
    coverage: 250_000,
    monthly: gender === 'male' ? 161 : 139,
  })),
  mik(37, 'male', 2.16),
  mik(37, 'female', 2.58),
  mik(42, 'male', 3.28),
  td(30, 25),
  td(35, 35),
  td(40, 52.5),
  td(45, 75),
  {
    source:
      'lsminsurance.ca, How much does a children’s life insurance policy cost? (iA whole life, life pay)',
    date: '2013-04',
    product: 'kids-life',
    age: 0,
    gender: 'male',
    period: 'Life Pay',
    coverage: 50_000,
    monthly: 22.55,
  },
];

function quoteAt(point: Omit<ReferencePoint, 'source' | 'date' | 'monthly'>, smoke = false) {
  const paymentPeriod = LIFE_PAYMENT_PERIODS[point.product].findIndex((p) => p.label === point.period);
  const result = priceLifeQuote({
    product: point.product,
    request: lifeQuoteRequestSchema.parse({
      birthDate: `${2026 - point.age}-06-15`,
      gender: point.gender,
      smoke,
      ...(smoke ? { smokedInLast12Months: true } : {}),
      citizen: true,
      province: 'ON',
      coverage: point.coverage,
      premiumPaymentDuration: 'monthly',
      paymentPeriod,
      ...(point.illnessCovered ? { illnessCovered: point.illnessCovered } : {}),
    }),
    today: TODAY,
    tables: [TABLES[point.product]],
  });
  if (!result.ok) throw new Error(result.message);
  return result.quote.quotes.map((q) => q.premiumCents / 100);
}

describe('the sample rates against published Canadian figures', () => {
  it('holds reference points for every life product', () => {
    expect(new Set(REFERENCE_POINTS.map((p) => p.product))).toEqual(new Set(LIFE_QUOTE_SLUGS));
  });

  it.each(REFERENCE_POINTS.map((p) => [`${p.product} ${p.gender} ${p.age} ${p.period} $${p.coverage}`, p]))(
    '%s: the cheapest plan is 0.7 to 1.4 times the published premium, the dearest 1.3 to 1.8 times the cheapest',
    (_, point) => {
      const premiums = quoteAt(point);
      const cheapest = Math.min(...premiums);
      const dearest = Math.max(...premiums);
      expect(cheapest / point.monthly).toBeGreaterThanOrEqual(0.7);
      expect(cheapest / point.monthly).toBeLessThanOrEqual(1.4);
      expect(dearest / cheapest).toBeGreaterThanOrEqual(1.3);
      expect(dearest / cheapest).toBeLessThanOrEqual(1.8);
    },
  );
});

/** How many years premiums are paid, for periods that buy the same cover (null: the period is a term of its own). */
function payingYears(product: LifeQuoteSlug, paymentPeriod: number, age: number): number | null {
  const kind = LIFE_PERIOD_KINDS[product][paymentPeriod];
  const lifelong = product === 'whole-life' || product === 'kids-life';
  // Critical illness: 'Pay to 65' (5) and 'Life Pay' (8) buy lifelong cover; the rest are terms.
  const lifelongIllness = product === 'critical-illness' && (paymentPeriod === 5 || paymentPeriod === 8);
  if (!kind || (!lifelong && !lifelongIllness)) return null;
  if (kind.kind === 'pay-years') return kind.years;
  if (kind.kind === 'to-age') return kind.age - age;
  return 100 - age;
}

/** Years of cover of a term period (null for lifelong cover). */
function coverYears(product: LifeQuoteSlug, paymentPeriod: number, age: number): number | null {
  if (payingYears(product, paymentPeriod, age) !== null) return null;
  const kind = LIFE_PERIOD_KINDS[product][paymentPeriod];
  if (kind?.kind === 'term') return kind.years;
  if (kind?.kind === 'to-age') return kind.age - age;
  return null;
}

const rowsOf = (product: LifeQuoteSlug) => TABLES[product].rows;
const rateAt = (row: LifeRateRow, age: number) => row.annualRatesPer1000[age - row.minAge] ?? Number.NaN;
const sameCurve = (a: LifeRateRow, b: LifeRateRow) =>
  a.insurerCode === b.insurerCode &&
  a.gender === b.gender &&
  a.smoker === b.smoker &&
  a.illnessCovered === b.illnessCovered;

const pick = fc.constantFrom(...LIFE_QUOTE_SLUGS).chain((product) =>
  fc.record({
    product: fc.constant(product),
    row: fc.constantFrom(...rowsOf(product)),
    age: fc.integer({ min: LIFE_AGE_LIMITS[product].min, max: LIFE_AGE_LIMITS[product].max }),
    other: fc.constantFrom(...LIFE_PAYMENT_PERIODS[product].map((p) => p.value)),
  }),
);

describe('every sample table keeps its shape (properties over all rows)', () => {
  it('a shorter payment period is never cheaper a month for the same cover', () => {
    fc.assert(
      fc.property(pick, ({ product, row, age, other }) => {
        if (!isPeriodAvailable(product, row.paymentPeriod, age) || !isPeriodAvailable(product, other, age))
          return;
        const mine = payingYears(product, row.paymentPeriod, age);
        const theirs = payingYears(product, other, age);
        if (mine === null || theirs === null || mine >= theirs) return;
        const longer = rowsOf(product).find((r) => sameCurve(r, row) && r.paymentPeriod === other);
        expect(rateAt(row, age)).toBeGreaterThanOrEqual(rateAt(longer as LifeRateRow, age));
      }),
      { numRuns: 3000 },
    );
  });

  it('longer cover is never cheaper (term length and "to age" periods)', () => {
    fc.assert(
      fc.property(pick, ({ product, row, age, other }) => {
        const mine = coverYears(product, row.paymentPeriod, age);
        const theirs = coverYears(product, other, age);
        if (mine === null || theirs === null || mine <= theirs) return;
        if (!isPeriodAvailable(product, row.paymentPeriod, age) || !isPeriodAvailable(product, other, age))
          return;
        const shorter = rowsOf(product).find((r) => sameCurve(r, row) && r.paymentPeriod === other);
        expect(rateAt(row, age)).toBeGreaterThanOrEqual(rateAt(shorter as LifeRateRow, age));
      }),
      { numRuns: 3000 },
    );
  });

  it('smokers pay more than non-smokers, and rates never fall with age', () => {
    fc.assert(
      fc.property(pick, ({ product, row, age }) => {
        if (age > LIFE_AGE_LIMITS[product].min)
          expect(rateAt(row, age)).toBeGreaterThanOrEqual(rateAt(row, age - 1));
        const twin = rowsOf(product).find(
          (r) => sameCurve(r, { ...row, smoker: !row.smoker }) && r.paymentPeriod === row.paymentPeriod,
        ) as LifeRateRow;
        const [smoker, non] = row.smoker ? [row, twin] : [twin, row];
        expect(rateAt(smoker, age)).toBeGreaterThan(rateAt(non, age));
      }),
      { numRuns: 3000 },
    );
  });

  it("the cheapest tile follows the same rule: a 41-year-old's whole life 'Pay for 20' costs more than 'Pay till 65'", () => {
    const point = { product: 'whole-life' as const, age: 41, gender: 'male' as const, coverage: 250_000 };
    const payTill65 = Math.min(...quoteAt({ ...point, period: 'Pay till 65' }));
    const payFor20 = Math.min(...quoteAt({ ...point, period: 'Pay for 20' }));
    const payFor15 = Math.min(...quoteAt({ ...point, period: 'Pay for 15' }));
    const lifePay = Math.min(...quoteAt({ ...point, period: 'Life Pay' }));
    expect(lifePay).toBeLessThan(payTill65);
    expect(payTill65).toBeLessThan(payFor20);
    expect(payFor20).toBeLessThan(payFor15);
  });
});
