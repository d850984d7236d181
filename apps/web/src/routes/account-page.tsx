import { useMatches, useNavigate } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import { replaceTokens, signOut } from '#src/features/accounts/session/session-store.ts';
import { SlotPicker } from '#src/features/booking/components/slot-picker.tsx';
import { AccountCalls } from '#src/features/my-account/components/account-calls.tsx';
import { AccountShell } from '#src/features/my-account/components/account-shell.tsx';
import { AccountOverview } from '#src/features/my-account/components/account-overview.tsx';
import { AccountPrivacy } from '#src/features/my-account/components/account-privacy.tsx';
import { AccountQuotes } from '#src/features/my-account/components/account-quotes.tsx';
import { ProfileSecurity } from '#src/features/my-account/components/profile-security.tsx';
import type { Route } from './+types/account-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** My account (issue 15): the section named by the route id, inside the account's navigation. */
export default function AccountPage() {
  const routeId = useMatches().at(-1)?.id ?? '';
  const navigate = useNavigate();
  const title = findRoute(routeId)?.title ?? 'My account';
  const leave = async () => {
    await signOut();
    await navigate('/', { replace: true });
  };
  return (
    <AccountShell title={title}>
      {routeId === 'account-quotes' && <AccountQuotes />}
      {routeId === 'account-calls' && <AccountCalls SlotPicker={SlotPicker} />}
      {routeId === 'account-profile' && <ProfileSecurity onNewTokens={replaceTokens} onSignedOut={leave} />}
      {routeId === 'account-privacy' && <AccountPrivacy onDeleted={leave} />}
      {routeId === 'account' && <AccountOverview />}
    </AccountShell>
  );
}
