import { contactRequestContract } from '@brokerage/shared/contact/contact-schemas';
import type { ContactRequestInput } from '@brokerage/shared/contact/contact-schemas';
import { apiClient } from '#src/lib/api-client.ts';

/** POST contact/ (platform spec section 7). */
export function sendContactRequest(body: ContactRequestInput) {
  return apiClient.post('contact', body, { data: () => contactRequestContract.data });
}
