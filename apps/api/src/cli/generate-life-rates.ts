// Generates the sample life rate tables (N8): `npm run rates:generate`. Run once; the CSV files
// are committed under src/db/rate-tables/life/ and loaded into the database at start. The numbers
// are illustrative: a smooth mortality-like curve per product, shaped by each insurer's level,
// smoker and gender factors from a seeded generator, so the output is the same on every run.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIFE_PAYMENT_PERIODS, LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_AGE_LIMITS, LIFE_PERIOD_KINDS } from '@brokerage/shared/life-quote/life-pricing';
import type { PaymentPeriodKind } from '@brokerage/shared/life-quote/life-pricing';
import { planDetailCells, RATE_CSV_DETAIL_COLUMNS } from '@brokerage/shared/life-quote/plan-details';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import {
  formatRate,
  RATE_CSV_FIXED_COLUMNS,
  RATE_UNITS_PER_DOLLAR,
} from '@brokerage/shared/life-quote/life-rates';

export const SAMPLE_RATES_VERSION = '2026.11-sample-2';
export const LIFE_RATES_DIR = fileURLToPath(new URL('../db/rate-tables/life/', import.meta.url));

/** Insurers of N7 that sell life products, and which products each quotes here. */
const LIFE_INSURERS: Record<LifeQuoteSlug, readonly string[]> = {
  'term-life': [
    'MANULIFE',
    'SUNLIFE',
    'RBCINSUR',
    'DESJARDI',
    'IVARI',
    'WAWANESA',
    'CANADA_LIFE',
    'BMO_INSURANCE',
    'EQUITABLE',
    'EMPIRE_LIFE',
    'FORESTERS',
    'IA_FINANCIAL',
  ],
  'whole-life': [
    'MANULIFE',
    'SUNLIFE',
    'RBCINSUR',
    'DESJARDI',
    'IVARI',
    'WAWANESA',
    'CANADA_LIFE',
    'BMO_INSURANCE',
    'EQUITABLE',
    'EMPIRE_LIFE',
    'FORESTERS',
    'BENEVA',
  ],
  'critical-illness': [
    'MANULIFE',
    'SUNLIFE',
    'RBCINSUR',
    'DESJARDI',
    'CANADA_LIFE',
    'EQUITABLE',
    'HUMANIA',
    'BENEVA',
  ],
  'mortgage-protection': [
    'MANULIFE',
    'RBCINSUR',
    'BMO_INSURANCE',
    'SECURIAN',
    'COOPERATORS',
    'HUMANIA',
    'ASSUMPTION_LIFE',
  ],
  'kids-life': [
    'MANULIFE',
    'SUNLIFE',
    'CANADA_LIFE',
    'EQUITABLE',
    'FORESTERS',
    'IA_FINANCIAL',
    'ASSUMPTION_LIFE',
  ],
};

const PLAN_WORDS = [
  'Essential',
  'Advantage',
  'Select',
  'Prime',
  'Secure',
  'Choice',
  'Guardian',
  'Horizon',
  'Classic',
  'Premier',
  'Foundation',
  'Plus',
];
const PRODUCT_WORDS: Record<LifeQuoteSlug, string> = {
  'term-life': 'Term',
  'whole-life': 'Whole Life',
  'critical-illness': 'Critical Illness',
  'mortgage-protection': 'Mortgage Protect',
  'kids-life': 'Junior Life',
};

// mulberry32: a tiny seeded generator, so the files are reproducible.
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

// The curves below were fitted so the cheapest insurer lands near published Canadian
// figures; ADR 0051 lists the reference points and sample-rates.test.ts holds them.

/** Yearly cost of death cover per 1,000 at age x, a Makeham curve fitted to published term rates. */
const mortality = (x: number) => 0.52 + 0.00302 * Math.exp(0.1459 * (x - 18));
/** Yearly cost of critical illness cover (4 core illnesses) per 1,000 at age x. */
const morbidity = (x: number) => 0.125 + 0.2125 * Math.exp(0.09 * (x - 18));
const averageOver = (from: number, years: number, f: (x: number) => number) => {
  let sum = 0;
  for (let i = 0; i < years; i += 1) sum += f(from + i);
  return sum / Math.max(1, years);
};
/**
 * Value of paying 1 a year for n years at 4%: a level premium is the cover's single cost over
 * this, so a shorter payment period always costs more a month for the same cover.
 */
const annuity = (years: number) => {
  const v = 1 / 1.04;
  return (1 - v ** years) / (1 - v);
};
/** Longer level terms carry more lapse and pricing risk: 10 years x1, 40 years x1.5. */
const termLoad = (years: number) => 1 + (0.5 * (years - 10)) / 30;
const illnessTermLoad = (years: number) => 1 + (0.3 * (years - 10)) / 20;
/**
 * Level cover to age `end` bought at `age` (18 or over): like a term of the years left, never below
 * what a younger buyer pays (the running maximum keeps rates rising with age as the load falls).
 */
function coverToAge(cost: (x: number) => number, load: (years: number) => number, end: number, age: number) {
  let rate = 0;
  for (let from = 18; from <= age; from += 1) {
    const years = Math.max(1, end - from);
    rate = Math.max(rate, averageOver(from, years, cost) * load(years));
  }
  return rate;
}
/** Single cost per 1,000 of lifelong cover bought at age x. */
const wholeLifeCost = (x: number) => 114.5 * Math.exp(0.0255 * (x - 20));
const lifelongIllnessCost = (x: number) => 90 * Math.exp(0.04 * (x - 18));
const kidsLifeCost = (x: number) => 105 * Math.exp(0.008 * x);

/** Yearly dollars per 1,000 for the cheapest insurer's male non-smoker at this age and period. */
function baseRate(product: LifeQuoteSlug, kind: PaymentPeriodKind, periodIndex: number, age: number): number {
  const yearsTo = (end: number) => Math.max(1, end - age);
  switch (product) {
    case 'term-life': {
      if (kind.kind === 'to-age') return coverToAge(mortality, termLoad, kind.age, age);
      const years = kind.kind === 'term' ? kind.years : 10;
      return averageOver(age, years, mortality) * termLoad(years);
    }
    case 'mortgage-protection': {
      // Sold without full underwriting, so dearer than term life for the same cover.
      const years = kind.kind === 'term' ? kind.years : 10;
      return averageOver(age, years, mortality) * termLoad(years) * 1.3;
    }
    case 'whole-life': {
      const payYears =
        kind.kind === 'to-age' ? yearsTo(kind.age) : kind.kind === 'pay-years' ? kind.years : yearsTo(100);
      return wholeLifeCost(age) / annuity(payYears);
    }
    case 'critical-illness': {
      if (kind.kind === 'term') return averageOver(age, kind.years, morbidity) * illnessTermLoad(kind.years);
      if (kind.kind === 'life') return lifelongIllnessCost(age) / annuity(yearsTo(100));
      // 'Pay to 65' (index 5) is lifetime cover paid to 65; 'Till Age 65/75' are terms to that age.
      if (periodIndex === 5 && kind.kind === 'to-age') return lifelongIllnessCost(age) / annuity(yearsTo(65));
      return coverToAge(morbidity, illnessTermLoad, kind.kind === 'to-age' ? kind.age : age + 10, age);
    }
    case 'kids-life':
      return kidsLifeCost(age) / annuity(kind.kind === 'pay-years' ? kind.years : yearsTo(100));
  }
}

/** Women's rates relative to men's (critical illness: women claim more at working ages). */
const FEMALE_FACTOR: Record<LifeQuoteSlug, number> = {
  'term-life': 0.73,
  'whole-life': 0.86,
  'critical-illness': 1.12,
  'mortgage-protection': 0.85,
  'kids-life': 0.92,
};
const SMOKER_FACTOR: Record<LifeQuoteSlug, readonly [number, number]> = {
  'term-life': [2.0, 2.6],
  'whole-life': [1.5, 1.9],
  'critical-illness': [1.6, 2.0],
  'mortgage-protection': [1.4, 1.8],
  'kids-life': [1.3, 1.6],
};

/** Each insurer's price level: spread evenly from the cheapest (1) to about 1.55 in a seeded order. */
function insurerLevels(product: LifeQuoteSlug): number[] {
  const count = LIFE_INSURERS[product].length;
  const random = seeded(product.length * 104729 + 5);
  const order = Array.from({ length: count }, (_, i) => i)
    .map((i) => ({ i, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ i }) => i);
  const levels = new Array<number>(count).fill(1);
  order.forEach((insurerIndex, rank) => {
    levels[insurerIndex] = 1 + (0.55 * rank) / Math.max(1, count - 1);
  });
  return levels;
}

const RIDERS: Record<LifeQuoteSlug, readonly string[]> = {
  'term-life': ['Terminal illness advance', 'Waiver of premium on disability', 'Compassionate assistance'],
  'whole-life': ['Terminal illness advance', 'Waiver of premium on disability', 'Guaranteed cash values'],
  'critical-illness': ['Second medical opinion service', 'Early detection benefit', 'Child critical illness'],
  'mortgage-protection': [
    'Terminal illness advance',
    'Job loss premium holiday',
    'Waiver of premium on disability',
  ],
  'kids-life': ['Guaranteed insurability option', 'Payor waiver of premium', 'Guaranteed cash values'],
};
const GOOD_TO_KNOW: Record<LifeQuoteSlug, readonly string[]> = {
  'term-life': [
    'Renews at a higher premium at the end of each term.',
    'Can be exchanged for a longer term without new medical questions.',
    'Premiums are guaranteed for the whole term.',
  ],
  'whole-life': [
    'Builds cash value you can borrow against.',
    'Participating: may earn dividends (not guaranteed).',
    'Premiums never increase; cover lasts for life.',
  ],
  'critical-illness': [
    'Pays a lump sum 30 days after diagnosis of a covered illness.',
    'Partial payout for early-stage conditions.',
    'Return of premium available at extra cost.',
  ],
  'mortgage-protection': [
    'You choose the beneficiary, not the lender.',
    'Cover stays with you if you switch lenders.',
    'Cover stays level while the mortgage balance falls.',
  ],
  'kids-life': [
    'Ownership can pass to the child as an adult.',
    'Cash value can help with education later.',
    'The child can buy more cover later without a medical exam.',
  ],
};
const MAX_COVERAGE_DOLLARS: Record<LifeQuoteSlug, readonly [number, number]> = {
  'term-life': [10_000_000, 25_000_000],
  'whole-life': [5_000_000, 15_000_000],
  'critical-illness': [2_000_000, 3_000_000],
  'mortgage-protection': [1_000_000, 5_000_000],
  'kids-life': [250_000, 1_000_000],
};

/** What each sample plan offers besides price, from the insurer's seeded generator. */
function samplePlanDetails(product: LifeQuoteSlug, random: () => number): LifePlanDetails {
  const pickOne = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  // A few plans sell without an exam, up to a lower limit, as simplified-issue plans do.
  const simplified = product === 'mortgage-protection' || product === 'kids-life' || random() < 0.25;
  const [low, high] = MAX_COVERAGE_DOLLARS[product];
  const max = simplified && product !== 'kids-life' ? 1_000_000 : pickOne([low, high]);
  const renewable = product === 'term-life' || product === 'critical-illness';
  const convertible =
    product === 'term-life' || product === 'critical-illness' || product === 'mortgage-protection';
  return {
    renewableToAge: renewable ? (product === 'term-life' ? pickOne([80, 85]) : 75) : null,
    convertibleToAge: convertible ? pickOne([60, 65, 70]) : null,
    underwriting: simplified ? 'simplified-issue' : 'medical-exam',
    maxCoverageCents: max * 100,
    riders: RIDERS[product].filter((_, i) => i === 0 || random() < 0.6),
    goodToKnow: pickOne(GOOD_TO_KNOW[product]),
  };
}

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function generateRateCsv(product: LifeQuoteSlug): string {
  const { min, max } = LIFE_AGE_LIMITS[product];
  const ages = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const header = [...RATE_CSV_FIXED_COLUMNS, ...RATE_CSV_DETAIL_COLUMNS, ...ages.map((a) => `age_${a}`)].join(
    ',',
  );
  const lines = [
    `# version: ${SAMPLE_RATES_VERSION}`,
    '# source: sample',
    '# Illustrative sample rates, not real insurer rates (N8).',
    header,
  ];
  const illnesses = product === 'critical-illness' ? (['core-4', 'extended-25'] as const) : ([''] as const);
  const levels = insurerLevels(product);
  LIFE_INSURERS[product].forEach((insurer, insurerIndex) => {
    const random = seeded(insurerIndex * 7919 + product.length * 104729 + 17);
    const level = (levels[insurerIndex] ?? 1) * between(random, 0.98, 1.02);
    // A gentle upward tilt by age (never down: rates must not fall with age), so the cheapest
    // insurer is not the same for every age.
    const slope = between(random, 0, 0.0016);
    const [smokerLow, smokerHigh] = SMOKER_FACTOR[product];
    const smokerFactor = between(random, smokerLow, smokerHigh);
    const femaleFactor = FEMALE_FACTOR[product] * between(random, 0.97, 1.03);
    const extendedFactor = between(random, 1.25, 1.45);
    const fee = Math.round(between(random, 25, 50));
    const details = planDetailCells(samplePlanDetails(product, random)).map(csvCell);
    const planCode = `${insurer}-${product.toUpperCase().replace(/-/g, '_')}`;
    const planName = `${PLAN_WORDS[(insurerIndex * 5 + product.length) % PLAN_WORDS.length]} ${PRODUCT_WORDS[product]}`;
    LIFE_PAYMENT_PERIODS[product].forEach((period) => {
      const kind = LIFE_PERIOD_KINDS[product][period.value] ?? { kind: 'life' };
      for (const gender of ['male', 'female'] as const) {
        for (const smoker of [false, true]) {
          for (const illness of illnesses) {
            const rates = ages.map((age) => {
              const dollars =
                baseRate(product, kind, period.value, age) *
                level *
                Math.exp(slope * (age - min)) *
                (smoker ? smokerFactor : 1) *
                (gender === 'female' ? femaleFactor : 1) *
                (illness === 'core-4' ? 1 / extendedFactor : 1);
              return formatRate(Math.max(1, Math.round(dollars * RATE_UNITS_PER_DOLLAR)));
            });
            lines.push(
              [
                insurer,
                planCode,
                planName,
                period.value,
                gender,
                smoker ? 'yes' : 'no',
                illness,
                `${fee}.00`,
                ...details,
                ...rates,
              ].join(','),
            );
          }
        }
      }
    });
  });
  return `${lines.join('\n')}\n`;
}

export function rateFilePath(product: LifeQuoteSlug): string {
  return path.join(LIFE_RATES_DIR, `${product}.csv`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  mkdirSync(LIFE_RATES_DIR, { recursive: true });
  for (const product of LIFE_QUOTE_SLUGS) {
    writeFileSync(rateFilePath(product), generateRateCsv(product));
    console.log(`wrote ${rateFilePath(product)}`);
  }
}
