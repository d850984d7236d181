// Insurers as data (ADR 0097): the public list the About page reads, and the admin's list, add and
// change (edit, retire, bring back). Admin calls are checked against the database (requireAdmin).

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
import { addInsurer, changeInsurer, listInsurers, listPublicInsurers } from './manage-insurers.ts';

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
    async () => ({ data: await listPublicInsurers(app.db) }),
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
