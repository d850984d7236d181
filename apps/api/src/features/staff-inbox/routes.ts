// The staff inbox under /api/admin/inbox (ADR 0091): advisors and admins (requireStaff).
// Thin handlers: validate with the shared schemas, call a use case, answer `{ message?, data }`.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { fileDownloadSchema } from '@brokerage/shared/admin/paged-list';
import {
  assignInboxSchema,
  changeInboxStatusSchema,
  inboxDetailSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxSummarySchema,
} from '@brokerage/shared/staff-inbox/inbox-schemas';
import { quoteActivitySchema } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import { adminErrorResponses, adminId, recordIdParams } from '../../lib/admin-request.ts';
import { assignLeads } from './assign-leads.ts';
import { LEAD_NOT_FOUND, changeLeadStatus } from './change-lead-status.ts';
import { EXPORT_MAX_ROWS, exportInbox } from './export-inbox.ts';
import { inboxSummary } from './inbox-dashboard.ts';
import { leadDetail } from './lead-detail.ts';
import { listInbox } from './list-inbox.ts';
import { quoteActivity } from './quote-activity.ts';

const idParams = recordIdParams(LEAD_NOT_FOUND);

export const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff inbox'];

  app.get(
    '/admin/inbox',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One page of the inbox: every lead, searched, filtered and sorted (staff)',
        querystring: inboxQuerySchema(),
        response: { 200: apiResponseSchema(inboxPageSchema()), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await listInbox(app.db, request.query, adminId(request.user)) }),
  );

  app.get(
    '/admin/inbox/export',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: `The current inbox view as an Excel file (audited, streamed; its first ${EXPORT_MAX_ROWS.toLocaleString('en-CA')} leads at most, as the message then says)`,
        querystring: inboxQuerySchema(),
        response: { 200: apiResponseSchema(fileDownloadSchema), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      // The answer (the 200 schema's shape) is written as it is produced, not serialised: a stream.
      const { body } = await exportInbox(app.db, request.query, adminId(request.user));
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/admin/inbox/summary',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Inbox counts: by status and type, overdue, due soon, new today',
        response: { 200: apiResponseSchema(inboxSummarySchema()), ...adminErrorResponses },
      },
    },
    async () => ({ data: await inboxSummary(app.db) }),
  );

  app.get(
    '/admin/inbox/activity',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Quotes per product per day (last 30 days) and quote-to-application conversion',
        response: { 200: apiResponseSchema(quoteActivitySchema), ...adminErrorResponses },
      },
    },
    async () => ({ data: await quoteActivity(app.db) }),
  );

  app.post(
    '/admin/inbox/assign',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Assign leads to a staff member, to me, or to nobody (null)',
        body: assignInboxSchema(),
        response: {
          200: apiResponseSchema(z.object({ assigned: z.number().int() })),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => {
      const { message, assigned } = await assignLeads(app.db, request.body, adminId(request.user));
      return { message, data: { assigned } };
    },
  );

  app.get(
    '/admin/inbox/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "One lead: fields, timeline, mails sent, the same person's other leads",
        params: idParams,
        response: { 200: apiResponseSchema(inboxDetailSchema()), ...adminErrorResponses },
      },
    },
    async (request) => ({ data: await leadDetail(app.db, request.params.id) }),
  );

  app.post(
    '/admin/inbox/:id/status',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "Change a lead's status and/or add a note (audited; applications mail the customer)",
        params: idParams,
        body: changeInboxStatusSchema(),
        response: { 200: apiResponseSchema(z.object({})), ...adminErrorResponses },
      },
    },
    async (request) => {
      const { message } = await changeLeadStatus(
        app.db,
        request.params.id,
        request.body,
        adminId(request.user),
      );
      return { message, data: {} };
    },
  );
};
