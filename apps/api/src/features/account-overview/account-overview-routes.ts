// GET /api/account/overview (ADR 0148). Thin: the use case reads with the token's user id only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { accountOverviewSchema } from '@brokerage/shared/accounts/account-overview-schema';
import type { ContactContext } from '../contact/contact-context.ts';
import { readAccountOverview } from './read-account-overview.ts';

export const accountOverviewRoutes: FastifyPluginAsyncZod<{ context: Omit<ContactContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx = { ...options.context, db: app.db };
  app.get(
    '/account/overview',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['my account'],
        security: [{ bearerAuth: [] }],
        summary: "My account's overview: profile, applications, calls, advisor and quotes in one answer",
        response: { 200: apiResponseSchema(accountOverviewSchema()), 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await readAccountOverview(ctx, request.user?.id ?? '') }),
  );
};
