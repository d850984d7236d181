// The life calls besides the quote itself (lib/quote-api.ts serves every product's quotes).

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeApplicationInput } from '@brokerage/shared/life-quote/life-quote-schemas';
import { apiClient } from '#src/lib/api-client.ts';

export async function emailLifeQuotes(
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  email: string,
): Promise<string> {
  const answer = await apiClient.post(`quotations/email/${product}`, { ...request, email });
  return answer.message ?? '';
}

export async function submitLifeApplication(body: LifeApplicationInput): Promise<string> {
  const answer = await apiClient.post('contact/application/life', body);
  return answer.message ?? '';
}
