// The eight travel quote products by their API slug (product-flows section 7), grouped by the
// rating model they use (N9), with the browser storage key of each quote form (product-flows section 2).

export const VISITOR_PRODUCT_SLUGS = [
  'visitors-to-canada',
  'supervisa',
  'new-immigrants',
  'foreign-workers',
] as const;
export type VisitorProductSlug = (typeof VISITOR_PRODUCT_SLUGS)[number];

export const STUDENT_PRODUCT_SLUGS = ['international-students', 'canadian-students'] as const;
export type StudentProductSlug = (typeof STUDENT_PRODUCT_SLUGS)[number];

export const TRAVELLER_PRODUCT_SLUGS = ['canadian-travellers', 'canadian-snowbirds'] as const;
export type TravellerProductSlug = (typeof TRAVELLER_PRODUCT_SLUGS)[number];

export const TRAVEL_PRODUCT_SLUGS = [
  ...VISITOR_PRODUCT_SLUGS,
  ...STUDENT_PRODUCT_SLUGS,
  ...TRAVELLER_PRODUCT_SLUGS,
] as const;
export type TravelProductSlug = (typeof TRAVEL_PRODUCT_SLUGS)[number];

export type TravelProductKind = 'visitor' | 'student' | 'traveller';

export function travelProductKind(slug: TravelProductSlug): TravelProductKind {
  if (isVisitorProduct(slug)) return 'visitor';
  if (isStudentProduct(slug)) return 'student';
  return 'traveller';
}

export function isVisitorProduct(slug: TravelProductSlug): slug is VisitorProductSlug {
  return (VISITOR_PRODUCT_SLUGS as readonly string[]).includes(slug);
}

export function isStudentProduct(slug: TravelProductSlug): slug is StudentProductSlug {
  return (STUDENT_PRODUCT_SLUGS as readonly string[]).includes(slug);
}

export function isTravelProductSlug(value: string): value is TravelProductSlug {
  return (TRAVEL_PRODUCT_SLUGS as readonly string[]).includes(value);
}

export interface TravelProductInfo {
  slug: TravelProductSlug;
  /** N6 value, for the application's `products` field. */
  productValue: number;
  name: string;
  /** Browser storage key of the saved quote request (product-flows section 2). */
  storageKey: string;
  /** Longest trip in days (product-flows section 9); super visa is a fixed year. */
  maxTripDays: number;
  hasComparison: boolean;
  /** Id prefix of the product's routes in routes/route-table.ts (its landing page id). */
  routeFamily: string;
}

// Travellers and snowbirds have no maximum in the spec; one year is our cap (a multi-trip annual
// plan is a year).
export const TRAVEL_PRODUCTS: Readonly<Record<TravelProductSlug, TravelProductInfo>> = {
  'visitors-to-canada': info('visitors-to-canada', 8, 'Visitors to Canada', 'visitorsToCanada', 730),
  supervisa: info('supervisa', 9, 'Super Visa', 'supervisa', 366),
  'new-immigrants': info('new-immigrants', 10, 'New Immigrants', 'newImmigrants', 730),
  'foreign-workers': info('foreign-workers', 13, 'Foreign Workers', 'foreignWorkers', 730),
  'international-students': info(
    'international-students',
    11,
    'International Students',
    'internationalStudents',
    365,
  ),
  'canadian-students': info(
    'canadian-students',
    12,
    'Canadian Students',
    'canadianStudents',
    365,
    true,
    'canadians-students',
  ),
  'canadian-travellers': info(
    'canadian-travellers',
    14,
    'Canadian Travellers',
    'canadianTravellers',
    365,
    false,
    'travelling-canadians',
  ),
  'canadian-snowbirds': info(
    'canadian-snowbirds',
    15,
    'Canadian Snowbirds',
    'canadianSnowbirds',
    365,
    false,
    'canadians-snowbirds',
  ),
};

/** The travel product of an N6 product value (a route table entry's `product`), if it is one. */
export function travelProductOfValue(value: number | undefined): TravelProductInfo | undefined {
  return Object.values(TRAVEL_PRODUCTS).find((p) => p.productValue === value);
}

function info(
  slug: TravelProductSlug,
  productValue: number,
  name: string,
  storageKey: string,
  maxTripDays: number,
  hasComparison = true,
  routeFamily: string = slug,
): TravelProductInfo {
  return { slug, productValue, name, storageKey, maxTripDays, hasComparison, routeFamily };
}
