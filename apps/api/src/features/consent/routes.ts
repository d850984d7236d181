// The consent calls shared by both consent forms (N23, ADR 0042): the UPDATE ME! sign-up of
// /province-availability and the one-click unsubscribe of every consent mail. The newsletter's
// own calls (subscribe, admin list and export) are in features/newsletter.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { provinceSubscriptionSchema } from '@brokerage/shared/content/content-schemas';
import { newsletterUnsubscribeSchema } from '@brokerage/shared/newsletter/newsletter-schemas';
import { withdrawConsent } from './manage-consent.ts';
import type { ConsentContext } from './manage-consent.ts';
import { subscribeProvince } from './subscribe-province.ts';

/** As many tries as the newsletter's subscribe call allows. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export const consentRoutes: FastifyPluginAsyncZod<{ context: Omit<ConsentContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: ConsentContext = { ...options.context, db: app.db };

  app.post(
    '/newsletters/unsubscribe',
    {
      config: { access: 'public', rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletters'],
        summary: 'One-click unsubscribe from the link in every consent mail (newsletter or UPDATE ME!)',
        body: newsletterUnsubscribeSchema,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      withdrawConsent(ctx, request.body.topic ?? 'newsletter', request.body.email, request.body.token),
  );

  // RFC 8058: mailbox providers POST `List-Unsubscribe=One-Click` as a form body, without cookies
  // or a visit; the address and token travel in the URL of the List-Unsubscribe header.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
  }
  app.post(
    '/newsletters/one-click-unsubscribe',
    {
      config: { access: 'public', rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletters'],
        summary: 'RFC 8058 one-click unsubscribe: the List-Unsubscribe-Post target of every consent mail',
        querystring: newsletterUnsubscribeSchema,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      withdrawConsent(ctx, request.query.topic ?? 'newsletter', request.query.email, request.query.token),
  );
  app.post(
    '/province-availability/subscribe',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['content'],
        summary: 'UPDATE ME! sign-up of an out-of-province visitor, with the CASL consent record (N23)',
        body: provinceSubscriptionSchema,
        response: { 200: apiResponseSchema(z.undefined()).partial(), 400: apiErrorSchema },
      },
    },
    async (request) => ({ message: await subscribeProvince(ctx, request.body, request.ip) }),
  );
};
