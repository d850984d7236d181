// Newsletter (platform spec sections 3, 4 and 7; CASL consent N23).

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { CONSENT_TOPICS } from '../consent/consent-topics.ts';
import { emailSchema } from '../validation/contact-fields.ts';

// The consent wording lives in newsletter-consent.ts: the footer shows it on every page without zod.

export const NEWSLETTER_SOURCES = ['footer', 'province-availability'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter.';
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You are already subscribed to our newsletter. Thank you for staying with us!';
export const UNSUBSCRIBED_MESSAGE =
  'You have been unsubscribed. You will not receive our newsletter any more.';
export const BAD_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Please use the link from the e-mail you received.';

/** POST newsletters/<email>: the e-mail in the path, an optional body naming the form. */
export const newsletterEmailParamsSchema = z.object({ email: emailSchema });
export const newsletterSubscribeBodySchema = z
  .object({ source: z.enum(NEWSLETTER_SOURCES).optional() })
  .nullish();

/**
 * POST newsletters/unsubscribe {email, token, topic?} from the one-click link of any consent mail
 * (ADR 0042); without a topic, the newsletter.
 */
export const newsletterUnsubscribeSchema = z.object({
  email: emailSchema,
  token: z.string().min(1, BAD_UNSUBSCRIBE_LINK_MESSAGE).max(200, BAD_UNSUBSCRIBE_LINK_MESSAGE),
  topic: z.enum(CONSENT_TOPICS, BAD_UNSUBSCRIBE_LINK_MESSAGE).optional(),
});

/** Newsletter record (admin), platform spec section 3, plus the N23 consent fields. */
export const newsletterRecordSchema = z.object({
  email: z.string(),
  /** ISO instant. */
  subscriptionDate: z.string(),
  consentSource: z.string(),
  consentVersion: z.string(),
  /** ISO instant, or null while subscribed. */
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterRecord = z.infer<typeof newsletterRecordSchema>;

/** POST newsletters/<email>: a message only; an invalid address (400) or too many tries (429). */
export const newsletterSubscribeContract = apiContract(() => z.undefined().optional(), [400, 429]);

/** POST newsletters/unsubscribe: a message only; a bad link (400) or too many tries (429). */
export const newsletterUnsubscribeContract = apiContract(() => z.undefined().optional(), [400, 429]);
