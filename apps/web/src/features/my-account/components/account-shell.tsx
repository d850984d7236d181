import { Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './account-shell.module.css';

export const ACCOUNT_SECTIONS = [
  { to: '/account', label: 'Overview' },
  { to: '/account/quotes', label: 'Quotes' },
  { to: '/account/applications', label: 'Applications' },
  { to: '/account/policies', label: 'Policies' },
  { to: '/account/calls', label: 'Calls' },
  { to: '/account/requests', label: 'Requests' },
  { to: '/account/profile', label: 'Profile and security' },
  { to: '/account/privacy', label: 'Privacy' },
] as const;

/**
 * The sections' links: plain links, and memoised, so the frame's switch from its skeleton to the
 * section (ADR 0129) does not render them again (Total Blocking Time, ADR 0133).
 */
const AccountNav = memo(function AccountNav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, '') || '/';
  return (
    <nav aria-label="My account" className={classes.nav}>
      {ACCOUNT_SECTIONS.map((section) => (
        <Link
          key={section.to}
          to={section.to}
          className={classes.link}
          aria-current={current === section.to ? 'page' : undefined}
        >
          {section.label}
        </Link>
      ))}
    </nav>
  );
});

/**
 * The My account pages: section links beside (desktop) or above (phone) the section, its heading and
 * what the account holds. The intro needs no data and is the first screen's largest text, so the
 * prerendered frame paints it and it stays while the sections change (ADR 0129).
 */
export function AccountShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`page ${classes.shell}`}>
      <AccountNav />
      <section className={classes.content}>
        <Title order={1} c="navy.8" mb="xs">
          {title}
        </Title>
        <Text mb="lg" maw="44rem">
          Everything you have with Maple Shield in one place: the quotes you ran, the applications you sent,
          your policies, your calls with an advisor and your own details.
        </Text>
        {children}
      </section>
    </div>
  );
}
