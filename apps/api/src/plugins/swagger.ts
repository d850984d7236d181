// OpenAPI document generated from the routes' zod schemas, with Swagger UI at /api/docs
// (JSON at /api/docs/json).

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Brokerage API',
        description: 'Answers are `{ message?, data? }`; errors are `{ message, code, fieldErrors? }` (N4).',
        version: '1.0.0',
      },
      // Routes behind requireUser / requireAdmin declare `security: [{ bearerAuth: [] }]`.
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      // No absolute server URL: "Try it out" calls the origin the page came from (connect-src 'self').
    },
    transform: jsonSchemaTransform,
  });

  // No CSP of its own (staticCSP): @fastify/swagger-ui 6 loads only external scripts (its
  // static/csp.json lists no inline hashes), and the inline styles and data: icons of Swagger UI
  // are allowed by the site policy (security.ts); checked in Chromium with no violation. The
  // validator badge is off so no third-party image is requested.
  // The document and its UI are public (route access, plugins/auth.ts); the plugin's routes take
  // no options of ours, so this context marks each one as it is added.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  });
}
