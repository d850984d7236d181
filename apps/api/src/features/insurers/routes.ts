// Insurers as data (ADR 0097): the public list home, the About page and the policy form read, each
// logo at a cacheable URL (ADR 0117), and the admin's list, add and change (edit, retire, bring
// back). Admin calls are checked against the database (requireAdmin).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  insurerCodeSchema,
  insurerRecordSchema,
  insurerUpdateSchema,
  newInsurerSchema,
  publicInsurerSchema,
} from '@brokerage/shared/insurers/insurer-schemas';
import { adminErrorResponses, adminId } from '../../lib/admin-request.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  addInsurer,
  changeInsurer,
  insurerLogo,
  listInsurers,
  listPublicInsurers,
} from './manage-insurers.ts';

// Public content, the same for everyone: browsers and proxies may keep it a minute, so an insurer
// staff add shows within a minute without a deploy. (API answers are otherwise no-store.)
const PUBLIC_LIST_CACHE = 'public, max-age=60';
// A logo's URL carries its version: a new image is a new URL.
const LOGO_CACHE = 'public, max-age=31536000, immutable';

export const insurerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insurers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The insurers the brokerage works with now (N7, N26)',
        response: { 200: apiResponseSchema(z.array(publicInsurerSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_LIST_CACHE);
      return { data: [...(await listPublicInsurers(app.db))] };
    },
  );

  app.get(
    '/insurers/:code/logo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "An insurer's logo image (PNG, JPEG or WebP), cacheable for good under its versioned URL",
        params: z.object({ code: insurerCodeSchema }),
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const image = await insurerLogo(app.db, request.params.code);
      if (image === null) throw notFound('This insurer has no logo');
      return reply
        .header('cache-control', LOGO_CACHE)
        .header('content-security-policy', "default-src 'none'")
        .type(image.contentType)
        .send(image.bytes);
    },
  );

  app.get(
    '/admin/insurers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every insurer, retired ones included (admin)',
        response: { 200: apiResponseSchema(z.array(insurerRecordSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await listInsurers(app.db) }),
  );

  app.post(
    '/admin/insurers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add an insurer (admin)',
        body: newInsurerSchema,
        response: {
          200: apiResponseSchema(insurerRecordSchema),
          409: apiErrorSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request) => {
      const record = await addInsurer(app.db, adminId(request.user), request.body);
      return { message: `${record.name} was added`, data: record };
    },
  );

  app.put(
    '/admin/insurers/:code',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Change, retire or bring back an insurer (admin)',
        params: z.object({ code: insurerCodeSchema }),
        body: insurerUpdateSchema,
        response: { 200: apiResponseSchema(insurerRecordSchema), ...adminErrorResponses },
      },
    },
    async (request) => {
      const record = await changeInsurer(app.db, adminId(request.user), request.params.code, request.body);
      return { message: `${record.name} was saved`, data: record };
    },
  );
};
