// The admin mail page's calls: GET /api/admin/mail/list/<page>?status= and
// POST /api/admin/mail/<id>/retry. Admin only for now; the staff inbox opens them to
// advisors, who then see recipients masked (mail-admin.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { pageParamsSchema } from '@brokerage/shared/admin/paged-list';
import { MAIL_RETRY_MESSAGE, mailListQuerySchema, mailPageSchema } from '@brokerage/shared/admin/mail-outbox';
import { adminErrorResponses, recordIdParams } from '../../lib/admin-request.ts';
import { apiErrorSchema } from '@brokerage/shared/api/api-error';
import { listOutboxPage, retryMail } from './mail-admin.ts';
import type { MailViewer } from './mail-admin.ts';

function viewerOf(user: { id: string; isAdmin: boolean } | null): MailViewer {
  if (user === null) throw new Error('requireAdmin did not run');
  return { id: user.id, isAdmin: user.isAdmin };
}

export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/admin/mail/list/:page',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'The mail outbox, newest first, optionally of one status (admin)',
        params: pageParamsSchema,
        querystring: mailListQuerySchema,
        response: { 200: apiResponseSchema(mailPageSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await listOutboxPage(app.db, viewerOf(request.user), request.params.page, request.query.status),
    }),
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Queue a failed or waiting mail again (admin, audited)',
        params: recordIdParams('No such mail'),
        response: {
          200: apiResponseSchema(z.object({ id: z.string() })),
          ...adminErrorResponses,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await retryMail(app.db, viewerOf(request.user), request.params.id);
      return { message: MAIL_RETRY_MESSAGE, data: { id: request.params.id } };
    },
  );
};
