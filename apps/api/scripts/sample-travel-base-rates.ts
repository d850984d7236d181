// The SAMPLE travel base rates (N8): daily cents by age band, and the factors that scale them
// (coverage, trip length, medical category, pre-existing cover, deductible). Illustrative only.

export const ALL_DEDUCTIBLES = [0, 100, 250, 500, 1000, 2500, 5000, 10000];
// Deductible in dollars -> premium adjustment in percent (a higher deductible lowers the premium).
export const DEDUCTIBLE_ADJUSTMENT: Record<number, number> = {
  0: 0,
  100: -3,
  250: -7,
  500: -12,
  1000: -20,
  2500: -30,
  5000: -40,
  10000: -50,
};

export const VISITOR_BANDS: [number, number, number][] = [
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
export const COVERAGE_FACTORS: [number, number][] = [
  [10_000, 0.35],
  [15_000, 0.45],
  [25_000, 0.55],
  [50_000, 0.75],
  [100_000, 1],
  [150_000, 1.15],
  [200_000, 1.3],
  [300_000, 1.5],
];
export const PRE_EXISTING_FACTOR = 1.35;

export const STUDENT_BANDS: [number, number, number][] = [
  [18, 29, 160],
  [30, 39, 190],
  [40, 49, 240],
  [50, 60, 320],
];

export const TRAVELLER_BANDS: [number, number, number][] = [
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
export const TRIP_BANDS: [number, number][] = [
  [30, 1.15],
  [90, 1.0],
  [212, 0.9],
  [365, 0.85],
];
export const CATEGORY_STEP = 0.3;
