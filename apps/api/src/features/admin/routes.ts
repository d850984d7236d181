// Admin panel calls under /api/admin: the panel and applications for staff (advisors
// and admins), the audit log for admins only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  adminPanelCountsSchema,
  pageParamsSchema,
  pagedListSchema,
} from '@brokerage/shared/admin/paged-list';
import { adminErrorResponses } from '../../lib/admin-request.ts';
import { applicationRecordSchema } from '@brokerage/shared/admin/applications';
import { getAdminPanelCounts } from './admin-panel.ts';
import { listApplications } from './list-applications.ts';
import { listAuditLog } from '../audit/record-audit.ts';

const auditRecordSchema = z.object({
  actorId: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/admin/panel',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Counts for the admin panel',
        response: { 200: apiResponseSchema(adminPanelCountsSchema), ...adminErrorResponses },
      },
    },
    async () => ({ data: await getAdminPanelCounts(app.db) }),
  );

  app.get(
    '/admin/applications/list/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Life and travel applications, newest first (admin)',
        params: pageParamsSchema,
        response: {
          200: apiResponseSchema(pagedListSchema(applicationRecordSchema)),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listApplications(app.db, request.params.page) }),
  );

  app.get(
    '/admin/audit-log/:page',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Audit log of status changes and exports, newest first (N25)',
        params: pageParamsSchema,
        response: { 200: apiResponseSchema(pagedListSchema(auditRecordSchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await listAuditLog(app.db, request.params.page) }),
  );
};
