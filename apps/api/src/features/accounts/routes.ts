// The account calls under /api/users (platform spec section 7; N16). Thin: each handler calls
// one use case. Login and forgot-password are limited per IP and per account (429).

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import {
  forgotPasswordSchema,
  logoutSchema,
  resetPasswordSchema,
  sessionContract,
  signInSchema,
  signUpSchema,
  tokenPairContract,
  userDetailsContract,
  verifyEmailSchema,
} from '@brokerage/shared/accounts/account-schemas';
import type { App } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { keepLimitWhenRedisDown } from '../../lib/rate-limit-store.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { RATE_LIMITED_MESSAGE } from '../../plugins/error-handler.ts';
import type { AccountsContext } from './accounts-context.ts';
import { resendVerificationEmail, verifyEmail } from './email-verification.ts';
import { getUserDetails } from './get-user-details.ts';
import { logOut, refreshSession } from './issue-session.ts';
import { logIn } from './log-in.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { signUp } from './sign-up.ts';
import { acceptStaffInvite } from './staff-members.ts';

// Sign-in, password reset and the e-mailed token links keep limiting in this process while Redis
// is down (ADR 0063); the others let requests through then.
export const RATE_LIMITS = {
  loginPerIp: keepLimitWhenRedisDown({ max: 50, timeWindow: '15 minutes' }),
  loginPerAccount: keepLimitWhenRedisDown({ max: 8, timeWindow: '15 minutes' }),
  forgotPerIp: keepLimitWhenRedisDown({ max: 20, timeWindow: '15 minutes' }),
  forgotPerAccount: keepLimitWhenRedisDown({ max: 3, timeWindow: '15 minutes' }),
  signUpPerIp: { max: 30, timeWindow: '15 minutes' },
  tokenLinkPerIp: keepLimitWhenRedisDown({ max: 30, timeWindow: '15 minutes' }),
  refreshPerIp: { max: 120, timeWindow: '15 minutes' },
  resendPerAccount: { max: 3, timeWindow: '15 minutes' },
} as const;

// Counters are keyed by a hash of the e-mail: Redis never holds the address itself (N25).
const accountKey = (prefix: string) => (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${prefix}:${createHash('sha256').update(String(email)).digest('hex')}`;
};

// A second limit on a route that already has its per-IP one (`config.rateLimit`); the plugin's
// own preHandler would skip, as it runs once per request. Runs after validation, so the e-mail
// is the normalised one.
function perAccountLimit(app: App, limit: { max: number; timeWindow: string }, prefix: string) {
  const check = app.createRateLimit({ ...limit, keyGenerator: accountKey(prefix) });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, { status: 429 });
    }
  };
}

const messageOnly = apiResponseSchema(z.undefined()).partial({ data: true });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const accountsRoutes: FastifyPluginAsyncZod<{ context: Omit<AccountsContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: AccountsContext = { ...options.context, db: app.db };
  const tags = ['users'];

  app.post(
    '/users/signup',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.signUpPerIp },
      schema: {
        tags,
        summary: 'Create an account; the same answer for a registered address (then sign in)',
        body: signUpSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await signUp(ctx, request.body) }),
  );

  app.post(
    '/users/login',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.loginPerIp },
      preHandler: perAccountLimit(app, RATE_LIMITS.loginPerAccount, 'login'),
      schema: {
        tags,
        summary: 'Sign in',
        body: signInSchema(),
        response: { 200: apiResponseSchema(sessionContract.data), ...errors },
      },
    },
    async (request) => ({ message: 'Signed in', data: await logIn(ctx, request.body) }),
  );

  app.get(
    '/users/refreshToken/:refreshToken',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.refreshPerIp },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (the old one is spent)',
        params: z.object({ refreshToken: z.string().min(1).max(200) }),
        response: { 200: apiResponseSchema(tokenPairContract.data), ...errors },
      },
    },
    async (request) => ({
      data: await refreshSession(ctx, request.params.refreshToken, bearerToken(request)),
    }),
  );

  app.post(
    '/users/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Revoke the refresh token of this session',
        body: logoutSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await logOut(ctx, request.body.refreshToken);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/users/forgot-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.forgotPerIp },
      preHandler: perAccountLimit(app, RATE_LIMITS.forgotPerAccount, 'forgot'),
      schema: {
        tags,
        summary: 'Send a password reset link',
        body: forgotPasswordSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await requestPasswordReset(ctx, request.body.email) }),
  );

  app.post(
    '/users/reset-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.tokenLinkPerIp },
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: resetPasswordSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await resetPassword(ctx, request.body) }),
  );

  app.post(
    '/users/accept-invite',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.tokenLinkPerIp },
      schema: {
        tags,
        summary: 'Accept a staff invitation: set a password; the role applies now (ADR 0092)',
        body: resetPasswordSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await acceptStaffInvite(ctx, request.body) }),
  );

  app.post(
    '/users/verify-email',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.tokenLinkPerIp },
      schema: {
        tags,
        summary: 'Confirm the e-mail from a verification link',
        body: verifyEmailSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await verifyEmail(ctx, request.body) }),
  );

  app.post(
    '/users/resend-email',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          ...RATE_LIMITS.resendPerAccount,
          keyGenerator: (request: FastifyRequest) => `resend:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Send a new verification link (signed in)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await resendVerificationEmail(ctx, request.user?.id ?? '') }),
  );

  app.get(
    '/users/details',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: apiResponseSchema(userDetailsContract.data), ...errors },
      },
    },
    async (request) => ({ data: await getUserDetails(ctx, request.user?.id ?? '') }),
  );
};
