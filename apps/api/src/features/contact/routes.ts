// Contact calls under /api/contact (platform spec section 7). Every admin call is guarded by
// requireAdmin on the server.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { pageParamsSchema, pagedListSchema } from '@brokerage/shared/admin/paged-list';
import {
  additionalInfoSchema,
  contactRecordSchema,
  contactRequestSchema,
  statusUpdateSchema,
} from '@brokerage/shared/contact/contact-schemas';
import { adminErrorResponses, adminId, recordIdParams } from '../../lib/admin-request.ts';
import type { ContactContext } from './contact-context.ts';
import { createContactRequest } from './create-contact-request.ts';
import {
  CONTACT_NOT_FOUND,
  CONTACT_UPDATED,
  getAdditionalInfo,
  listContacts,
  updateContact,
} from './manage-contacts.ts';

/**
 * Counted after validation (preHandler): a submission refused for its answers uses none of the
 * allowance, so correcting a form, or an office behind one address, is not locked out.
 */
export const CONTACT_RATE_LIMIT = { max: 20, timeWindow: '15 minutes', hook: 'preHandler' } as const;

const recordIdParamsSchema = recordIdParams(CONTACT_NOT_FOUND);
const adminErrors = adminErrorResponses;

export const contactRoutes: FastifyPluginAsyncZod<{ context: Omit<ContactContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: ContactContext = { ...options.context, db: app.db };
  const tags = ['contact'];

  for (const url of ['/contact', '/contact/']) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Send a contact request',
          hide: url.endsWith('/'),
          body: contactRequestSchema(),
          response: {
            200: apiResponseSchema(z.object({ recordId: z.string() })),
            400: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const user = await app.optionalUser(request);
        const { message, recordId } = await createContactRequest(ctx, request.body, {
          // Sent while signed in: the request belongs to the account.
          ...(user === undefined ? {} : { userId: user.id }),
          signedIn: user !== undefined,
          ...(request.headers['user-agent'] === undefined
            ? {}
            : { userAgent: request.headers['user-agent'] }),
        });
        return { message, data: { recordId } };
      },
    );
  }

  app.get(
    '/contact/list/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Contact requests, newest first (admin)',
        params: pageParamsSchema,
        response: { 200: apiResponseSchema(pagedListSchema(contactRecordSchema())), ...adminErrors },
      },
    },
    async (request) => ({ data: await listContacts(app.db, request.params.page) }),
  );

  app.put(
    '/contact/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Change the status of a contact request with a note (admin)',
        params: recordIdParamsSchema,
        body: statusUpdateSchema(),
        response: { 200: apiResponseSchema(contactRecordSchema()), ...adminErrors },
      },
    },
    async (request) => {
      const record = await updateContact(app.db, adminId(request.user), request.params.id, request.body);
      return { message: CONTACT_UPDATED, data: record };
    },
  );

  app.get(
    '/contact/additional-info/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Additional details of a contact request (admin)',
        params: recordIdParamsSchema,
        response: { 200: apiResponseSchema(additionalInfoSchema()), ...adminErrors },
      },
    },
    async (request) => ({ data: await getAdditionalInfo(app.db, request.params.id) }),
  );
};
