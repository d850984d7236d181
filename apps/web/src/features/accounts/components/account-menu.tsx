import { Link, useLocation } from 'react-router';
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

/**
 * The account area of the header. Seam for the accounts issue: signed-out visitors get the
 * Sign In link; the signed-in avatar and its dropdown (admin links, Sign Out) will render here.
 */
export function AccountMenu() {
  const { pathname, search } = useLocation();
  return (
    <Link to={signInHref(pathname, search)} className={classes.signIn}>
      Sign In
    </Link>
  );
}
