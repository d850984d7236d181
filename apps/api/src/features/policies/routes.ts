// Policies, documents and after-sale requests. Staff (requireStaff) under /api/admin/...: policies
// of an application lead, create, status, upload, download, reply to a request. The customer
// (requireUser) under /api/account/...: their policies, documents, requests and reminders; another
// customer's ids answer 404. Downloads stream with Cache-Control: no-store (never kept by a
// browser or proxy).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOADED_MESSAGE,
  POLICY_CREATED_MESSAGE,
  REQUEST_SENT_MESSAGE,
  accountPoliciesSchema,
  afterSaleReplySchema,
  afterSaleRequestRowSchema,
  afterSaleRequestSchema,
  changePolicyStatusSchema,
  createPolicySchema,
  extensionPremiumQuerySchema,
  extensionPremiumSchema,
  policyDocumentSchema,
  policySchema,
  stopRemindersSchema,
  uploadDocumentSchema,
} from '@brokerage/shared/policies/policy-schemas';
import { adminErrorResponses, adminId } from '../../lib/admin-request.ts';
import {
  myAfterSaleRequests,
  myExtensionPremium,
  replyToAfterSaleRequest,
  sendAfterSaleRequest,
} from './after-sale-requests.ts';
import type { PriceCitedPlanForDays } from './after-sale-requests.ts';
import { changePolicyStatus, createPolicy, policiesOfLead } from './create-policy.ts';
import { myDocument, staffDocument, uploadDocument } from './documents.ts';
import type { DocumentDownload } from './documents.ts';
import { myPolicies, stopMyReminders } from './my-policies.ts';

// Base64 adds a third, plus the JSON around it.
const UPLOAD_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024;
// Any id reaches the use case: one that is not the caller's is a 404, never a 400.
const anyId = z.object({ id: z.string().max(100) });
const userId = (request: FastifyRequest): string => request.user?.id ?? '';
const accountErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

function sendDocument(reply: FastifyReply, file: DocumentDownload) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.sizeBytes))
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .header('Pragma', 'no-cache')
    .send(file.body);
}

export const policiesRoutes: FastifyPluginAsyncZod<{
  staffEmail: string;
  /** travel-quote's pricing of a cited plan (ADR 0113), handed in by app.ts. */
  priceCitedPlanForDays: PriceCitedPlanForDays;
}> = async (app, options) => {
  const tags = ['policies'];
  const security = [{ bearerAuth: [] }];
  const uuidLike = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

  app.get(
    '/admin/inbox/:id/policies',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "An application lead's policies and documents (the application's PDF copy first)",
        params: z.object({ id: z.uuid('This application does not exist') }),
        response: {
          200: apiResponseSchema(
            z.object({
              policies: z.array(policySchema),
              applicationDocuments: z.array(policyDocumentSchema),
            }),
          ),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({ data: await policiesOfLead(app.db, request.params.id) }),
  );

  app.post(
    '/admin/policies',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Create a policy from an application lead (audited; mails the customer)',
        body: createPolicySchema,
        response: { 200: apiResponseSchema(policySchema), 409: apiErrorSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({
      message: POLICY_CREATED_MESSAGE,
      data: await createPolicy(app.db, request.body, adminId(request.user)),
    }),
  );

  app.post(
    '/admin/policies/:id/status',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Set a policy Active, Ended or Cancelled (audited)',
        params: z.object({ id: z.uuid('This policy does not exist') }),
        body: changePolicyStatusSchema,
        response: { 200: apiResponseSchema(policySchema), ...adminErrorResponses },
      },
    },
    async (request) => ({
      data: await changePolicyStatus(app.db, request.params.id, request.body.status, adminId(request.user)),
    }),
  );

  app.post(
    '/admin/documents',
    {
      onRequest: app.requireStaff,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload a PDF, JPEG or PNG (at most 10 MB) to a policy or an application (audited)',
        body: uploadDocumentSchema,
        response: {
          200: apiResponseSchema(policyDocumentSchema),
          413: apiErrorSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({
      message: DOCUMENT_UPLOADED_MESSAGE,
      data: await uploadDocument(app.db, request.body, adminId(request.user)),
    }),
  );

  app.get(
    '/admin/documents/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Download a document (streamed, not cached)',
        params: z.object({ id: z.uuid('This document does not exist') }),
        response: adminErrorResponses,
      },
    },
    async (request, reply) => sendDocument(reply, await staffDocument(app.db, request.params.id)),
  );

  app.post(
    '/admin/after-sale/:id/reply',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "Reply to an after-sale request's customer (timeline and mail, audited)",
        params: z.object({ id: z.uuid('This request does not exist') }),
        body: afterSaleReplySchema,
        response: { 200: apiResponseSchema(z.null()), ...adminErrorResponses },
      },
    },
    async (request) => ({
      ...(await replyToAfterSaleRequest(app.db, request.params.id, request.body.note, adminId(request.user))),
      data: null,
    }),
  );

  app.get(
    '/account/policies',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My policies with their documents and reminders, and my application copies',
        response: { 200: apiResponseSchema(accountPoliciesSchema), 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await myPolicies(app.db, userId(request)) }),
  );

  app.get(
    '/account/documents/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Download one of my documents (streamed, not cached)',
        params: anyId,
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      return sendDocument(
        reply,
        await myDocument(app.db, userId(request), uuidLike(id) ? id : '00000000-0000-0000-0000-000000000000'),
      );
    },
  );

  app.put(
    '/account/policies/:id/reminders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Stop (or restart) a policy's reminders",
        params: anyId,
        body: stopRemindersSchema,
        response: { 200: apiResponseSchema(policySchema), ...accountErrors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const policy = await stopMyReminders(
        app.db,
        userId(request),
        uuidLike(id) ? id : '00000000-0000-0000-0000-000000000000',
        request.body.stopped,
      );
      return {
        message: request.body.stopped
          ? 'Reminders stopped for this policy'
          : 'Reminders back on for this policy',
        data: policy,
      };
    },
  );

  app.get(
    '/account/after-sale-requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My after-sale requests with their status and replies',
        response: { 200: apiResponseSchema(z.array(afterSaleRequestRowSchema)), 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await myAfterSaleRequests(app.db, userId(request)) }),
  );

  app.get(
    '/account/policies/:id/extension-premium',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The premium of extending one of my travel policies to a new end date (ADR 0113)',
        params: anyId,
        querystring: extensionPremiumQuerySchema,
        response: { 200: apiResponseSchema(extensionPremiumSchema), ...accountErrors },
      },
    },
    async (request) => {
      const id = request.params.id;
      return {
        data: await myExtensionPremium(
          app.db,
          userId(request),
          uuidLike(id) ? id : '00000000-0000-0000-0000-000000000000',
          request.query.newEndDate,
          { priceCitedPlanForDays: options.priceCitedPlanForDays },
        ),
      };
    },
  );

  app.post(
    '/account/policies/:id/requests',
    {
      onRequest: app.requireUser,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send an after-sale request on one of my policies (a lead of the staff inbox)',
        params: anyId,
        body: afterSaleRequestSchema,
        response: {
          200: apiResponseSchema(afterSaleRequestRowSchema),
          413: apiErrorSchema,
          ...accountErrors,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      return {
        message: REQUEST_SENT_MESSAGE,
        data: await sendAfterSaleRequest(
          app.db,
          userId(request),
          uuidLike(id) ? id : '00000000-0000-0000-0000-000000000000',
          request.body,
          { staffEmail: options.staffEmail, priceCitedPlanForDays: options.priceCitedPlanForDays },
        ),
      };
    },
  );
};
