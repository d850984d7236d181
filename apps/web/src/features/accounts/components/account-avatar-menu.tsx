import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useClickOutside } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '@brokerage/shared/accounts/account-rules';
import { isStaffRole } from '@brokerage/shared/accounts/roles';
import { PlainButton } from '#src/components/ui/first-load.tsx';
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

/** The next item to focus for a key of the ARIA menu pattern, or null when the key is not one. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A signed-in user's avatar and dropdown, an ARIA menu button (WAI-ARIA APG) of the project's own
 * elements (ADR 0140): account-menu.tsx loads this file when there is a user.
 */
export function AccountAvatarMenu({ session }: { session: SessionState }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpened(false), []);
  const containerRef = useClickOutside<HTMLSpanElement>(close);
  const user = session.user;
  const staff = isStaffRole(session.role);
  const initials = user
    ? initialsOf(user.firstName, user.lastName)
    : (session.email?.[0] ?? '?').toUpperCase();
  const name = user ? `${user.firstName} ${user.lastName}` : (session.email ?? '');

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  // Opening moves focus into the menu, to its first item or (ArrowUp) its last.
  function open(focus: 'first' | 'last') {
    setOpened(true);
    requestAnimationFrame(() => {
      const all = items();
      (focus === 'first' ? all[0] : all.at(-1))?.focus();
    });
  }
  function closeToButton() {
    setOpened(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }
  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
      return;
    }
    if (event.key === 'Tab') {
      setOpened(false);
      return;
    }
    const all = items();
    const next = nextIndex(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  }

  async function handleSignOut() {
    setOpened(false);
    await signOut();
    await navigate('/');
  }

  const link = (to: string, label: string) => (
    <Link key={to} to={to} role="menuitem" tabIndex={-1} className={classes.item} onClick={close}>
      {label}
    </Link>
  );

  return (
    <span ref={containerRef} className={classes.avatarMenu}>
      {/* The name starts with the initials the button shows (WCAG 2.5.3, label in name). */}
      <PlainButton
        ref={buttonRef}
        className={classes.avatarButton}
        aria-label={`${initials}, account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={menuId}
        onClick={() => (opened ? setOpened(false) : open('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span
          className={classes.avatar}
          style={{ background: user?.profilePicColor ?? '#37545e' }}
          aria-hidden
        >
          {initials}
        </span>
      </PlainButton>
      <div className={classes.dropdown} hidden={!opened}>
        <p className={classes.name}>{name}</p>
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          {link('/account', 'My account')}
          {staff && ADMIN_LINKS.map(({ to, label }) => link(to, label))}
          {session.role === 'admin' && link('/admin/staff', 'Staff')}
          {staff && <div role="separator" className={classes.divider} />}
          <PlainButton
            role="menuitem"
            tabIndex={-1}
            className={classes.item}
            onClick={() => void handleSignOut()}
          >
            Sign Out
          </PlainButton>
        </div>
      </div>
    </span>
  );
}
