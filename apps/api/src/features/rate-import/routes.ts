// Rate tables in the admin area (N8): GET /api/admin/rates, the two imports (staged, answered with
// a preview) and each catalogue's versions to preview and make active (ADRs 0097, 0116); admin only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  RATE_SHEET_MAX_BYTES,
  lifeRateImportSchema,
  rateCatalogueSchema,
  ratePreviewSchema,
  rateStagedSchema,
  rateTableStatusSchema,
  rateVersionEntrySchema,
  rateVersionSchema,
  travelRateImportSchema,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { adminErrorResponses, adminId } from '../../lib/admin-request.ts';
import { activateRateVersion, importLifeRates, importTravelRates, listRateTables } from './import-rates.ts';
import { ratesOf } from './rate-catalogues.ts';

// Base64 adds a third; travel may send six files.
const BODY_LIMIT = RATE_SHEET_MAX_BYTES * 2;

export const rateImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const importResponses = {
    200: apiResponseSchema(rateStagedSchema),
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
        summary:
          "Import a life product's rate sheet (CSV or XLSX), all insurers' or one's; stored inactive with a preview (N8, ADR 0116)",
        body: lifeRateImportSchema,
        response: importResponses,
      },
    },
    async (request) => {
      const staged = await importLifeRates(app.db, adminId(request.user), request.body);
      return {
        message: `${staged.count} rate rows of version ${request.body.version} of the ${request.body.product} rates loaded: check the changes, then make them active`,
        data: staged,
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
        response: importResponses,
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

  const catalogueParams = z.object({ catalogue: rateCatalogueSchema });
  const versionParams = catalogueParams.extend({ version: rateVersionSchema });

  app.get(
    '/admin/rates/:catalogue/versions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Every version of the travel rates or of a life product's rates, newest first (ADRs 0097, 0116)",
        params: catalogueParams,
        response: { 200: apiResponseSchema(z.array(rateVersionEntrySchema)), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await ratesOf(request.params.catalogue).versions(app.db) }),
  );

  app.get(
    '/admin/rates/:catalogue/versions/:version/preview',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'What making a version active would change (ADRs 0097, 0116)',
        params: versionParams,
        response: { 200: apiResponseSchema(ratePreviewSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await ratesOf(request.params.catalogue).preview(app.db, request.params.version),
    }),
  );

  app.post(
    '/admin/rates/:catalogue/versions/:version/activate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Make a version the active rates: a staged import or an earlier version (ADRs 0097, 0116)',
        params: versionParams,
        response: { 200: apiResponseSchema(z.array(rateTableStatusSchema)), ...adminErrorResponses },
      },
    },
    async (request) => {
      const { catalogue, version } = request.params;
      await activateRateVersion(app.db, adminId(request.user), catalogue, version);
      return {
        message: `Version ${version} is now the ${catalogue} rates`,
        data: await listRateTables(app.db),
      };
    },
  );
};
