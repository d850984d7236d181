// Content calls (platform spec section 7, Content), blogs, the province sign-up (N23), and the
// crawler files sitemap.xml and robots.txt (ADR 0021).

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  appContentSchema,
  blogPostSchema,
  defaultFieldsSchema,
  faqSchema,
  policySchema,
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
import { sendKeptJson } from '../../lib/shared-answer-json.ts';
import { cachedContentJson } from './content-cache.ts';

const typeParams = z.object({ type: z.string().min(1).max(60) });
const amountOptions = z.array(z.object({ value: z.number(), label: z.string() }));
const blogSummarySchema = blogPostSchema.omit({ content: true });
const notFoundResponse = { 404: apiErrorSchema };
const appAnswer = apiResponseSchema(appContentSchema.loose());
const defaultFieldsAnswer = apiResponseSchema(defaultFieldsSchema);
const testimonialsAnswer = apiResponseSchema(testimonialsContentSchema);
const termsAnswer = apiResponseSchema(termsSchema.extend({ updatedAt: z.string() }));
const policyAnswer = apiResponseSchema(
  policySchema.extend({ subPoint: policySchema.shape.points, updatedAt: z.string() }),
);
const faqsAnswer = apiResponseSchema(z.object({ faqs: z.array(faqSchema) }));
const blogsAnswer = apiResponseSchema(z.array(blogSummarySchema));
const blogAnswer = apiResponseSchema(blogPostSchema.extend({ related: z.array(blogSummarySchema) }));

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  // Seeded content answers from memory, serialised once (content-cache.ts).
  const cached = (reply: FastifyReply, key: string, schema: z.ZodType, read: () => Promise<unknown>) =>
    cachedContentJson(app.db, key, schema, read).then(async (json): Promise<void> => {
      await sendKeptJson(reply, json);
    });

  app.get(
    '/insurances/app/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Header, menu, footer and products, plus the fields of a page type (home or a product)',
        params: typeParams,
        response: { 200: appAnswer, ...notFoundResponse },
      },
    },
    (request, reply) =>
      cached(reply, `app/${request.params.type}`, appAnswer, () =>
        getAppContent(app.db, request.params.type),
      ),
  );

  app.get(
    '/insurances/default/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Default fields of a product page',
        params: typeParams,
        response: { 200: defaultFieldsAnswer, ...notFoundResponse },
      },
    },
    (request, reply) =>
      cached(reply, `default/${request.params.type}`, defaultFieldsAnswer, () =>
        getDefaultFields(app.db, request.params.type),
      ),
  );

  app.get(
    '/insurances/testimonials',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Testimonials and statistics',
        response: { 200: testimonialsAnswer },
      },
    },
    (_request, reply) => cached(reply, 'testimonials', testimonialsAnswer, () => getTestimonials(app.db)),
  );

  app.get(
    '/insurances/terms',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Terms of service',
        response: { 200: termsAnswer },
      },
    },
    (_request, reply) => cached(reply, 'terms', termsAnswer, () => getTerms(app.db)),
  );

  app.get(
    '/insurances/policy',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Privacy policy',
        response: { 200: policyAnswer },
      },
    },
    (_request, reply) => cached(reply, 'policy', policyAnswer, () => getPolicy(app.db)),
  );

  app.get(
    '/insurances/faqs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Site FAQs',
        response: { 200: faqsAnswer },
      },
    },
    (_request, reply) => cached(reply, 'faqs', faqsAnswer, () => getFaqs(app.db)),
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
        response: { 200: blogsAnswer },
      },
    },
    (_request, reply) => cached(reply, 'blogs', blogsAnswer, () => listBlogs(app.db)),
  );

  app.get(
    '/blogs/:year/:month/:blogId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One blog post with its related posts',
        params: z.object({ year: z.string().max(4), month: z.string().max(2), blogId: z.string().max(12) }),
        response: { 200: blogAnswer, ...notFoundResponse },
      },
    },
    (request, reply) => {
      const { year, month, blogId } = request.params;
      return cached(reply, `blog/${year}/${month}/${blogId}`, blogAnswer, () =>
        getBlog(app.db, year, month, blogId),
      );
    },
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
