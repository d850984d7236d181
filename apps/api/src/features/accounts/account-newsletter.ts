// My account > Privacy: the account e-mail's newsletter consent on or off. On gives the
// consent with its record (when, from which form, wording, IP: N23) through the newsletter feature,
// which mails the welcome with its unsubscribe link; off withdraws the newsletter topic only.
// Only a confirmed address: an unconfirmed one may be someone else's, and its records would not
// follow the account's export and deletion.

import type { NewsletterChoice, NewsletterStatus } from '@brokerage/shared/accounts/my-account-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { consentOf, withdrawOwnConsent } from '../consent/manage-consent.ts';
import { subscribeNewsletter } from '../newsletter/manage-newsletter.ts';
import type { AccountsContext } from './accounts-context.ts';
import { currentUser } from './my-account.ts';

export const CONFIRM_EMAIL_FIRST_MESSAGE =
  'Please confirm your e-mail address first: open the link we sent you, then subscribe.';
export const NEWSLETTER_ON_MESSAGE = 'You are subscribed to our newsletter.';
export const NEWSLETTER_OFF_MESSAGE = 'You are unsubscribed from our newsletter.';

export async function readNewsletter(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
): Promise<NewsletterStatus> {
  const user = await currentUser(ctx, userId);
  const record = user.emailConfirmed ? await consentOf(ctx.db, 'newsletter', user.email) : undefined;
  return {
    subscribed: record !== undefined && record.unsubscribedAt === null,
    consentedAt: record?.consentedAt.toISOString() ?? null,
    unsubscribedAt: record?.unsubscribedAt?.toISOString() ?? null,
    emailConfirmed: user.emailConfirmed,
  };
}

export async function setNewsletter(
  ctx: AccountsContext,
  userId: string,
  choice: NewsletterChoice,
  ip: string | null,
): Promise<{ message: string; status: NewsletterStatus }> {
  const user = await currentUser(ctx, userId);
  if (!user.emailConfirmed) throw badRequest(CONFIRM_EMAIL_FIRST_MESSAGE);
  if (choice.subscribed) await subscribeNewsletter(ctx, user.email, { source: 'my-account', ip });
  else await withdrawOwnConsent(ctx.db, 'newsletter', user.email);
  return {
    message: choice.subscribed ? NEWSLETTER_ON_MESSAGE : NEWSLETTER_OFF_MESSAGE,
    status: await readNewsletter(ctx, userId),
  };
}
