// Content calls (platform spec section 7, Content), blogs, the province sign-up (N23), and the
// crawler files sitemap.xml and robots.txt (ADR 0021).

import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  appContentSchema,
  blogPostSchema,
  defaultFieldsSchema,
  faqSchema,
  policySchema,
  provinceSubscriptionSchema,
  termsSchema,
  testimonialsContentSchema,
} from '@brokerage/shared/content/content-schemas';
import { robotsTxt, sitemapXml } from '@brokerage/shared/content/site-map';
import { SITE_ORIGIN } from '@brokerage/shared/content/site-origin';
import {
  getAppContent,
  getBlog,
  getDefaultFields,
  getFaqs,
  getPolicy,
  getTerms,
  getTestimonials,
  listBlogs,
} from './get-content.ts';
import { getCoverageAmounts, getDeductibleAmounts } from './get-option-lists.ts';
import { subscribeProvince } from './subscribe-province.ts';

const typeParams = z.object({ type: z.string().min(1).max(60) });
const amountOptions = z.array(z.object({ value: z.number(), label: z.string() }));
const blogSummarySchema = blogPostSchema.omit({ content: true });
const notFoundResponse = { 404: apiErrorSchema };

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get(
    '/insurances/app/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Header, menu, footer and products, plus the fields of a page type (home or a product)',
        params: typeParams,
        response: { 200: apiResponseSchema(appContentSchema.loose()), ...notFoundResponse },
      },
    },
    async (request) => ({ data: await getAppContent(app.db, request.params.type) }),
  );

  app.get(
    '/insurances/default/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Default fields of a product page',
        params: typeParams,
        response: { 200: apiResponseSchema(defaultFieldsSchema), ...notFoundResponse },
      },
    },
    async (request) => ({ data: await getDefaultFields(app.db, request.params.type) }),
  );

  app.get(
    '/insurances/testimonials',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Testimonials and statistics',
        response: { 200: apiResponseSchema(testimonialsContentSchema) },
      },
    },
    async () => ({ data: await getTestimonials(app.db) }),
  );

  app.get(
    '/insurances/terms',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Terms of service',
        response: { 200: apiResponseSchema(termsSchema.extend({ updatedAt: z.string() })) },
      },
    },
    async () => ({ data: await getTerms(app.db) }),
  );

  app.get(
    '/insurances/policy',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Privacy policy',
        response: {
          200: apiResponseSchema(
            policySchema.extend({ subPoint: policySchema.shape.points, updatedAt: z.string() }),
          ),
        },
      },
    },
    async () => ({ data: await getPolicy(app.db) }),
  );

  app.get(
    '/insurances/faqs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Site FAQs',
        response: { 200: apiResponseSchema(z.object({ faqs: z.array(faqSchema) })) },
      },
    },
    async () => ({ data: await getFaqs(app.db) }),
  );

  app.get(
    '/insurances/coverage-amount/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Coverage amounts (dollars) of a life or travel product',
        params: typeParams,
        response: { 200: apiResponseSchema(amountOptions), ...notFoundResponse },
      },
    },
    async (request) => ({ data: getCoverageAmounts(request.params.type) }),
  );

  app.get(
    '/insurances/deductible-amount/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Deductibles (dollars) of a travel product',
        params: typeParams,
        response: { 200: apiResponseSchema(amountOptions), ...notFoundResponse },
      },
    },
    async (request) => ({ data: getDeductibleAmounts(request.params.type) }),
  );

  app.get(
    '/blogs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Blog posts (without bodies)',
        response: { 200: apiResponseSchema(z.array(blogSummarySchema)) },
      },
    },
    async () => ({ data: await listBlogs(app.db) }),
  );

  app.get(
    '/blogs/:year/:month/:blogId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One blog post with its related posts',
        params: z.object({ year: z.string().max(4), month: z.string().max(2), blogId: z.string().max(12) }),
        response: {
          200: apiResponseSchema(blogPostSchema.extend({ related: z.array(blogSummarySchema) })),
          ...notFoundResponse,
        },
      },
    },
    async (request) => {
      const { year, month, blogId } = request.params;
      return { data: await getBlog(app.db, year, month, blogId) };
    },
  );

  app.post(
    '/province-availability/subscribe',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'UPDATE ME! sign-up of an out-of-province visitor, with the CASL consent record (N23)',
        body: provinceSubscriptionSchema,
        response: { 200: apiResponseSchema(z.undefined()).partial(), 400: apiErrorSchema },
      },
    },
    async (request) => ({ message: await subscribeProvince(app.db, request.body, request.ip) }),
  );
};

/** /sitemap.xml and /robots.txt at the site root (registered without the /api prefix). */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const sitemap = sitemapXml(SITE_ORIGIN);
  const robots = robotsTxt(SITE_ORIGIN);
  const hide = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
  app.get('/robots.txt', hide, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
};
