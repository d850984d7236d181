// Life quoting calls (product-flows section 7, N13): one static route per life product, so the
// travel quote routes under /quotations stay free. Thin handlers; the use cases do the work.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import {
  lifeQuoteRequestSchema,
  lifeQuoteResultSchema,
} from '@brokerage/shared/life-quote/life-quote-request';
import {
  lifeApplicationSchema,
  lifeEmailQuotesSchema,
} from '@brokerage/shared/life-quote/life-quote-schemas';
import { priceAnchorsSchema } from '@brokerage/shared/life-quote/price-anchor';
import { unauthorized } from '../../lib/app-error.ts';
import { guestRevisit } from '../../lib/revisit-token.ts';
import { schemaSerializerCompiler } from '../../lib/schema-serializer.ts';
import { emailLifeQuotes } from './email-life-quotes.ts';
import { travelPriceAnchors } from '../travel-quote/price-anchors.ts';
import { priceAnchors } from './price-anchors.ts';
import { quoteLife } from './quote-life.ts';
import { submitLifeApplication } from './submit-life-application.ts';

const messageOnly = z.object({ message: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };
const quoteAnswerSchema = apiResponseSchema(lifeQuoteResultSchema());

export const lifeQuoteRoutes: FastifyPluginAsyncZod<{ staffEmail: string; jwtSecret: string }> = async (
  app,
  options,
) => {
  const tags = ['life quotes'];

  // The pages' "from $X a month" lines (ADRs 0120, 0124); browsers and proxies may keep it five minutes.
  app.get(
    '/quotations/price-anchors',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Sample premiums per life product (monthly) and travel product (whole cover) for a typical request (price anchors)',
        response: { 200: apiResponseSchema(priceAnchorsSchema), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const now = new Date();
      const [anchors, travelAnchors] = await Promise.all([
        priceAnchors(app.db, now),
        travelPriceAnchors(app.db, now),
      ]);
      return { data: { anchors, travelAnchors } };
    },
  );
  for (const product of LIFE_QUOTE_SLUGS) {
    app.post(
      `/quotations/${product}`,
      {
        config: { access: 'public' },
        onRequest: app.identifyUser,
        // The answer is written by the response schema's compiled serializer (ADR 0101).
        serializerCompiler: schemaSerializerCompiler,
        schema: {
          tags,
          summary: `Quote ${product}: short quotes per payment period and plans for the chosen one`,
          body: lifeQuoteRequestSchema,
          response: { 200: quoteAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const userId = request.user?.id ?? null;
        const guest = guestRevisit(request, options.jwtSecret);
        const quoted = await quoteLife(app.db, product, request.body, new Date(), userId, guest);
        return { data: { quoteId: quoted.quoteId, revisitToken: quoted.revisitToken, ...quoted.answerBody } };
      },
    );

    app.post(
      `/quotations/email/${product}`,
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: `E-mail ${product} quotes`,
          body: lifeEmailQuotesSchema,
          response: { 200: messageOnly, ...errors },
        },
      },
      async (request) => ({ message: await emailLifeQuotes(app.db, product, request.body) }),
    );
  }

  app.post(
    '/contact/application/life',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Apply for a life plan (signed in, N13)',
        body: lifeApplicationSchema,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      if (request.user === null) throw unauthorized();
      const { message } = await submitLifeApplication(
        { db: app.db, staffEmail: options.staffEmail, ipAddress: request.ip },
        { userId: request.user.id },
        request.body,
      );
      return { message };
    },
  );
};
