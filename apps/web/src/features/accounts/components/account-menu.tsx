import { Link, useLocation } from 'react-router';
import { deferredComponent } from '#src/components/deferred-component.tsx';
import { useSession } from '../session/session-store.ts';
import classes from './account-menu.module.css';

// Pages whose own `from` value is passed on instead of naming themselves (platform spec section 4:
// the from value is kept on the links between sign-up and sign-in).
const ACCOUNT_PAGES = new Set(['/sign-in', '/sign-up', '/forgot-password']);

/** `/sign-in` carrying the page the visitor came from (platform spec section 2; N35); none on home. */
export function signInHref(pathname: string, search: string): string {
  const from = ACCOUNT_PAGES.has(pathname)
    ? new URLSearchParams(search).get('from')
    : pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return from ? `/sign-in?${new URLSearchParams({ from }).toString()}` : '/sign-in';
}

// Signed-out visitors (and every prerendered page) see a link; the avatar's dropdown (Mantine's
// Menu and its floating-ui positioning) loads only for a signed-in user.
const DeferredAvatarMenu = deferredComponent(() =>
  import('./account-avatar-menu.tsx').then((module) => module.AccountAvatarMenu),
);

/**
 * The account area of the header: the Sign In link when signed out (also while the stored session
 * is being restored, as in the prerendered HTML), 'My account' and the avatar with its dropdown when
 * signed in.
 */
export function AccountMenu() {
  const { pathname, search } = useLocation();
  const session = useSession();

  if (session.status !== 'signed-in') {
    return (
      <Link to={signInHref(pathname, search)} className={classes.signIn}>
        Sign In
      </Link>
    );
  }

  // 'My account' beside the avatar, so the customer's place is one click from any page.
  return (
    <span className={classes.signedIn}>
      <Link to="/account" className={classes.myAccount}>
        My account
      </Link>
      <DeferredAvatarMenu active session={session} />
    </span>
  );
}
