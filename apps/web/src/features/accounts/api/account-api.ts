// The account calls (platform spec section 7).

import type { SessionData, SignInBody, SignUpBody } from '@brokerage/shared/accounts/account-schemas';
import { apiClient, type ApiResponse } from '#src/lib/api-client.ts';

// Sign-up and sign-in show their own failures inline as well as in the toast; no Authorization
// header and no refresh on their 401. The client reads the answers' schemas only where it checks
// answers (ADR 0134), and loads them then: the account forms' first load carries no zod (ADR 0146).
const schemas = () => import('@brokerage/shared/accounts/account-schemas');
const noAuth = { skipAuth: true } as const;
const session = { ...noAuth, data: async () => (await schemas()).sessionContract.data };
const noAuthMessage = { ...noAuth, data: async () => (await schemas()).accountMessageContract.data };

// The same answer for a new and a registered address: no session, the person signs in next.
export const signUp = (body: SignUpBody) => apiClient.post('users/signup', body, noAuthMessage);

export const signIn = (body: SignInBody): Promise<ApiResponse<SessionData>> =>
  apiClient.post('users/login', body, session);

/** Right after sign-up: a refusal (the address already had an account) shows no toast. */
export const signInAfterSignUp = (body: SignInBody): Promise<ApiResponse<SessionData>> =>
  apiClient.post('users/login', body, { ...session, silent: true });

export const forgotPassword = (email: string) =>
  apiClient.post('users/forgot-password', { email }, noAuthMessage);

export const resetPassword = (body: { email: string; token: string; password: string }) =>
  apiClient.post('users/reset-password', body, noAuthMessage);

export const acceptInvite = (body: { email: string; token: string; password: string }) =>
  apiClient.post('users/accept-invite', body, noAuthMessage);

export const verifyEmail = (body: { email: string; token: string }) =>
  apiClient.post('users/verify-email', body, noAuthMessage);
