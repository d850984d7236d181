import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { checkHealth } from './check-health.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  databaseKind: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Service and database status',
        response: { 200: apiResponseSchema(healthSchema), 503: apiErrorSchema },
      },
    },
    async () => ({ data: await checkHealth(app.dbClient) }),
  );

  // Liveness for a load balancer (issue 17): answers while the process runs, touching nothing, so
  // a slow database takes a process out of rotation (readiness above) without restarting it.
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: apiResponseSchema(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );
};
