import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  APPLICATION_FORMS,
  studentsApplicationSchema,
  travellersApplicationSchema,
  visitorsApplicationSchema,
} from '@brokerage/shared/travel-quote/application.schema';
import { comparisonRequestSchema } from '@brokerage/shared/travel-quote/comparison';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { travelQuoteAnswerSchema } from '@brokerage/shared/travel-quote/quote-result.schema';
import { TRAVEL_PRODUCT_SLUGS } from '@brokerage/shared/travel-quote/travel-products';
import { guestRevisit } from '../../lib/revisit-token.ts';
import { schemaSerializerCompiler } from '../../lib/schema-serializer.ts';
import { comparePlans } from './compare-plans.ts';
import { createTravelQuote } from './create-travel-quote.ts';
import { medicalQuestionnaireHtml, policyWordingHtml } from './plan-documents.ts';
import { getRateStatus } from './get-rate-status.ts';
import { submitTravelApplication } from './submit-application.ts';
import { travelQuoteRequestSchema } from './travel-kinds.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const quoteAnswerSchema = apiResponseSchema(travelQuoteAnswerSchema());
const todayInToronto = () => todayInZone(new Date());

/** POST quotations/<product> for the eight travel products, comparison and plan documents. */
export const travelQuoteRoutes: FastifyPluginAsyncZod<{ staffEmail: string; jwtSecret: string }> = async (
  app,
  options,
) => {
  // The body is parsed once, with the product's schema for today (its rules read the date at each
  // parse); the answer is written by the response schema's compiled serializer (ADR 0101).
  for (const product of TRAVEL_PRODUCT_SLUGS) {
    app.post(
      `/quotations/${product}`,
      {
        config: { access: 'public' },
        onRequest: app.identifyUser,
        serializerCompiler: schemaSerializerCompiler,
        schema: {
          tags: ['travel'],
          summary: `Price a ${product} quote (N9)`,
          body: travelQuoteRequestSchema(product, todayInToronto),
          response: { 200: quoteAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const userId = request.user?.id ?? null;
        const guest = guestRevisit(request, options.jwtSecret);
        const created = await createTravelQuote(app.db, product, request.body, { userId, guest });
        return { data: { ...created.result, quoteId: created.quoteId, revisitToken: created.revisitToken } };
      },
    );
  }

  app.post(
    '/comparison',
    {
      config: { access: 'public' },
      schema: {
        tags: ['travel'],
        summary: 'Compare the benefits of 2 or 3 plans',
        body: comparisonRequestSchema,
        response: {
          200: apiResponseSchema(z.object({ data: z.record(z.string(), z.array(z.string().nullable())) })),
          ...errors,
        },
      },
    },
    async (request) => ({ data: { data: await comparePlans(app.db, request.body) } }),
  );

  // Checked once, with the date rules reading today at each parse (ADR 0101).
  const applicationBodies = {
    visitors: visitorsApplicationSchema({ today: todayInToronto, requireCitation: true }),
    students: studentsApplicationSchema({ today: todayInToronto, requireCitation: true }),
    travellers: travellersApplicationSchema({ today: todayInToronto, requireCitation: true }),
  };
  for (const form of APPLICATION_FORMS) {
    app.post(
      `/contact/application/${form}`,
      {
        schema: {
          tags: ['travel'],
          summary: `Submit a ${form} application`,
          body: applicationBodies[form],
          response: { 200: apiResponseSchema(z.never().optional()), ...errors },
        },
        // Counted after validation: a refused application uses none of the allowance.
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute', hook: 'preHandler' } },
      },
      async (request) => {
        // Sent while signed in: the application belongs to the account.
        const user = await app.optionalUser(request);
        const { message } = await submitTravelApplication(
          { db: app.db, staffEmail: options.staffEmail, ipAddress: request.ip },
          { userId: user?.id ?? null },
          { form, answers: request.body },
        );
        return { message };
      },
    );
  }

  app.get(
    '/travel/rate-status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['travel'],
        summary: 'Whether sample rate tables are active (N8)',
        response: { 200: apiResponseSchema(z.object({ isSampleRates: z.boolean() })) },
      },
    },
    async () => ({ data: await getRateStatus(app.db) }),
  );

  const planParams = z.object({ planCode: z.string().regex(/^[A-Z0-9_]{1,60}$/, 'Unknown plan') });
  app.get(
    '/travel/policy-wordings/:planCode',
    {
      config: { access: 'public' },
      schema: { tags: ['travel'], summary: 'Policy wording page of a plan', params: planParams },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await policyWordingHtml(app.db, request.params.planCode)),
  );
  app.get(
    '/travel/medical-questionnaires/:planCode',
    {
      config: { access: 'public' },
      schema: { tags: ['travel'], summary: 'Medical questionnaire of a travellers plan', params: planParams },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(await medicalQuestionnaireHtml(app.db, request.params.planCode)),
  );
};
