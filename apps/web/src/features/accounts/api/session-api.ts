// The calls a page's first load makes to restore a session, and the verification banner's resend (platform spec section 7). Kept apart
// from account-api.ts and without the shared answer contracts: those are zod schemas, and zod stays
// out of the first load. The API declares the same contracts for these routes, so
// its answers are still checked where they are made.

import type { TokenPair, UserDetails } from '@brokerage/shared/accounts/account-schemas';
import { apiClient } from '#src/lib/api-client.ts';

export const fetchUserDetails = () => apiClient.get<UserDetails>('users/details');

/** The refresh call itself: no Authorization header, no refresh on failure, no toast, no overlay. */
export const refreshTokenPair = (refreshToken: string) =>
  apiClient.get<TokenPair>(`users/refreshToken/${encodeURIComponent(refreshToken)}`, {
    skipAuth: true,
    silent: true,
    trackLoading: false,
  });

export const revokeRefreshToken = (refreshToken: string | null) =>
  apiClient.post('users/logout', refreshToken ? { refreshToken } : {}, {
    skipAuth: true,
    silent: true,
    trackLoading: false,
  });

/** The verification banner's 'Resend' (on every page while the e-mail is unconfirmed). */
export const resendEmail = () => apiClient.post<undefined>('users/resend-email');
