import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { destinationAfterSignIn } from '@brokerage/shared/accounts/account-rules';
import { isStaffRole } from '@brokerage/shared/accounts/roles';
import type { RouteGuard as Guard } from '@brokerage/shared/routes/route-table';
import { CenteredSpinner } from '#src/components/ui/first-load.tsx';
import { notifyError } from '#src/lib/notify.ts';
import { useSession } from '../session/session-store.ts';
import { signInHref } from './account-menu.tsx';

const noSubscription = () => () => {};

/**
 * False while a framed page is prerendered and hydrated (the server snapshot), true in every render
 * after; always true for a page without a frame, which then renders exactly as before. Not
 * `useHydrated`: its first call marks the whole application hydrated, and the guard hydrates before
 * the page's own boundaries, which must still match their prerendered HTML.
 */
const useBrowserRender = (framed: boolean) =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => !framed,
  );

export const NOT_AUTHORISED_MESSAGE = 'You are not authorised to open this page';

function NotAuthorised() {
  useEffect(() => notifyError(NOT_AUTHORISED_MESSAGE), []);
  return <Navigate to="/" replace />;
}

/**
 * The route table's guard (platform spec section 2): guest-only pages send a signed-in user home;
 * signed-in-only and admin pages send guests to sign-in (carrying `from`); a signed-in non-admin on
 * an admin page lands on home with a 'not authorised' message (N35). A guarded page with a `Frame`
 * (ADR 0125) shows it, prerendered and until the session is known, instead of the spinner; nobody
 * is signed in while prerendering or hydrating, so the decision waits for hydration. The page then
 * shows inside the same frame (ADR 0129): what the frame painted first stays, the same elements.
 */
export function RouteGuard({
  guard,
  Frame,
  children,
}: {
  guard: Guard;
  Frame?: ComponentType<{ children?: ReactNode }> | undefined;
  children: ReactNode;
}) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const hydrated = useBrowserRender(Frame !== undefined);
  if (guard === 'public') return children;
  if (Frame !== undefined && guard !== 'guest' && (!hydrated || session.status === 'restoring'))
    return <Frame />;
  // A guest page shows at once, prerendered and while the session is restored (sign-in
  // paints without waiting for its code); a restored session then leaves it as below.
  if (guard === 'guest' && session.status !== 'signed-in') return children;
  if (session.status === 'restoring') {
    return <CenteredSpinner minHeight="40vh" />;
  }
  const signedIn = session.status === 'signed-in';
  // A guest page seen signed in goes where signing in would have gone (N35): the sign-in form
  // starts the session while its navigation to a lazily loaded page may still be under way.
  if (guard === 'guest') {
    const from = new URLSearchParams(search).get('from');
    return <Navigate to={destinationAfterSignIn(from) ?? '/'} replace />;
  }
  if (!signedIn) return <Navigate to={signInHref(pathname, search)} replace />;
  if (guard === 'admin' && !session.isAdmin) return <NotAuthorised />;
  if (guard === 'staff' && !isStaffRole(session.role)) return <NotAuthorised />;
  return Frame === undefined ? children : <Frame>{children}</Frame>;
}
