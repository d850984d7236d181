// Builds the Fastify application without listening, so tests drive it with `app.inject()` and
// server.ts adds only the process concerns (config, database lifecycle, signals).

import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController } from 'fastify';
import { Redis } from 'ioredis';
import { redisStoreWithFallback } from './lib/rate-limit-store.ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env.ts';
import type { DbClient } from './db/client.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { myAccountRoutes } from './features/accounts/my-account-routes.ts';
import { currentSessionState } from './features/accounts/session-state.ts';
import { contentRoutes, crawlerRoutes } from './features/content/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { travelQuoteRoutes } from './features/travel-quote/routes.ts';
import { lifeQuoteRoutes } from './features/life-quote/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { rateImportRoutes } from './features/rate-import/routes.ts';
import { insurerRoutes } from './features/insurers/routes.ts';
import { bookingRoutes } from './features/booking/routes.ts';
import { accountCallsRoutes } from './features/booking/account-calls-routes.ts';
import { accountOverviewRoutes } from './features/account-overview/account-overview-routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { leadFormRoutes } from './features/lead-forms/routes.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { consentRoutes } from './features/consent/routes.ts';
import { servicesInquiryRoutes } from './features/services-inquiry/routes.ts';
import { installSiteLanguageErrors } from '@brokerage/shared/validation/site-language-errors';
import { mailAdminRoutes } from './features/mail/routes.ts';
import { createMetrics } from './features/metrics/metrics.ts';
import type { AppMetrics } from './features/metrics/metrics.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { operationsRoutes } from './features/operations/routes.ts';
import { staffAccountsRoutes } from './features/staff-accounts/routes.ts';
import { staffInboxRoutes } from './features/staff-inbox/routes.ts';
import { policiesRoutes } from './features/policies/routes.ts';
import { priceCitedPlanForDays } from './features/travel-quote/extension-premium.ts';
import { AppError } from './lib/app-error.ts';
import { createLogger } from './lib/logger.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDatabase } from './plugins/database.ts';
import {
  frameworkErrorHandler,
  RATE_LIMITED_MESSAGE,
  registerErrorHandler,
} from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurity, securityHeadersFor } from './plugins/security.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { webApp } from './plugins/web-app.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when METRICS_TOKEN is; server.ts hands its mail hook to the outbox worker. */
    metrics: AppMetrics | undefined;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened (and later closed) by the caller. */
  db: DbClient;
  /** Defaults to a logger built from the config. */
  logger?: Logger;
  /** Runs after the cross-cutting plugins and before the web app; tests add routes here. */
  extraRoutes?: (app: App) => Promise<void> | void;
}

export async function buildApp({ config, db, logger, extraRoutes }: BuildAppOptions): Promise<App> {
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance,
    trustProxy: trustProxyOption(config.trustProxy),
    // Probes call the health checks every few seconds; their failures are still logged (error handler).
    logController: new LogController({
      disableRequestLogging: (request) => request.url === '/api/health' || request.url === '/api/health/live',
    }),
    frameworkErrors: frameworkErrorHandler(securityHeadersFor({ isProduction: config.isProduction })),
  }).withTypeProvider<ZodTypeProvider>();

  // A schema without its own message still answers in the site's words.
  installSiteLanguageErrors();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before any plugin or route, so every encapsulated context inherits them (N4).
  registerErrorHandler(app);
  registerInputGuard(app);
  registerDatabase(app, db);
  registerAuth(app, {
    jwtSecret: config.jwtSecret,
    sessionState: (userId) => currentSessionState(db.db, userId),
  });
  registerSecurity(app, { isProduction: config.isProduction });
  await registerRateLimit(app, config);
  await registerSwagger(app);

  // Only when METRICS_TOKEN is set, so a site without metrics pays nothing per request.
  const metrics = config.metricsToken === undefined ? undefined : createMetrics(db);
  app.decorate('metrics', metrics);
  if (metrics !== undefined) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }

  // Feature route modules, each under /api. Add new ones here, one line each.
  await app.register(healthRoutes, { prefix: '/api', mailTransport: config.mailTransport });
  await app.register(accountsRoutes, {
    prefix: '/api',
    context: { jwtSecret: config.jwtSecret, publicUrl: config.publicUrl },
  });
  await app.register(myAccountRoutes, {
    prefix: '/api',
    context: { jwtSecret: config.jwtSecret, publicUrl: config.publicUrl, staffEmail: config.staffEmail },
  });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(crawlerRoutes);
  // Quote calls are limited per client (ADR 0092): the scope adds the limit to each quote route.
  await app.register(async (quotes) => {
    limitQuoteCalls(quotes, config.quoteRateLimitPerMinute);
    const quoteOptions = { prefix: '/api', staffEmail: config.staffEmail, jwtSecret: config.jwtSecret };
    await quotes.register(travelQuoteRoutes, quoteOptions);
    await quotes.register(lifeQuoteRoutes, quoteOptions);
  });

  const contactContext = {
    staffEmail: config.staffEmail,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    slotCapacity: config.bookingSlotCapacity,
  };
  await app.register(contactRoutes, { prefix: '/api', context: contactContext });
  await app.register(bookingRoutes, { prefix: '/api', context: contactContext });
  await app.register(accountCallsRoutes, { prefix: '/api', context: contactContext });
  await app.register(accountOverviewRoutes, { prefix: '/api', context: contactContext });
  await app.register(newsletterRoutes, { prefix: '/api', context: contactContext });
  await app.register(consentRoutes, { prefix: '/api', context: contactContext });
  await app.register(servicesInquiryRoutes, { prefix: '/api' });
  await app.register(leadFormRoutes, {
    prefix: '/api',
    staffEmail: config.staffEmail,
    partnerUrls: config.partnerUrls,
  });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(rateImportRoutes, { prefix: '/api' });
  await app.register(insurerRoutes, { prefix: '/api' });
  await app.register(mailAdminRoutes, { prefix: '/api' });
  await app.register(operationsRoutes, {
    prefix: '/api',
    backupEveryHours: config.backupEveryHours,
    retentionEveryHours: config.retentionEveryHours,
    mailTransport: config.mailTransport,
  });
  await app.register(metricsRoutes, { prefix: '/api', token: config.metricsToken, metrics });
  await app.register(staffInboxRoutes, { prefix: '/api' });
  // The extension premium prices the cited plan with travel-quote's use case (ADR 0113): given here,
  // since travel-quote already depends on policies.
  await app.register(policiesRoutes, {
    prefix: '/api',
    staffEmail: config.staffEmail,
    priceCitedPlanForDays,
  });
  await app.register(staffAccountsRoutes, {
    prefix: '/api',
    context: { jwtSecret: config.jwtSecret, publicUrl: config.publicUrl },
  });

  if (extraRoutes !== undefined) await extraRoutes(app);

  // Last: its catch-all GET must not shadow anything registered above.
  await app.register(webApp, { buildDir: config.webBuildDir, isProduction: config.isProduction });

  return app;
}

// Fastify accepts a hop count at run time but its types do not; a function says the same.
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

// Routes opt in with `config: { rateLimit: { max, timeWindow } }`. Counters live in Redis when
// REDIS_URL is set, so several API processes share them (N3); what a route does while Redis is
// down is its own choice (lib/rate-limit-store.ts, ADR 0063).
async function registerRateLimit(app: App, config: AppConfig): Promise<void> {
  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl);
  // Without a listener ioredis prints every failed reconnect; one warning per outage is enough.
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown) app.log.warn({ err: error }, 'Redis unreachable: rate limits use their fallback');
    redisDown = true;
  });
  redis?.on('ready', () => {
    redisDown = false;
  });
  if (redis !== undefined) app.addHook('onClose', () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis === undefined ? {} : { store: redisStoreWithFallback(redis), skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, { status: context.statusCode }),
  });
}

/**
 * The quote routes (`POST /api/quotations/...`, life and travel) answer 429 after `perMinute`
 * calls from one client in a minute. Undefined: no limit (QUOTE_RATE_LIMIT_PER_MINUTE=0, for the
 * benchmarks). Added to the routes as they register, so the features' route files stay as they are.
 */
function limitQuoteCalls(scope: App, perMinute: number | undefined): void {
  if (perMinute === undefined) return;
  const check = scope.createRateLimit({ max: perMinute, timeWindow: '1 minute' });
  const limit = async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, { status: 429 });
    }
  };
  scope.addHook('onRoute', (route) => {
    const isQuote = route.method === 'POST' && /^\/api\/quotations\/(?!email\/)/.test(route.url);
    if (isQuote) route.onRequest = [limit, ...[route.onRequest ?? []].flat()];
  });
}

function connectRedis(url: string): Redis {
  // Short timeouts: a slow Redis must not hold every rate-limited request (the plugin skips on error).
  // No offline queue: while disconnected a command fails at once and the route's fallback applies.
  return new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    enableOfflineQueue: false,
  });
}
