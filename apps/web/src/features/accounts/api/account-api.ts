// The account calls (platform spec section 7).

import type {
  SessionData,
  SignInBody,
  SignUpBody,
  TokenPair,
  UserDetails,
} from '@brokerage/shared/accounts/account-schemas';
import { apiClient, type ApiResponse } from '#src/lib/api-client.ts';

// Sign-up and sign-in show their own failures inline as well as in the toast; no Authorization
// header and no refresh on their 401.
const noAuth = { skipAuth: true } as const;

export const signUp = (body: SignUpBody): Promise<ApiResponse<SessionData>> =>
  apiClient.post<SessionData>('users/signup', body, noAuth);

export const signIn = (body: SignInBody): Promise<ApiResponse<SessionData>> =>
  apiClient.post<SessionData>('users/login', body, noAuth);

export const forgotPassword = (email: string) =>
  apiClient.post<undefined>('users/forgot-password', { email }, noAuth);

export const resetPassword = (body: { email: string; token: string; password: string }) =>
  apiClient.post<undefined>('users/reset-password', body, noAuth);

export const verifyEmail = (body: { email: string; token: string }) =>
  apiClient.post<undefined>('users/verify-email', body, noAuth);

export const resendEmail = () => apiClient.post<undefined>('users/resend-email');

export const fetchUserDetails = () => apiClient.get<UserDetails>('users/details');

/** The refresh call itself: no Authorization header, no refresh on failure, no toast, no overlay. */
export const refreshTokenPair = (refreshToken: string) =>
  apiClient.get<TokenPair>(`users/refreshToken/${encodeURIComponent(refreshToken)}`, {
    skipAuth: true,
    silent: true,
    trackLoading: false,
  });

export const revokeRefreshToken = (refreshToken: string | null) =>
  apiClient.post<undefined>('users/logout', refreshToken ? { refreshToken } : {}, {
    skipAuth: true,
    silent: true,
    trackLoading: false,
  });
