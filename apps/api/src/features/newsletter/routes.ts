// Newsletter calls under /api/newsletters (platform spec section 7, N23). The e-mail travels in
// the path as the spec has it; request logs mask it (N37).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { fileDownloadSchema, pageParamsSchema, pagedListSchema } from '@brokerage/shared/admin/paged-list';
import {
  newsletterEmailParamsSchema,
  newsletterRecordSchema,
  newsletterSubscribeBodySchema,
} from '@brokerage/shared/newsletter/newsletter-schemas';
import { adminErrorResponses, adminId } from '../../lib/admin-request.ts';
import type { ContactContext } from '../contact/contact-context.ts';
import {
  exportSubscriptions,
  listSubscriptions,
  NEWSLETTERS_DOWNLOADED,
  subscribeNewsletter,
} from './manage-newsletter.ts';

export const NEWSLETTER_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export const newsletterRoutes: FastifyPluginAsyncZod<{ context: Omit<ContactContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: ContactContext = { ...options.context, db: app.db };
  const tags = ['newsletters'];
  const messageOnly = z.object({ message: z.string() });

  app.get(
    '/newsletters/list/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Newsletter subscriptions, newest first (admin)',
        params: pageParamsSchema,
        response: { 200: apiResponseSchema(pagedListSchema(newsletterRecordSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await listSubscriptions(app.db, request.params.page) }),
  );

  app.get(
    '/newsletters/download',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Excel file of the subscriptions (admin, audited)',
        response: { 200: apiResponseSchema(fileDownloadSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      message: NEWSLETTERS_DOWNLOADED,
      data: await exportSubscriptions(app.db, adminId(request.user)),
    }),
  );

  app.post(
    '/newsletters/:email',
    {
      config: { access: 'public', rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Subscribe an e-mail address (CASL consent recorded)',
        params: newsletterEmailParamsSchema,
        body: newsletterSubscribeBodySchema,
        response: { 200: messageOnly, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      subscribeNewsletter(ctx, request.params.email, {
        source: request.body?.source ?? 'footer',
        ip: request.ip,
      }),
  );
};
