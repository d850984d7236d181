import type { LeadForm } from '@brokerage/shared/lead/lead-forms';
import { leadContract, type LeadRequest } from '@brokerage/shared/lead/lead-schemas';
import { apiClient } from '#src/lib/api-client.ts';

/** POST contact/<name> (product-flows section 7): the partner forms answer a link, the others an id. */
export function sendLead(form: LeadForm, body: LeadRequest) {
  return apiClient.post<string | { recordId: string }>(`contact/${form.apiName}`, body, {
    data: () => leadContract(form).data,
  });
}
