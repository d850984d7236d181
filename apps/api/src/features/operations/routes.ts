// GET /api/admin/operations (ADR 0072): the last backup and retention runs and how mail is going,
// for the admin panel.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { operationsStatusSchema } from '@brokerage/shared/admin/mail-outbox';
import { adminErrorResponses } from '../../lib/admin-request.ts';
import { mailDelivery } from '../mail/mail-admin.ts';
import { lastOperation } from './backup.ts';

export const operationsRoutes: FastifyPluginAsyncZod<{
  backupEveryHours: number | undefined;
  retentionEveryHours: number | undefined;
  mailTransport: 'smtp' | 'files';
}> = async (app, options) => {
  app.get(
    '/admin/operations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The last backup and retention runs, and whether mail is delivered (admin)',
        response: { 200: apiResponseSchema(operationsStatusSchema), ...adminErrorResponses },
      },
    },
    async () => ({
      data: {
        lastBackup: await lastOperation(app.db, 'backup'),
        lastRetention: await lastOperation(app.db, 'retention'),
        backupEveryHours: options.backupEveryHours ?? null,
        retentionEveryHours: options.retentionEveryHours ?? null,
        mail: await mailDelivery(app.db, options.mailTransport),
      },
    }),
  );
};
