// Request bodies the bench scripts send or save: a term-life quote (a 40-year-old, $500,000,
// monthly) and a visitors-to-Canada quote (one 45-year-old, $100,000, a 30-day trip starting in
// 10 days), the same answers a visitor would give the quote forms.

const isoDate = (daysFromNow) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

export const lifeQuoteRequest = () => ({
  birthDate: `${new Date().getFullYear() - 40}-03-10`,
  gender: 'male',
  smoke: false,
  citizen: true,
  province: 'ON',
  coverage: 500000,
  premiumPaymentDuration: 'monthly',
  paymentPeriod: 2,
  page: 1,
});

export const visitorQuoteRequest = () => ({
  quoteFor: 'single',
  person1Age: 45,
  preExistingPerson1: 'no',
  coverage: 100000,
  province: 'ON',
  startDate: isoDate(10),
  endDate: isoDate(39),
});

// Varied requests: each call draws different answers, so that no cache of identical
// requests answers them all. A seeded generator keeps runs comparable.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = (random, values) => values[Math.floor(random() * values.length)];
const PROVINCES = ['ON', 'AB', 'BC'];
// Term life: $25,000 to $500,000 by 25,000, then to $1,000,000 by 50,000 (N12), 9 payment periods.
const LIFE_COVERAGES = [
  ...Array.from({ length: 20 }, (_, i) => (i + 1) * 25_000),
  ...Array.from({ length: 10 }, (_, i) => (i + 11) * 50_000),
];
const VISITOR_COVERAGES = [10_000, 15_000, 25_000, 50_000, 100_000, 150_000, 200_000, 300_000];
const DEDUCTIBLES = [0, 100, 250, 500, 1_000, 2_500, 5_000, 10_000];

/** A generator of term-life request bodies: ages 18 to 70, both genders, smokers or not, 3 provinces. */
export function variedLifeQuoteRequests(seed = 14) {
  const random = seededRandom(seed);
  const year = new Date().getFullYear();
  return () => ({
    birthDate: `${year - 18 - Math.floor(random() * 53)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    gender: pick(random, ['male', 'female']),
    smoke: random() < 0.2,
    citizen: true,
    province: pick(random, PROVINCES),
    coverage: pick(random, LIFE_COVERAGES),
    premiumPaymentDuration: pick(random, ['monthly', 'annually']),
    paymentPeriod: Math.floor(random() * 9),
    page: 1,
  });
}

/** A generator of visitors-to-Canada bodies: ages 17 to 85, trips of 7 to 180 days starting within 90 days. */
export function variedVisitorQuoteRequests(seed = 14) {
  const random = seededRandom(seed);
  return () => {
    const start = 1 + Math.floor(random() * 90);
    const days = 7 + Math.floor(random() * 174);
    const two = random() < 0.25;
    return {
      quoteFor: two ? 'two-persons' : 'single',
      person1Age: 17 + Math.floor(random() * 69),
      ...(two
        ? { person2Age: 17 + Math.floor(random() * 69), preExistingPerson2: pick(random, ['yes', 'no']) }
        : {}),
      preExistingPerson1: pick(random, ['yes', 'no']),
      coverage: pick(random, VISITOR_COVERAGES),
      deductible: pick(random, DEDUCTIBLES),
      province: pick(random, PROVINCES),
      startDate: isoDate(start),
      endDate: isoDate(start + days - 1),
    };
  };
}
