import { useNavigate } from 'react-router';
import { REPRICE_REFUSED_MESSAGE } from '@brokerage/shared/accounts/my-account-schemas';
import type { RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { replaceTokens, signOut } from '#src/features/accounts/session/session-store.ts';
import { SlotPicker } from '#src/features/booking/components/slot-picker.tsx';
import { AccountCalls } from '#src/features/my-account/components/account-calls.tsx';
import { AccountApplications } from '#src/features/my-account/components/account-applications.tsx';
import { AccountOverview } from '#src/features/my-account/components/account-overview.tsx';
import { AccountPrivacy } from '#src/features/my-account/components/account-privacy.tsx';
import { AccountQuotes } from '#src/features/my-account/components/account-quotes.tsx';
import { AccountRequests } from '#src/features/my-account/components/account-requests.tsx';
import { ProfileSecurity } from '#src/features/my-account/components/profile-security.tsx';
import { AccountPolicies } from '#src/features/policies/components/account-policies.tsx';
import { notifyError } from '#src/lib/notify.ts';
import { seeQuoteAgain } from './see-quote-again.ts';

// My account's sections, loaded by routes/account-page.tsx apart from its frame (ADR 0125): the
// prerendered frame hydrates with the account's navigation only.

/** The section of My account the route id names. */
export function AccountSection({ routeId }: { routeId: string }) {
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    await navigate('/', { replace: true });
  };
  const seeAgain = (quote: RepricedQuote) => {
    const page = seeQuoteAgain(quote);
    if (page === null) notifyError(REPRICE_REFUSED_MESSAGE);
    else void navigate(page.to, { state: page.state });
  };
  return (
    <>
      {routeId === 'account-quotes' && <AccountQuotes onSeeAgain={seeAgain} />}
      {routeId === 'account-applications' && <AccountApplications />}
      {routeId === 'account-requests' && <AccountRequests />}
      {routeId === 'account-calls' && <AccountCalls SlotPicker={SlotPicker} />}
      {routeId === 'account-policies' && <AccountPolicies today={todayInZone(new Date())} />}
      {routeId === 'account-profile' && <ProfileSecurity onNewTokens={replaceTokens} onSignedOut={leave} />}
      {routeId === 'account-privacy' && <AccountPrivacy onDeleted={leave} />}
      {routeId === 'account' && <AccountOverview />}
    </>
  );
}
