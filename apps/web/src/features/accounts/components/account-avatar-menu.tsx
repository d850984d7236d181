import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '@brokerage/shared/accounts/account-rules';
import { isStaffRole } from '@brokerage/shared/accounts/roles';
import { ThemeProvider } from '#src/app/theme-provider.tsx';
import { signOut, type SessionState } from '../session/session-store.ts';
import classes from './account-menu.module.css';

/**
 * Staff's extra links, before Sign Out: the inbox first, then the admin's four links
 * (platform spec section 2, N41), which advisors see too.
 */
export const ADMIN_LINKS = [
  { label: 'Inbox', to: '/admin/inbox' },
  { label: 'Admin Panel', to: '/admin-panel' },
  { label: 'Appointments', to: '/admin/appointments' },
  { label: 'Subscription List', to: '/newsletters/subscriptions/list' },
  { label: 'Services List', to: '/services/list' },
] as const;

/**
 * A signed-in user's avatar and dropdown; account-menu.tsx loads this file when there is one. The
 * header has no Mantine provider (ADR 0084): the menu brings its own.
 */
export function AccountAvatarMenu({ session }: { session: SessionState }) {
  const navigate = useNavigate();
  const user = session.user;
  const staff = isStaffRole(session.role);
  const initials = user
    ? initialsOf(user.firstName, user.lastName)
    : (session.email?.[0] ?? '?').toUpperCase();
  const name = user ? `${user.firstName} ${user.lastName}` : (session.email ?? '');

  async function handleSignOut() {
    await signOut();
    await navigate('/');
  }

  return (
    <ThemeProvider>
      {/* No focus placeholder: its focusable role="presentation" div fails axe aria-required-children. */}
      <Menu position="bottom-end" shadow="md" width={220} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          {/* The name starts with the initials the button shows (WCAG 2.5.3, label in name). */}
          <UnstyledButton
            className={classes.avatarButton}
            aria-label={`${initials}, account menu for ${name}`}
          >
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
          <Menu.Item component={Link} to="/account">
            My account
          </Menu.Item>
          {staff &&
            ADMIN_LINKS.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {link.label}
              </Menu.Item>
            ))}
          {session.role === 'admin' && (
            <Menu.Item component={Link} to="/admin/staff">
              Staff
            </Menu.Item>
          )}
          {staff && <Menu.Divider />}
          <Menu.Item onClick={() => void handleSignOut()}>Sign Out</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </ThemeProvider>
  );
}
