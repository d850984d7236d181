import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { initialsOf } from '@brokerage/shared/accounts/account-schemas';
import { signOut, useSession } from '../session/session-store.ts';
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

/** The admin's four extra links, before Sign Out (platform spec section 2, N41). */
export const ADMIN_LINKS = [
  { label: 'Admin Panel', to: '/admin-panel' },
  { label: 'Appointments', to: '/admin/appointments' },
  { label: 'Subscription List', to: '/newsletters/subscriptions/list' },
  { label: 'Services List', to: '/services/list' },
] as const;

/**
 * The account area of the header: the Sign In link when signed out (also while the stored session
 * is being restored, as in the prerendered HTML), the avatar and its dropdown when signed in.
 */
export function AccountMenu() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();

  if (session.status !== 'signed-in') {
    return (
      <Link to={signInHref(pathname, search)} className={classes.signIn}>
        Sign In
      </Link>
    );
  }

  const user = session.user;
  const initials = user
    ? initialsOf(user.firstName, user.lastName)
    : (session.email?.[0] ?? '?').toUpperCase();
  const name = user ? `${user.firstName} ${user.lastName}` : (session.email ?? '');

  async function handleSignOut() {
    await signOut();
    await navigate('/');
  }

  return (
    // No focus placeholder: its focusable role="presentation" div fails axe aria-required-children.
    <Menu position="bottom-end" shadow="md" width={220} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={`Account menu for ${name}`}>
          <Avatar
            radius="xl"
            size={34}
            variant="filled"
            color={user?.profilePicColor ?? '#37545e'}
            autoContrast={false}
            classNames={{ placeholder: classes.initials }}
          >
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {session.isAdmin &&
          ADMIN_LINKS.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {link.label}
            </Menu.Item>
          ))}
        {session.isAdmin && <Menu.Divider />}
        <Menu.Item onClick={() => void handleSignOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
