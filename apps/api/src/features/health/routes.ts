import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { checkHealth } from './check-health.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  databaseKind: z.enum(['pglite', 'postgres']),
  mail: z.enum(['delivering', 'failing', 'files']).meta({
    description:
      "'files': mail is written to DATA_DIR/mail, not delivered; 'failing': a mail waits after a failed attempt or gave up today",
  }),
});

const liveSchema = z.object({ status: z.literal('ok') });
const live = { data: { status: 'ok' as const } };

export const healthRoutes: FastifyPluginAsyncZod<{ mailTransport: 'smtp' | 'files' }> = async (
  app,
  options,
) => {
  // Liveness: touches nothing, not even the database, so a slow database takes a
  // process out of a load balancer's rotation (readiness below) without restarting it, and the
  // benchmarks' reference measures the HTTP stack alone.
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database check)',
        response: { 200: apiResponseSchema(liveSchema) },
      },
    },
    async () => live,
  );
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: service and database status',
        response: { 200: apiResponseSchema(healthSchema), 503: apiErrorSchema },
      },
    },
    async () => ({ data: await checkHealth(app.dbClient, options.mailTransport) }),
  );
};
