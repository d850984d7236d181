// The customer's own calls under /api/account. Thin: each handler calls one use case
// with the token's user id, so no call can reach another account's records.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { tokenPairSchema } from '@brokerage/shared/accounts/account-schemas';
import {
  accountQuoteParamsSchema,
  accountQuoteSchema,
  claimQuotesSchema,
  newsletterChoiceSchema,
  newsletterStatusSchema,
  profileDetailsSchema,
  repricedQuoteSchema,
} from '@brokerage/shared/accounts/my-account-schemas';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  profileSchema,
} from '@brokerage/shared/accounts/account-settings-schemas';
import {
  REPLY_SENT_MESSAGE,
  WITHDRAWN_MESSAGE,
  accountAdvisorSchema,
  accountApplicationSchema,
  accountRequestSchema,
  replyToApplicationSchema,
  withdrawApplicationParamsSchema,
  REPLY_FILES_MAX_BYTES,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type { FastifyRequest } from 'fastify';
import type { AccountsContext } from './accounts-context.ts';
import {
  changePassword,
  claimQuotes,
  confirmEmailChange,
  editProfile,
  listQuotes,
  readProfile,
  removeQuote,
  requestEmailChange,
  signOutEverywhere,
  undoEmailChange,
} from './my-account.ts';
import {
  listMyApplications,
  listMyRequests,
  readMyAdvisor,
  replyToMyApplication,
  withdrawMyApplication,
} from './my-applications.ts';
import { readNewsletter, setNewsletter } from './account-newsletter.ts';
import { deleteMyAccount, exportMyData } from './personal-data.ts';
import { repriceAccountQuote } from './reprice-account-quote.ts';
import { RATE_LIMITS } from './routes.ts';

const messageOnly = apiResponseSchema(z.undefined()).partial({ data: true });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

const userId = (request: FastifyRequest): string => request.user?.id ?? '';

export const myAccountRoutes: FastifyPluginAsyncZod<{ context: Omit<AccountsContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: AccountsContext = { ...options.context, db: app.db };
  const tags = ['my account'];
  const security = [{ bearerAuth: [] }];
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/account/profile',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My profile',
        response: { 200: apiResponseSchema(profileDetailsSchema()), ...errors },
      },
    },
    async (request) => ({ data: await readProfile(ctx, userId(request)) }),
  );

  app.put(
    '/account/profile',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Edit first name, last name and mobile',
        body: profileSchema(),
        response: { 200: apiResponseSchema(profileDetailsSchema()), ...errors },
      },
    },
    async (request) => ({
      message: 'Your profile has been saved.',
      data: await editProfile(ctx, userId(request), request.body),
    }),
  );

  app.post(
    '/account/password',
    {
      ...signedIn,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Change the password (current one required); every other session ends',
        body: changePasswordSchema(),
        response: { 200: apiResponseSchema(tokenPairSchema()), ...errors },
      },
    },
    async (request) => ({
      message: 'Your password has been changed. Other devices have been signed out.',
      data: await changePassword(ctx, userId(request), request.body),
    }),
  );

  app.post(
    '/account/sign-out-everywhere',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'End every session of the account',
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await signOutEverywhere(ctx, userId(request));
      return { message: 'You have been signed out everywhere.' };
    },
  );

  app.post(
    '/account/email',
    {
      ...signedIn,
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Change the e-mail: a link goes to the new address',
        body: changeEmailSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await requestEmailChange(ctx, userId(request), request.body) }),
  );

  app.post(
    '/account/email/confirm',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.tokenLinkPerIp },
      schema: {
        tags,
        summary: 'Confirm a new e-mail from the link sent to it',
        body: confirmEmailChangeSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await confirmEmailChange(ctx, request.body) }),
  );

  app.post(
    '/account/email/not-me',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.tokenLinkPerIp },
      schema: {
        tags,
        summary:
          "'This wasn't me', from the notice sent to the old address: the old address comes back and every session ends",
        body: confirmEmailChangeSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await undoEmailChange(ctx, request.body) }),
  );

  app.get(
    '/account/quotes',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My life and travel quotes, newest first',
        response: { 200: apiResponseSchema(z.array(accountQuoteSchema())), ...errors },
      },
    },
    async (request) => ({ data: await listQuotes(ctx, userId(request)) }),
  );

  app.post(
    '/account/quotes/claim',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Keep the quotes this browser ran before signing in (a quote has one owner at most)',
        body: claimQuotesSchema(),
        response: { 200: apiResponseSchema(z.object({ claimed: z.number().int() })), ...errors },
      },
    },
    async (request) => ({ data: { claimed: await claimQuotes(ctx, userId(request), request.body) } }),
  );

  app.delete(
    '/account/quotes/:kind/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Remove a quote from my account',
        params: accountQuoteParamsSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await removeQuote(ctx, userId(request), request.params.kind, request.params.id);
      return { message: 'The quote has been removed from your account.' };
    },
  );

  app.post(
    '/account/quotes/:kind/:id/reprice',
    {
      ...signedIn,
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary:
          "See quotes again: the stored request priced at today's rates, with the best premium then and now",
        params: accountQuoteParamsSchema(),
        response: { 200: apiResponseSchema(repricedQuoteSchema()), ...errors },
      },
    },
    async (request) => ({
      data: await repriceAccountQuote(ctx, userId(request), request.params.kind, request.params.id),
    }),
  );

  app.get(
    '/account/newsletter',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The account e-mail's newsletter consent (N23)",
        response: { 200: apiResponseSchema(newsletterStatusSchema()), ...errors },
      },
    },
    async (request) => ({ data: await readNewsletter(ctx, userId(request)) }),
  );

  app.put(
    '/account/newsletter',
    {
      ...signedIn,
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Newsletter on (a consent record, N23) or off (the newsletter topic withdrawn)',
        body: newsletterChoiceSchema(),
        response: { 200: apiResponseSchema(newsletterStatusSchema()), ...errors },
      },
    },
    async (request) => {
      const { message, status } = await setNewsletter(ctx, userId(request), request.body, request.ip);
      return { message, data: status };
    },
  );

  app.get(
    '/account/applications',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My life and travel applications with their status and timeline, newest first',
        response: { 200: apiResponseSchema(z.array(accountApplicationSchema())), ...errors },
      },
    },
    async (request) => ({ data: await listMyApplications(ctx, userId(request)) }),
  );

  app.post(
    '/account/applications/:kind/:id/withdraw',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Withdraw an application not yet decided (409 once decided)',
        params: withdrawApplicationParamsSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await withdrawMyApplication(ctx, userId(request), request.params);
      return { message: WITHDRAWN_MESSAGE };
    },
  );

  app.post(
    '/account/applications/:kind/:id/reply',
    {
      ...signedIn,
      // The answer's files, base64 in the JSON: their 10 MB together, a third more, and the text.
      bodyLimit: Math.ceil((REPLY_FILES_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        security,
        summary:
          "Answer 'More information needed': the advisor gets it and the application is back in review (409 otherwise)",
        params: withdrawApplicationParamsSchema(),
        body: replyToApplicationSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await replyToMyApplication(ctx, userId(request), request.params, request.body);
      return { message: REPLY_SENT_MESSAGE };
    },
  );

  app.get(
    '/account/requests',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My contact requests and lead-form inquiries with their status, newest first',
        response: { 200: apiResponseSchema(z.array(accountRequestSchema())), ...errors },
      },
    },
    async (request) => ({ data: await listMyRequests(ctx, userId(request)) }),
  );

  app.get(
    '/account/advisor',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My advisor: the staff member on my newest assigned lead (name only), or null',
        response: { 200: apiResponseSchema(accountAdvisorSchema()), ...errors },
      },
    },
    async (request) => ({ data: await readMyAdvisor(ctx, userId(request)) }),
  );

  app.get(
    '/account/data',
    {
      ...signedIn,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Download my data (JSON of everything held about me)',
        response: { 200: apiResponseSchema(z.record(z.string(), z.unknown())), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return { data: await exportMyData(ctx, userId(request)) };
    },
  );

  app.post(
    '/account/delete',
    {
      ...signedIn,
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Delete my account and personal data (password again)',
        body: deleteAccountSchema(),
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => ({ message: await deleteMyAccount(ctx, userId(request), request.body) }),
  );
};
