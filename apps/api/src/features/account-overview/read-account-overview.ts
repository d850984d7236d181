// My account's overview (ADR 0148): what its five sections' own calls answer, read in one call so
// the page's first screen sends one request instead of five.

import type { AccountOverview } from '@brokerage/shared/accounts/account-overview-schema';
import { listQuotes, readProfile } from '../accounts/my-account.ts';
import { listMyApplications, readMyAdvisor } from '../accounts/my-applications.ts';
import { listMyCalls } from '../booking/my-calls.ts';
import type { ContactContext } from '../contact/contact-context.ts';

export type OverviewContext = Pick<ContactContext, 'db' | 'staffEmail' | 'slotCapacity'>;

export async function readAccountOverview(
  ctx: OverviewContext,
  userId: string,
  now = new Date(),
): Promise<AccountOverview> {
  // One after another: the embedded database serves one query at a time anyway, and the first
  // (the profile) answers 401 for an account deleted since its token was issued.
  const profile = await readProfile(ctx, userId);
  const applications = await listMyApplications(ctx, userId);
  const calls = await listMyCalls(ctx, userId, now);
  const advisor = await readMyAdvisor(ctx, userId);
  const quotes = await listQuotes(ctx, userId);
  return { profile, applications, calls, advisor, quotes };
}
