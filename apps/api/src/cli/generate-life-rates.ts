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
import {
  formatRate,
  RATE_CSV_FIXED_COLUMNS,
  RATE_UNITS_PER_DOLLAR,
} from '@brokerage/shared/life-quote/life-rates';

export const SAMPLE_RATES_VERSION = '2026.11-sample-1';
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

/** Term-cost base: dollars per 1,000 a year at age x (rises about 8.5% a year of age). */
const mortality = (x: number) => 0.35 * Math.exp(0.085 * (x - 18));
const averageOver = (from: number, years: number, f: (x: number) => number) => {
  let sum = 0;
  for (let i = 0; i < years; i += 1) sum += f(from + i);
  return sum / Math.max(1, years);
};

function baseRate(product: LifeQuoteSlug, kind: PaymentPeriodKind, periodIndex: number, age: number): number {
  const yearsTo = (end: number) => Math.max(1, end - age);
  switch (product) {
    case 'term-life':
    case 'mortgage-protection': {
      const years = kind.kind === 'term' ? kind.years : kind.kind === 'to-age' ? yearsTo(kind.age) : 10;
      return averageOver(age, years, mortality) * (product === 'term-life' ? 0.6 : 0.7);
    }
    case 'whole-life': {
      const lifePay = 4.2 * Math.exp(0.052 * (age - 18));
      if (kind.kind === 'to-age') return lifePay * (1 + 15 / yearsTo(kind.age));
      if (kind.kind === 'pay-years') return lifePay * (kind.years === 20 ? 1.55 : 1.8);
      return lifePay;
    }
    case 'critical-illness': {
      const ci = (x: number) => 1.1 * Math.exp(0.065 * (x - 18));
      if (kind.kind === 'term') return averageOver(age, kind.years, ci);
      if (kind.kind === 'life') return 3 * Math.exp(0.05 * (age - 18));
      // 'Pay to 65' (index 5) is lifetime cover paid to 65; 'Till Age 65/75' are terms to that age.
      if (periodIndex === 5 && kind.kind === 'to-age')
        return 3 * Math.exp(0.05 * (age - 18)) * (1 + 12 / yearsTo(65));
      return averageOver(age, kind.kind === 'to-age' ? yearsTo(kind.age) : 10, ci) * 1.1;
    }
    case 'kids-life': {
      const lifePay = 3.2 * Math.exp(0.03 * age);
      return kind.kind === 'pay-years' ? lifePay * 1.45 : lifePay;
    }
  }
}

export function generateRateCsv(product: LifeQuoteSlug): string {
  const { min, max } = LIFE_AGE_LIMITS[product];
  const ages = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const header = [...RATE_CSV_FIXED_COLUMNS, ...ages.map((a) => `age_${a}`)].join(',');
  const lines = [
    `# version: ${SAMPLE_RATES_VERSION}`,
    '# source: sample',
    '# Illustrative sample rates, not real insurer rates (N8).',
    header,
  ];
  const illnesses = product === 'critical-illness' ? (['core-4', 'extended-25'] as const) : ([''] as const);
  LIFE_INSURERS[product].forEach((insurer, insurerIndex) => {
    const random = seeded(insurerIndex * 7919 + product.length * 104729 + 17);
    const level = between(random, 0.85, 1.2);
    const slope = between(random, -0.003, 0.003);
    const smokerFactor = between(
      random,
      product === 'kids-life' ? 1.3 : 1.9,
      product === 'kids-life' ? 1.6 : 2.5,
    );
    const femaleFactor = between(random, 0.72, 0.88);
    const extendedFactor = between(random, 1.25, 1.45);
    const fee = Math.round(between(random, 40, 80));
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
                (illness === 'extended-25' ? extendedFactor : 1);
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
