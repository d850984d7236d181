import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { MailIcon, PhoneIcon } from '#src/components/ui/icons.tsx';
import { PageContainer } from '#src/components/ui/first-load.tsx';
import { DESKTOP_NAV } from '../nav-items.ts';
import { GetQuoteMenu } from './get-quote-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';

interface SiteHeaderProps {
  /** The account area (Sign In link, later the signed-in avatar), supplied by routes/site-layout. */
  accountSlot: ReactNode;
}

/**
 * Site header (platform spec section 2, Shared layout). Sticky: the contact bar scrolls away and the
 * logo, navigation and Get Quote stay at the top (ADR 0119).
 */
export function SiteHeader({ accountSlot }: SiteHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={`${classes.topBar} on-dark`}>
        <PageContainer className={classes.topBarInner}>
          <div className={classes.contacts}>
            <a href={COMPANY.phoneHref} className={classes.contact}>
              <PhoneIcon size={15} />
              <span className={classes.srOnly}>Call us at </span>
              {COMPANY.phone}
            </a>
            <a href={`mailto:${COMPANY.email}`} className={classes.contact}>
              <MailIcon size={15} />
              <span className={classes.srOnly}>E-mail us at </span>
              <span className={classes.emailText}>{COMPANY.email}</span>
            </a>
          </div>
          <div className={classes.account}>{accountSlot}</div>
        </PageContainer>
      </div>
      <PageContainer className={classes.mainBar}>
        <SiteLogo />
        <nav aria-label="Main" className={classes.desktopOnly}>
          <ul className={classes.navList}>
            {DESKTOP_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={classes.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone too: the slim bar that stays on screen keeps the quote button (ADR 0119). */}
        <div className={classes.actions}>
          <GetQuoteMenu />
          <div className={classes.mobileOnly}>
            <MobileMenu />
          </div>
        </div>
      </PageContainer>
    </header>
  );
}
