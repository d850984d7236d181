import { apiClient } from '#src/lib/api-client.ts';

/** POST newsletters/unsubscribe {email, token}: the one-click link of every newsletter mail (N23). */
export function unsubscribeNewsletter(email: string, token: string) {
  return apiClient.post<undefined>('newsletters/unsubscribe', { email, token }, { silent: true });
}
