import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { contentEntries } from '../../db/schema/content.ts';
import { seedDatabase } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { upsertContentEntries } from './content.repository.ts';
import { CONTENT_KINDS } from './seed-content.ts';

const t = useTestApp();

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('content seed', () => {
  it('seeds every document once, and a second start duplicates nothing', async () => {
    const before = await t.db.select({ n: count() }).from(contentEntries);
    await seedDatabase(t.db);
    const after = await t.db.select({ n: count() }).from(contentEntries);
    // 7 single documents + 30 product pages + 7 blog posts.
    expect(before[0]?.n).toBe(44);
    expect(after[0]?.n).toBe(44);
  });
});

describe('GET /api/insurances/*', () => {
  it('serves app content with the page fields of a product type', async () => {
    const { status, body } = await get('/api/insurances/app/supervisa');
    expect(status).toBe(200);
    expect(body.data.header.navItems.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Blogs',
      'FAQs',
      'About Us',
    ]);
    expect(body.data.products).toHaveLength(30);
    expect(body.data.footer.ABOUT_ETERNAL).toContain('Brampton');
    expect(body.data.defaultFields.name).toBe('Super Visa Insurance');
    expect(body.data.faqs.length).toBeGreaterThan(1);
  });

  it('serves the home fields for type home', async () => {
    const { body } = await get('/api/insurances/app/home');
    expect(body.data.partnersHeading).toBe('We Give You Options');
    expect(body.data.banners.length).toBeGreaterThan(1);
  });

  it('serves default fields for each of the 30 products', async () => {
    for (const product of PRODUCTS) {
      const { status, body } = await get(`/api/insurances/default/${product.slug}`);
      expect(status, product.slug).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual(['description', 'name', 'purposes', 'tagLine']);
    }
  });

  it('answers 404 with a clear message for an unknown type', async () => {
    for (const url of ['/api/insurances/app/boats', '/api/insurances/default/boats']) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringContaining("Unknown page type 'boats'"),
      });
    }
  });

  it('serves testimonials with the five statistics', async () => {
    const { body } = await get('/api/insurances/testimonials');
    expect(body.data).toMatchObject({
      yearsInBusiness: 8,
      insuranceCompanies: 28,
      productOfferings: 30,
      satisfiedClients: 3000,
    });
    expect(body.data.totalLenders).toBeGreaterThan(0);
    expect(body.data.testimonials[0]).toEqual({
      name: expect.any(String),
      designation: expect.any(String),
      description: expect.any(String),
    });
  });

  it('serves the terms and the policy with their index and dates', async () => {
    const terms = (await get('/api/insurances/terms')).body.data;
    expect(terms.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.index.length).toBe(terms.data.length);
    expect(terms.data[1].subPoint[0].description[0].options.length).toBeGreaterThan(0);
    const policy = (await get('/api/insurances/policy')).body.data;
    expect(policy.updatedAt).toBe(policy.updationDate);
    expect(policy.subPoint.length).toBeGreaterThan(5);
    expect(policy.description[0]).toContain('PIPEDA');
  });

  it('serves at least 15 FAQs with HTML answers', async () => {
    const { body } = await get('/api/insurances/faqs');
    expect(body.data.faqs.length).toBeGreaterThanOrEqual(15);
    expect(body.data.faqs[0].answer).toMatch(/^<p>/);
  });

  it('serves coverage and deductible lists in dollars', async () => {
    const supervisa = (await get('/api/insurances/coverage-amount/supervisa')).body.data;
    expect(supervisa.map((o: { value: number }) => o.value)).toEqual([100_000, 150_000, 200_000, 300_000]);
    expect(supervisa[0].label).toBe('$100,000');
    const kids = (await get('/api/insurances/coverage-amount/kids-life')).body.data;
    expect(kids.at(-1).value).toBe(250_000);
    const deductibles = (await get('/api/insurances/deductible-amount/visitors-to-canada')).body.data;
    expect(deductibles.map((o: { value: number }) => o.value)).toEqual([
      0, 100, 250, 500, 1000, 2500, 5000, 10000,
    ]);
    const none = await get('/api/insurances/deductible-amount/term-life');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Term Life has no deductible list.');
    expect((await get('/api/insurances/coverage-amount/boats')).status).toBe(404);
  });
});

describe('GET /api/blogs', () => {
  it('lists the seven posts without bodies', async () => {
    const { body } = await get('/api/blogs');
    expect(body.data.map((p: { link: string }) => p.link)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `/2021/03/${n}`),
    );
    expect(body.data[0].content).toBeUndefined();
    expect(body.data[0].author).toBe('Admin');
  });

  it('serves one post with its related posts, and 404 for an unknown one', async () => {
    const { status, body } = await get('/api/blogs/2021/03/6');
    expect(status).toBe(200);
    expect(body.data.content).toContain('$100,000');
    expect(body.data.related.map((p: { id: number }) => p.id)).toEqual(body.data.relatedPostIds);
    const missing = await get('/api/blogs/2021/03/99');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This blog post does not exist');
  });
});

describe('crawler files', () => {
  it('serves sitemap.xml with the public pages and the blog posts, and robots.txt', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.mapleshield.ca/blogs/2021/03/7</loc>');
    expect(sitemap.body).toContain('<loc>https://www.mapleshield.ca/supervisa</loc>');
    expect(sitemap.body).toContain('<loc>https://www.mapleshield.ca/licences-and-referrals</loc>');
    expect(sitemap.body).toContain('<loc>https://www.mapleshield.ca/accessibility</loc>');
    expect(sitemap.body).not.toContain('/sign-in');
    expect(sitemap.body).not.toContain('/account');
    expect(sitemap.body).not.toContain('/admin/inbox');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.mapleshield.ca/sitemap.xml');
    // The API and token links are closed to crawlers; account and staff frames are not (ADR 0126).
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /newsletters/unsubscribe');
    expect(robots.body).not.toMatch(/Disallow: \/(admin|account)/);
  });
});

describe('content answered from memory', () => {
  const faqRow = and(eq(contentEntries.kind, CONTENT_KINDS.faqs), eq(contentEntries.key, 'default'));
  const question = async () => (await get('/api/insurances/faqs')).body.data.faqs[0].question as string;

  it('does not read the database again, and answers new content once content is written', async () => {
    const original = await question();
    const [row] = await t.db.select({ body: contentEntries.body }).from(contentEntries).where(faqRow);
    const faqs = row?.body as { question: string; answer: string }[];
    // A change behind the API's back is not seen: the answer comes from memory.
    await t.db
      .update(contentEntries)
      .set({ body: [{ ...faqs[0], question: 'Changed directly?' }, ...faqs.slice(1)] })
      .where(faqRow);
    expect(await question()).toBe(original);
    // A content write (the seed's upsert) makes the next call read the new content.
    const edited = [{ ...faqs[0], question: 'Edited through the content write?' }, ...faqs.slice(1)];
    await upsertContentEntries(t.db, [{ kind: CONTENT_KINDS.faqs, key: 'default', body: edited }]);
    expect(await question()).toBe('Edited through the content write?');
    await upsertContentEntries(t.db, [{ kind: CONTENT_KINDS.faqs, key: 'default', body: faqs }]);
    expect(await question()).toBe(original);
  });

  it('still answers 404 for unknown pages, every time', async () => {
    for (let i = 0; i < 2; i += 1) expect((await get('/api/blogs/2021/03/999')).status).toBe(404);
  });
});
