// Product catalogue (spec-notes N6, N14). A lead's or booking's `products` field holds `value`.

export const PRODUCT_GROUPS = [
  { id: 'life', name: 'Life Insurance' },
  { id: 'travel', name: 'Travel & Medical Insurance' },
  { id: 'general', name: 'Health & General Insurance' },
  { id: 'financial', name: 'Financial Services' },
] as const;

export type ProductGroupId = (typeof PRODUCT_GROUPS)[number]['id'];

export interface Product {
  /** 1 to 30 (N6). */
  value: number;
  name: string;
  /** Kebab-case id, also the landing page path without the slash (N14). */
  slug: string;
  group: ProductGroupId;
  /** Landing page route. */
  landingPath: string;
  /** First step of the product's quote or lead form, when it has one. */
  quotePath: string | null;
}

const product = (
  value: number,
  name: string,
  slug: string,
  group: ProductGroupId,
  quotePath: string | null,
  landingPath = `/${slug}`,
): Product => ({ value, name, slug, group, landingPath, quotePath });

export const PRODUCTS: readonly Product[] = [
  product(1, 'Whole Life', 'whole-life', 'life', '/whole-life/quote/basic'),
  product(2, 'Term Life', 'term-life', 'life', '/term-life/quote/basic'),
  product(3, 'Critical Illness', 'critical-illness', 'life', '/critical-illness/quote/basic'),
  product(4, 'Mortgage Protection', 'mortgage-protection', 'life', '/mortgage-protection/quote/basic'),
  product(5, 'Kids Life', 'kids-life', 'life', '/kids-life/quote/basic'),
  product(6, 'Disability', 'disability', 'life', '/disability/quote/basic'),
  // Non-medical life has no form of its own; its page offers a term life quote.
  product(7, 'Non-Medical Life', 'non-medical', 'life', '/term-life/quote/basic'),
  product(8, 'Visitors to Canada', 'visitors-to-canada', 'travel', '/visitors-to-canada/quote/basic'),
  product(9, 'Super Visa', 'supervisa', 'travel', '/supervisa/quote/basic'),
  product(10, 'New Immigrants', 'new-immigrants', 'travel', '/new-immigrants/quote/basic'),
  product(
    11,
    'International Students',
    'international-students',
    'travel',
    '/international-students/quote/basic',
  ),
  product(12, 'Canadian Students', 'canadians-students', 'travel', '/canadians-students/quote/basic'),
  product(13, 'Foreign Workers', 'foreign-workers', 'travel', '/foreign-workers/quote/basic'),
  // Spec section 2 spells this family three ways; the landing page is /travelling-canadians.
  product(14, 'Canadian Travellers', 'travelling-canadians', 'travel', '/canadian-travellers/quote/basic'),
  product(15, 'Canadian Snowbirds', 'canadians-snowbirds', 'travel', '/canadians-snowbirds/quote/basic'),
  product(16, 'Health and Dental', 'health-and-dental', 'general', '/health-and-dental/quote'),
  product(17, 'Group Benefits', 'group-insurance', 'general', null),
  product(18, 'Home and Tenant', 'home', 'general', '/home/quote/basic'),
  product(19, 'Auto', 'auto', 'general', '/auto/quote/basic'),
  product(20, 'Commercial', 'commercial', 'general', '/commercial/quote/basic'),
  product(21, 'Investments', 'investments', 'financial', '/investments/quote/basic'),
  product(22, 'Financial Planning', 'financial-planning', 'financial', '/financial-planning/quote/basic'),
  product(23, 'Estate Planning', 'estate-planning', 'financial', '/estate-planning/quote/basic'),
  product(
    24,
    'Child Education Planning',
    'child-education-planning',
    'financial',
    '/child-education-planning/quote/basic',
  ),
  product(25, 'Retirement Planning', 'retirement-planning', 'financial', '/retirement-planning/quote/form'),
  product(26, 'Tax Planning', 'tax-planning', 'financial', '/tax-planning/quote/basic'),
  product(27, 'Real Estate', 'real-estate', 'financial', '/real-estate/quote/basic'),
  product(28, 'Mortgage Service', 'mortgage-service', 'financial', '/mortgage-service/quote/basic'),
  product(29, 'Banking', 'banking', 'financial', '/banking/quote/basic'),
  product(
    30,
    'Personal and Business Accounting',
    'personal-business-accounting',
    'financial',
    '/personal-business-accounting/quote/basic',
  ),
];

export const PRODUCT_VALUES = PRODUCTS.map((p) => p.value);

export function findProductByValue(value: number): Product | undefined {
  return PRODUCTS.find((p) => p.value === value);
}

export function findProductBySlug(slug: string): Product | undefined {
  return PRODUCTS.find((p) => p.slug === slug);
}

export function productsInGroup(group: ProductGroupId): Product[] {
  return PRODUCTS.filter((p) => p.group === group);
}
