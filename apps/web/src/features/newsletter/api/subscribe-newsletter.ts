import { apiClient, type ApiResponse } from '#src/lib/api-client.ts';

/** POST newsletters/<e-mail> (platform spec section 7); the answer's message is shown to the visitor. */
export function subscribeNewsletter(email: string): Promise<ApiResponse<unknown>> {
  return apiClient.post<unknown>(`newsletters/${encodeURIComponent(email)}`);
}
