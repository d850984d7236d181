// GET /api/admin/operations (issue 17): the last backup and retention runs for the admin panel.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { operationsStatusSchema } from '@brokerage/shared/admin/mail-outbox';
import { adminErrorResponses } from '../../lib/admin-request.ts';
import { lastOperation } from './backup.ts';

export const operationsRoutes: FastifyPluginAsyncZod<{
  backupEveryHours: number | undefined;
  retentionEveryHours: number | undefined;
}> = async (app, options) => {
  app.get(
    '/admin/operations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The last backup and retention runs (admin)',
        response: { 200: apiResponseSchema(operationsStatusSchema), ...adminErrorResponses },
      },
    },
    async () => ({
      data: {
        lastBackup: await lastOperation(app.db, 'backup'),
        lastRetention: await lastOperation(app.db, 'retention'),
        backupEveryHours: options.backupEveryHours ?? null,
        retentionEveryHours: options.retentionEveryHours ?? null,
      },
    }),
  );
};
