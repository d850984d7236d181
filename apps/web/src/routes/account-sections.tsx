import { lazy, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { replaceTokens, signOut } from '#src/features/accounts/session/session-store.ts';
import { notifyError } from '#src/lib/notify.ts';
import { SECTION_CODE } from './account-section-code.ts';

// My account's sections, loaded by routes/account-page.tsx apart from its frame (ADR 0125); each
// section's code is its own chunk (account-section-code.ts, ADR 0129).

const section = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

const Overview = section(async () => (await SECTION_CODE.account()).AccountOverview);
const Quotes = section(async () => (await SECTION_CODE['account-quotes']()).AccountQuotes);
const Applications = section(async () => (await SECTION_CODE['account-applications']()).AccountApplications);
const Requests = section(async () => (await SECTION_CODE['account-requests']()).AccountRequests);
const Calls = section(async () => {
  const { AccountCalls, SlotPicker } = await SECTION_CODE['account-calls']();
  return function CallsWithPicker() {
    return <AccountCalls SlotPicker={SlotPicker} />;
  };
});
const Policies = section(async () => (await SECTION_CODE['account-policies']()).AccountPolicies);
const Profile = section(async () => (await SECTION_CODE['account-profile']()).ProfileSecurity);
const Privacy = section(async () => (await SECTION_CODE['account-privacy']()).AccountPrivacy);

/** The section of My account the route id names (its code loads on first use; the page's Suspense waits). */
export function AccountSection({ routeId }: { routeId: string }) {
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    await navigate('/', { replace: true });
  };
  // The quote forms' storage and schemas load on the click, not with the section (ADR 0133).
  const seeAgain = async (quote: RepricedQuote) => {
    const { seeQuoteAgain, REPRICE_REFUSED_MESSAGE } = await import('./see-quote-again.ts');
    const page = seeQuoteAgain(quote);
    if (page === null) notifyError(REPRICE_REFUSED_MESSAGE);
    else await navigate(page.to, { state: page.state });
  };
  return (
    <>
      {routeId === 'account-quotes' && <Quotes onSeeAgain={(quote) => void seeAgain(quote)} />}
      {routeId === 'account-applications' && <Applications />}
      {routeId === 'account-requests' && <Requests />}
      {routeId === 'account-calls' && <Calls />}
      {routeId === 'account-policies' && <Policies today={todayInZone(new Date())} />}
      {routeId === 'account-profile' && <Profile onNewTokens={replaceTokens} onSignedOut={leave} />}
      {routeId === 'account-privacy' && <Privacy onDeleted={leave} />}
      {routeId === 'account' && <Overview />}
    </>
  );
}
