import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalogue/products.ts';
import { INSURERS } from '../catalogue/insurers.ts';
import { PRODUCT_LINES, leadHandlingLine, productLineOf } from './compliance-content.ts';
import { BLOG_POSTS, BLOG_POST_PATHS, findBlogPost } from './blog-posts.ts';
import {
  aboutContentSchema,
  appContentSchema,
  blogPostSchema,
  faqSchema,
  homeContentSchema,
  insurancePageContentSchema,
  policySchema,
  provinceSubscriptionSchema,
  termsSchema,
  testimonialsContentSchema,
} from './content-schemas.ts';
import { SITE_FAQS } from './faq-content.ts';
import { POLICY, TERMS } from './legal-content.ts';
import { HEALTH_DENTAL_PARTNERS, partnerQuoteUrl } from './product-page-constants.ts';
import { PRODUCT_PAGES, findProductPage } from './product-pages.ts';
import { joinWithAnd } from './site-origin.ts';
import { ABOUT_CONTENT, APP_CONTENT, HOME_CONTENT, TESTIMONIALS_CONTENT } from './site-content.ts';

/** "over 3,000 clients", "more than 500 families", "1000+ customers", unless a source follows. */
const UNSOURCED_COUNT =
  /\d[\d,]*\+?\s+(happy\s+)?(clients|customers|families|policyholders)(?!\s+\(counted from )/i;

describe('seed content (N30)', () => {
  it('matches the content shapes of platform spec section 3', () => {
    expect(() => appContentSchema.parse(APP_CONTENT)).not.toThrow();
    expect(() => homeContentSchema.parse(HOME_CONTENT)).not.toThrow();
    expect(() => testimonialsContentSchema.parse(TESTIMONIALS_CONTENT)).not.toThrow();
    expect(() => aboutContentSchema.parse(ABOUT_CONTENT)).not.toThrow();
    expect(() => termsSchema.parse(TERMS)).not.toThrow();
    expect(() => policySchema.parse(POLICY)).not.toThrow();
    for (const faq of SITE_FAQS) expect(() => faqSchema.parse(faq)).not.toThrow();
    for (const p of PRODUCT_PAGES) expect(() => insurancePageContentSchema.parse(p), p.type).not.toThrow();
    for (const p of BLOG_POSTS) expect(() => blogPostSchema.parse(p), p.name).not.toThrow();
  });

  it('has a page for each of the 30 products, and every header link names a product', () => {
    const slugs = PRODUCTS.map((p) => p.slug).sort();
    expect(PRODUCT_PAGES.map((p) => p.type).sort()).toEqual(slugs);
    for (const p of PRODUCT_PAGES) for (const t of p.headerInsuranceTypes) expect(slugs).toContain(t);
    expect(findProductPage('supervisa')?.defaultFields.description).toContain('$100,000');
    expect(findProductPage('nope')).toBeUndefined();
  });

  it('has seven posts at /2021/03/1 to /2021/03/7 by Admin, with related posts that exist', () => {
    expect(BLOG_POSTS.map((p) => p.link)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `/2021/03/${n}`));
    expect(BLOG_POST_PATHS[0]).toBe('/blogs/2021/03/1');
    for (const p of BLOG_POSTS) {
      expect(p.author).toBe('Admin');
      expect(p.relatedPostIds).not.toContain(p.id);
      for (const id of p.relatedPostIds) expect(BLOG_POSTS.some((o) => o.id === id)).toBe(true);
    }
    expect(findBlogPost('2021', '03', '6')?.content).toContain('$100,000');
    expect(findBlogPost('2021', '04', '6')).toBeUndefined();
    // Platform spec section 9: the articles mention the 60-day window and the 90-day checkup.
    const all = BLOG_POSTS.map((p) => p.content).join(' ');
    expect(all).toContain('60 days');
    expect(all).toContain('90 days');
  });

  it('has at least 15 FAQs, indexes that match the sections, and the owner bio facts', () => {
    expect(SITE_FAQS.length).toBeGreaterThanOrEqual(15);
    expect(TERMS.index.map((i) => i.link)).toEqual(TERMS.data.map((s) => s.link));
    expect(POLICY.index.map((i) => i.link)).toEqual(POLICY.points.map((p) => p.link));
    const bio = ABOUT_CONTENT.owner.bio.join(' ');
    expect(bio).toContain('8 years');
    // The spec's claim (platform spec section 2) with its source: figures are sourced (ADR 0119).
    expect(bio).toContain('over 3,000 clients (counted from the brokerage’s client records)');
    expect(JSON.stringify(ABOUT_CONTENT)).not.toMatch(UNSOURCED_COUNT);
    expect('over 3,000 clients protect').toMatch(UNSOURCED_COUNT);
    expect(ABOUT_CONTENT.disclosure.map((d) => d.description).join(' ')).toContain(
      'OmbudService for Life and Health Insurance',
    );
  });

  it('gives every product exactly one licence line, and home and tenant the Co-operators referral', () => {
    for (const product of PRODUCTS) {
      expect(PRODUCT_LINES.filter((line) => line.products.includes(product.value))).toHaveLength(1);
    }
    expect(productLineOf(18)?.referral).toContain('Co-operators');
    expect(leadHandlingLine(19)).toMatch(/^Who handles this request: /);
  });

  it('names every insurer of the catalogue in the disclosure (N7, N26)', () => {
    const insurers = ABOUT_CONTENT.disclosure.find((d) => d.name === 'Insurers we represent');
    for (const insurer of INSURERS) expect(insurers?.description).toContain(insurer.name);
  });

  it('appends the agent id to partner quote links', () => {
    const url = partnerQuoteUrl(HEALTH_DENTAL_PARTNERS[0].quoteUrl, 'A1');
    expect(url).toBe(`${HEALTH_DENTAL_PARTNERS[0].quoteUrl}?agentId=A1`);
    expect(partnerQuoteUrl('https://x.ca/q?a=1', 'B 2')).toBe('https://x.ca/q?a=1&agentId=B%202');
  });

  it('accepts a province subscription only with a valid e-mail and consent (N23)', () => {
    expect(provinceSubscriptionSchema.safeParse({ email: 'a@b.ca', consent: true }).success).toBe(true);
    expect(provinceSubscriptionSchema.safeParse({ email: 'a@b.ca', consent: false }).success).toBe(false);
    expect(provinceSubscriptionSchema.safeParse({ email: 'nope', consent: true }).success).toBe(false);
  });
});

describe('joinWithAnd', () => {
  it('joins a list for running text', () => {
    expect(joinWithAnd(['Ontario', 'Alberta', 'British Columbia'])).toBe(
      'Ontario, Alberta and British Columbia',
    );
    expect(joinWithAnd(['Ontario'])).toBe('Ontario');
  });
});
