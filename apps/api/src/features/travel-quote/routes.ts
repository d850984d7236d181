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
import {
  studentQuoteRequestSchema,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import { travelQuoteAnswerSchema } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import {
  STUDENT_PRODUCT_SLUGS,
  TRAVELLER_PRODUCT_SLUGS,
  VISITOR_PRODUCT_SLUGS,
} from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { idFieldParts, sendJson, sharedAnswerJson } from '../../lib/shared-answer-json.ts';
import { comparePlans } from './compare-plans.ts';
import { createTravelQuote } from './create-travel-quote.ts';
import { medicalQuestionnaireHtml, policyWordingHtml } from './plan-documents.ts';
import { getRateStatus } from './get-rate-status.ts';
import { submitApplication } from './submit-application.ts';
import { travelResultJson } from './travel-answer-json.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const quoteAnswerSchema = apiResponseSchema(travelQuoteAnswerSchema);

// Identical requests share one result; its JSON is written once (travelResultJson, in the schema's
// key order) and each answer gets its own quote id last (ADR 0053, ADR 0083; the id is an added
// field, issue 15). The schema still documents the answer; routes.test.ts compares the two.
const quoteAnswerJson = sharedAnswerJson<TravelQuoteResult>((result) =>
  idFieldParts(travelResultJson(result), 'quoteId', 'last'),
);

/** POST quotations/<product> for the eight travel products, comparison and plan documents. */
export const travelQuoteRoutes: FastifyPluginAsyncZod<{ staffEmail: string }> = async (app, options) => {
  const quoteRoute = (product: TravelProductSlug, body: z.ZodType) =>
    app.post(
      `/quotations/${product}`,
      {
        config: { access: 'public' },
        onRequest: app.identifyUser,
        schema: {
          tags: ['travel'],
          summary: `Price a ${product} quote (N9)`,
          body,
          response: { 200: quoteAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = request.user?.id ?? null;
        const { quoteId, result } = await createTravelQuote(app.db, product, request.body, { userId });
        return sendJson(reply, quoteAnswerJson(result, quoteId));
      },
    );
  for (const product of VISITOR_PRODUCT_SLUGS) quoteRoute(product, visitorQuoteRequestSchema(product));
  for (const product of STUDENT_PRODUCT_SLUGS) quoteRoute(product, studentQuoteRequestSchema(product));
  for (const product of TRAVELLER_PRODUCT_SLUGS) quoteRoute(product, travellerQuoteRequestSchema(product));

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

  const applicationBodies = {
    visitors: visitorsApplicationSchema(),
    students: studentsApplicationSchema(),
    travellers: travellersApplicationSchema(),
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
        // Sent while signed in: the application belongs to the account (issue 15).
        const user = await app.optionalUser(request);
        const { message } = await submitApplication(app.db, form, request.body, {
          staffEmail: options.staffEmail,
          ipAddress: request.ip,
          ...(user === undefined ? {} : { userId: user.id }),
        });
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
