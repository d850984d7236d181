import { describe, expect, it } from 'vitest';
import {
  findProductBySlug,
  findProductByValue,
  PRODUCT_GROUPS,
  PRODUCTS,
  productsInGroup,
} from './products.ts';

describe('product catalogue (N6, N14)', () => {
  it('has 30 products with the values 1 to 30, each once', () => {
    expect(PRODUCTS).toHaveLength(30);
    expect(PRODUCTS.map((p) => p.value).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('has unique kebab-case slugs and landing paths', () => {
    const slugs = PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(30);
    expect(new Set(PRODUCTS.map((p) => p.landingPath)).size).toBe(30);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('names the products as N6 does', () => {
    expect(findProductByValue(1)?.name).toBe('Whole Life');
    expect(findProductByValue(9)?.name).toBe('Super Visa');
    expect(findProductByValue(30)?.name).toBe('Personal and Business Accounting');
    expect(findProductByValue(31)).toBeUndefined();
  });

  it('finds by slug', () => {
    expect(findProductBySlug('supervisa')?.value).toBe(9);
    expect(findProductBySlug('group-insurance')?.quotePath).toBeNull();
    expect(findProductBySlug('Supervisa')).toBeUndefined();
  });

  it('puts every product in a known group', () => {
    const total = PRODUCT_GROUPS.reduce((n, g) => n + productsInGroup(g.id).length, 0);
    expect(total).toBe(30);
    expect(productsInGroup('travel').map((p) => p.value)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });
});
