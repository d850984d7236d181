// A lead form's request (product-flows sections 3 to 5 and 7): stored as a services inquiry with
// its product, acknowledged to the customer and notified to staff (createServiceInquiry). Home and
// tenant, and banking, answer with their partner's link.

import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import type { LeadForm } from '@brokerage/shared/lead/lead-forms';
import type { LeadRequest } from '@brokerage/shared/lead/lead-schemas';
import type { Db } from '../../db/client.ts';
import { createServiceInquiry } from '../services-inquiry/create-service-inquiry.ts';

export interface LeadContext {
  db: Db;
  /** Where staff notifications go (STAFF_EMAIL). */
  staffEmail: string;
  /** Partner link by form `apiName` (HOME_TENANT_PARTNER_URL, BANKING_PARTNER_URL). */
  partnerUrls: Readonly<Record<string, string>>;
}

export interface SubmittedLead {
  message: string;
  recordId: string;
  /** Set for the partner forms: the link the page opens in a new tab. */
  partnerUrl: string | undefined;
}

export async function submitLead(
  ctx: LeadContext,
  form: LeadForm,
  lead: LeadRequest,
  sender: { userId?: string } = {},
): Promise<SubmittedLead> {
  const partnerUrl = form.partner ? ctx.partnerUrls[form.apiName] : undefined;
  if (form.partner && partnerUrl === undefined) throw new Error(`no partner link for ${form.apiName}`);
  const { recordId } = await createServiceInquiry(
    ctx.db,
    {
      product: form.product,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      mobile: lead.mobile,
      message: lead.message ?? '',
      details: [
        { key: 'Form', value: form.path },
        ...(lead.applyFor === undefined ? [] : [{ key: 'Applying for', value: lead.applyFor }]),
        ...(partnerUrl === undefined ? [] : [{ key: 'Sent to partner', value: partnerUrl }]),
      ],
      ...sender,
    },
    { staffEmail: ctx.staffEmail },
  );
  return { message: CONTACT_THANK_YOU, recordId, partnerUrl };
}
