import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ROUTES } from '@brokerage/shared/routes/route-table';
import { PageContainer } from '#src/components/ui/first-load.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './staff-header.module.css';

// The staff screens' own frame (ADR 0119): a bar with the staff menu instead of the public header,
// so the workspace does not read as a page of the public site. The menu is the route table's staff
// and admin pages; admin pages only for admins (the server checks the role again, ADR 0091).
const STAFF_PAGES = ROUTES.filter((route) => route.guard === 'staff' || route.guard === 'admin');

export function StaffHeader({ isAdmin, accountSlot }: { isAdmin: boolean; accountSlot: ReactNode }) {
  const pages = STAFF_PAGES.filter((route) => isAdmin || route.guard === 'staff');
  return (
    <header className={`${classes.header} on-dark`}>
      <PageContainer className={classes.bar}>
        <div className={classes.brand}>
          <SiteLogo onDark />
          <span className={classes.badge}>Staff</span>
        </div>
        <div className={classes.account}>{accountSlot}</div>
      </PageContainer>
      <PageContainer>
        <nav aria-label="Staff" className={classes.nav}>
          <ul className={classes.list}>
            {pages.map((route) => (
              <li key={route.id}>
                <NavLink to={route.path} end className={classes.link}>
                  {route.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageContainer>
    </header>
  );
}
