import { NavLink, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** The My account pages: section links beside (desktop) or above (phone) the section. */
export function AccountShell({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, '') || '/';
  return (
    <div className={`page ${classes.shell}`}>
      <nav aria-label="My account" className={classes.nav}>
        {ACCOUNT_SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            component={Link}
            to={section.to}
            label={section.label}
            active={current === section.to}
            aria-current={current === section.to ? 'page' : undefined}
            color="navy.8"
            variant="light"
          />
        ))}
      </nav>
      <section className={classes.content}>
        <Title order={1} c="navy.8" mb="md">
          {title}
        </Title>
        {children}
      </section>
    </div>
  );
}
