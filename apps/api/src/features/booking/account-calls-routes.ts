// My account > Calls under /api/account/calls. Thin: each handler calls one use case
// with the token's user id, so another account's booking answers 404.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { accountCallSchema, rescheduleCallSchema } from '@brokerage/shared/booking/account-calls';
import type { FastifyRequest } from 'fastify';
import type { ContactContext } from '../contact/contact-context.ts';
import { cancelMyCall, listMyCalls, rescheduleMyCall } from './my-calls.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
// Any id reaches the use case: one that is not a booking of the caller is a 404, never a 400.
const callParams = z.object({ id: z.string().max(100) });
const userId = (request: FastifyRequest): string => request.user?.id ?? '';

export const accountCallsRoutes: FastifyPluginAsyncZod<{ context: Omit<ContactContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: ContactContext = { ...options.context, db: app.db };
  const tags = ['my account'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/account/calls',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My booked calls, upcoming and past',
        response: { 200: apiResponseSchema(z.array(accountCallSchema())), 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await listMyCalls(ctx, userId(request)) }),
  );

  app.post(
    '/account/calls/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel an upcoming call (frees its time, mails a calendar cancellation)',
        params: callParams,
        response: { 200: apiResponseSchema(accountCallSchema()), ...errors },
      },
    },
    async (request) => cancelMyCall(ctx, userId(request), request.params.id),
  );

  app.post(
    '/account/calls/:id/reschedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Move an upcoming call to another free slot (mails a calendar update)',
        params: callParams,
        body: rescheduleCallSchema(),
        response: { 200: apiResponseSchema(accountCallSchema()), ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => rescheduleMyCall(ctx, userId(request), request.params.id, request.body),
  );
};
