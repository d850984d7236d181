// GET /api/metrics (ADR 0072): Prometheus text. Off (404) unless METRICS_TOKEN is set;
// then only `Authorization: Bearer <METRICS_TOKEN>` gets the figures. The route is public to the
// access guards (no account can read it); the token is its own check.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { AppMetrics } from './metrics.ts';

export const METRICS_OFF_MESSAGE = 'Metrics are off: set METRICS_TOKEN to turn them on';
export const METRICS_TOKEN_MESSAGE = 'Metrics need the bearer token set in METRICS_TOKEN';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const metricsRoutes: FastifyPluginAsync<{
  token: string | undefined;
  metrics: AppMetrics | undefined;
}> = async (app, { token, metrics }) => {
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Prometheus metrics (bearer METRICS_TOKEN)' },
    },
    async (request, reply) => {
      if (token === undefined || metrics === undefined) throw notFound(METRICS_OFF_MESSAGE);
      const given = bearerToken(request);
      if (given === undefined || !timingSafeEqual(digest(given), digest(token))) {
        throw new AppError('UNAUTHORIZED', METRICS_TOKEN_MESSAGE);
      }
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    },
  );
};
