import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes/route-table.ts';
import { TRAVEL_PRODUCT_SLUGS, TRAVEL_PRODUCTS, travelProductOfValue } from './travel-products.ts';

describe('TRAVEL_PRODUCTS', () => {
  it.each(TRAVEL_PRODUCT_SLUGS)('%s has a quote form, results and application route', (slug) => {
    const family = TRAVEL_PRODUCTS[slug].routeFamily;
    for (const suffix of ['quote-basic', 'available-quotes', 'application']) {
      expect(findRoute(`${family}-${suffix}`)?.product).toBe(TRAVEL_PRODUCTS[slug].productValue);
    }
    expect(Boolean(findRoute(`${family}-comparison`))).toBe(TRAVEL_PRODUCTS[slug].hasComparison);
  });

  it('keeps the spec spellings of the results routes', () => {
    expect(findRoute('international-students-available-quotes')?.path).toBe(
      '/international-student/available-quotes',
    );
    expect(findRoute('travelling-canadians-available-quotes')?.path).toBe(
      '/canadians-travellers/available-quotes',
    );
  });

  it('caps trips at 730 days for visitors, new immigrants and foreign workers, 365 for students (section 9)', () => {
    const days = Object.fromEntries(
      TRAVEL_PRODUCT_SLUGS.map((slug) => [slug, TRAVEL_PRODUCTS[slug].maxTripDays]),
    );
    expect(days).toMatchObject({
      'visitors-to-canada': 730,
      'new-immigrants': 730,
      'foreign-workers': 730,
      'international-students': 365,
      'canadian-students': 365,
    });
  });
});

describe('travelProductOfValue', () => {
  it.each(TRAVEL_PRODUCT_SLUGS)('reads %s back from the product its route entries carry', (slug) => {
    const entry = findRoute(`${TRAVEL_PRODUCTS[slug].routeFamily}-quote-basic`);
    expect(travelProductOfValue(entry?.product)?.slug).toBe(slug);
  });

  it('is undefined for a product that is not travel', () => {
    expect(travelProductOfValue(findRoute('term-life-quote-basic')?.product)).toBeUndefined();
    expect(travelProductOfValue(undefined)).toBeUndefined();
  });
});
