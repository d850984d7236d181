// Services inquiries under /api/contact (platform spec section 7), admin only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { fileDownloadSchema, pageParamsSchema, pagedListSchema } from '@brokerage/shared/admin/paged-list';
import { serviceInquiryRecordSchema } from '@brokerage/shared/contact/contact-schemas';
import { adminErrorResponses, adminId } from '../../lib/admin-request.ts';
import {
  exportHomeAndAutoInquiries,
  HOME_AND_AUTO_DOWNLOADED,
  listServiceInquiries,
} from './manage-service-inquiries.ts';

export const servicesInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['services inquiries'];

  app.get(
    '/contact/services/list/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Services inquiries (leads), newest first (admin)',
        params: pageParamsSchema,
        response: {
          200: apiResponseSchema(pagedListSchema(serviceInquiryRecordSchema())),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listServiceInquiries(app.db, request.params.page) }),
  );

  app.get(
    '/contact/home-and-auto/download',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Excel file of home and auto inquiries (admin, audited)',
        response: { 200: apiResponseSchema(fileDownloadSchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      message: HOME_AND_AUTO_DOWNLOADED,
      data: await exportHomeAndAutoInquiries(app.db, adminId(request.user)),
    }),
  );
};
