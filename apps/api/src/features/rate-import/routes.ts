// Rate tables in the admin area (N8): GET /api/admin/rates and the two imports, admin only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  RATE_SHEET_MAX_BYTES,
  lifeRateImportSchema,
  rateImportResultSchema,
  rateTableStatusSchema,
  rateVersionSchema,
  travelRateImportSchema,
  travelRatePreviewSchema,
  travelRateStagedSchema,
  travelRateVersionSchema,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { adminErrorResponses, adminId } from '../../lib/admin-request.ts';
import { listTravelVersions, previewTravelVersion } from '../travel-quote/import-travel-rate-sheets.ts';
import { activateTravelVersion, importLifeRates, importTravelRates, listRateTables } from './import-rates.ts';

// Base64 adds a third; travel may send six files.
const BODY_LIMIT = RATE_SHEET_MAX_BYTES * 2;

export const rateImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const importResponses = {
    200: apiResponseSchema(rateImportResultSchema),
    409: apiErrorSchema,
    413: apiErrorSchema,
    ...adminErrorResponses,
  };

  app.get(
    '/admin/rates',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'The active life and travel rate tables with their versions (N8)',
        response: { 200: apiResponseSchema(z.array(rateTableStatusSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await listRateTables(app.db) }),
  );

  app.post(
    '/admin/rates/life',
    {
      onRequest: app.requireAdmin,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: "Import a life product's rate sheet (CSV or XLSX) as its active table (N8)",
        body: lifeRateImportSchema,
        response: importResponses,
      },
    },
    async (request) => {
      const count = await importLifeRates(app.db, adminId(request.user), request.body);
      return {
        message: `${count} rate rows of version ${request.body.version} are now the ${request.body.product} rates`,
        data: { tables: await listRateTables(app.db), count },
      };
    },
  );

  app.post(
    '/admin/rates/travel',
    {
      onRequest: app.requireAdmin,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Import the six travel rate tables (CSV files or one XLSX workbook), all insurers' or one's; stored inactive with a preview (N8, N9, ADR 0097)",
        body: travelRateImportSchema,
        response: {
          200: apiResponseSchema(travelRateStagedSchema),
          409: apiErrorSchema,
          413: apiErrorSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request) => {
      const staged = await importTravelRates(app.db, adminId(request.user), request.body);
      return {
        message: `${staged.count} travel ${staged.count === 1 ? 'plan' : 'plans'} of version ${request.body.version} loaded: check the changes, then make them active`,
        data: staged,
      };
    },
  );

  const versionParams = z.object({ version: rateVersionSchema });

  app.get(
    '/admin/rates/travel/versions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Every travel rate version, newest first (ADR 0097)',
        response: { 200: apiResponseSchema(z.array(travelRateVersionSchema)), ...adminErrorResponses },
      },
    },
    async () => ({ data: await listTravelVersions(app.db) }),
  );

  app.get(
    '/admin/rates/travel/versions/:version/preview',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'What making a travel version active would change (ADR 0097)',
        params: versionParams,
        response: { 200: apiResponseSchema(travelRatePreviewSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await previewTravelVersion(app.db, request.params.version) }),
  );

  app.post(
    '/admin/rates/travel/versions/:version/activate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Make a travel version the active rates: a staged import or an earlier version (ADR 0097)',
        params: versionParams,
        response: { 200: apiResponseSchema(z.array(rateTableStatusSchema)), ...adminErrorResponses },
      },
    },
    async (request) => {
      await activateTravelVersion(app.db, adminId(request.user), request.params.version);
      return {
        message: `Version ${request.params.version} is now the travel rates`,
        data: await listRateTables(app.db),
      };
    },
  );
};
