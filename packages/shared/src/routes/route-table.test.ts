import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalogue/products.ts';
import { findProductPage } from '../content/product-pages.ts';
import { findRoute, matchRoute, ROUTES } from './route-table.ts';

describe('route table (platform spec section 2, N13, N14)', () => {
  it('has unique ids and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches exactly and case-sensitively', () => {
    expect(matchRoute('/faq')?.id).toBe('faq');
    expect(matchRoute('/FAQ')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/faq/extra')).toBeUndefined();
    expect(matchRoute('/fa')).toBeUndefined();
  });

  it("titles every product landing page with its content's own heading", () => {
    for (const product of PRODUCTS) {
      expect(findRoute(product.slug)?.title, product.slug).toBe(
        findProductPage(product.slug)?.defaultFields.name,
      );
    }
  });

  it('matches parameters', () => {
    expect(matchRoute('/blogs/2021/03/1')?.id).toBe('blog-detail');
    expect(matchRoute('/blogs/2021/03')).toBeUndefined();
  });

  it('keeps the spec spellings of the travel result routes', () => {
    expect(matchRoute('/international-student/available-quotes')?.product).toBe(11);
    expect(matchRoute('/international-students/available-quotes')).toBeUndefined();
    expect(matchRoute('/canadians-travellers/available-quotes')?.product).toBe(14);
    expect(matchRoute('/canadian-travellers/quote/basic')?.product).toBe(14);
  });

  it('gives every product a landing page (N14)', () => {
    for (const product of PRODUCTS) expect(matchRoute(product.landingPath)?.product).toBe(product.value);
  });

  it('guards the life application and admin routes (N13)', () => {
    expect(matchRoute('/term-life/quote/application')?.guard).toBe('signed-in');
    expect(findRoute('admin-contacts')?.path).toBe('/admin/contacts');
    // Lead pages are staff pages (advisors and admins); rates stay admin only.
    expect(findRoute('admin-contacts')?.guard).toBe('staff');
    expect(findRoute('admin-inbox')?.guard).toBe('staff');
    expect(findRoute('admin-rates')?.guard).toBe('admin');
    expect(findRoute('sign-in')?.guard).toBe('guest');
    expect(findRoute('no-such-route')).toBeUndefined();
  });
});
