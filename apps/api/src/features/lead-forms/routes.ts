// The 14 lead forms' calls, `POST /api/contact/<name>` (product-flows section 7; disability per N13).
// Each body is checked by the shared lead schema of its form, which also refuses another product.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { LEAD_FORMS } from '@brokerage/shared/lead/lead-forms';
import { leadContract, leadRequestSchema } from '@brokerage/shared/lead/lead-schemas';
import type { AppConfig } from '../../config/env.ts';
import { CONTACT_RATE_LIMIT } from '../contact/routes.ts';
import type { LeadContext } from './submit-lead.ts';
import { submitLead } from './submit-lead.ts';

export interface LeadFormRoutesOptions {
  staffEmail: string;
  partnerUrls: AppConfig['partnerUrls'];
}

export const leadFormRoutes: FastifyPluginAsyncZod<LeadFormRoutesOptions> = async (app, options) => {
  const ctx: LeadContext = {
    db: app.db,
    staffEmail: options.staffEmail,
    partnerUrls: {
      'home-and-tenant': options.partnerUrls.homeAndTenant,
      banking: options.partnerUrls.banking,
    },
  };

  for (const form of LEAD_FORMS) {
    // Home and tenant, and banking, answer the partner link the page opens in a new tab; the web
    // client checks the same contract.
    const { data } = leadContract(form);
    app.post(
      `/contact/${form.apiName}`,
      {
        // The contact dialog's limit: one visitor cannot flood staff with leads.
        config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
        schema: {
          tags: ['lead forms'],
          summary: `Send a ${form.productName} lead${form.partner ? '; answers the partner link' : ''}`,
          description: `The lead form at ${form.path}; \`products\` must be [${form.product}].`,
          body: leadRequestSchema(form),
          response: { 200: apiResponseSchema(data), 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        // Sent while signed in: the lead belongs to the account.
        const user = await app.optionalUser(request);
        const lead = await submitLead(ctx, form, request.body, user === undefined ? {} : { userId: user.id });
        return { message: lead.message, data: lead.partnerUrl ?? { recordId: lead.recordId } };
      },
    );
  }
};
