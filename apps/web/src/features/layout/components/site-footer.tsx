import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductGroupLinks } from './product-group-links.tsx';
import { COMPANY, formatCompanyAddress } from '@brokerage/shared/company/company-info';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '#src/components/ui/icons.tsx';
import { PageContainer } from '#src/components/ui/first-load.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-footer.module.css';
import { StaticHtml } from '#src/components/hydrate-later.tsx';

const ABOUT_TEXT = `${COMPANY.shortName} is an independent insurance and financial-services brokerage based in Brampton, Ontario. We compare plans from Canada’s leading insurers to find life, travel, health and home coverage that fits your family and your budget, and our licensed advisors reply to every request within 24 hours.`;

const SOCIAL_ICONS: Record<string, (props: { size?: number }) => ReactNode> = {
  Facebook: FacebookIcon,
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
};

interface SiteFooterProps {
  /** The newsletter subscribe box, supplied by routes/site-layout. */
  newsletterSlot: ReactNode;
  /** Opens the contact dialog; the link's own address stays the fallback without JavaScript. */
  onContactClick?: () => void;
  /** Quote steps: only the help line, disclosure and legal links, so the form is the page (ADR 0119). */
  quiet?: boolean;
}

/** Site footer (platform spec section 2, Shared layout). */
export function SiteFooter({ newsletterSlot, onContactClick, quiet = false }: SiteFooterProps) {
  // Prerendered at build time; the client corrects the year if it has changed since.
  const year = new Date().getFullYear();

  return (
    <footer className={`${classes.footer} on-dark${quiet ? '' : ' below-first-screen'}`}>
      <PageContainer>
        {quiet ? (
          <p className={classes.quietHelp}>
            Questions about your quote? Call a licensed advisor at{' '}
            <a href={COMPANY.phoneHref} className={classes.link}>
              {COMPANY.phone}
            </a>
            .
          </p>
        ) : (
          <>
            {/* Text and plain links: never hydrated on a content page (ADR 0127). */}
            <StaticHtml>
              <div className={classes.top}>
                <div className={classes.about}>
                  <SiteLogo onDark />
                  <p className={classes.aboutText}>{ABOUT_TEXT}</p>
                  <ul className={classes.social} aria-label="Follow us">
                    {COMPANY.social.map((site) => {
                      const SocialIcon = SOCIAL_ICONS[site.name];
                      return (
                        <li key={site.name}>
                          <a
                            href={site.href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={classes.socialLink}
                            aria-label={`${site.name} (opens in a new tab)`}
                          >
                            {SocialIcon ? <SocialIcon size={20} /> : site.name}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </div>
                <nav aria-label="Insurance types" className={classes.columns}>
                  <ProductGroupLinks
                    idPrefix="footer-group"
                    classNames={{ title: classes.heading, list: classes.list, link: classes.link }}
                  />
                </nav>
              </div>
            </StaticHtml>

            <div className={classes.middle}>
              <StaticHtml>
                <section aria-labelledby="footer-contact">
                  <h2 id="footer-contact" className={classes.heading}>
                    Contact us
                  </h2>
                  <address className={classes.address}>
                    <strong>{COMPANY.name}</strong>
                    <span>{formatCompanyAddress()}</span>
                    <a href={COMPANY.phoneHref} className={classes.link}>
                      {COMPANY.phone}
                    </a>
                    <a href={`mailto:${COMPANY.email}`} className={classes.link}>
                      {COMPANY.email}
                    </a>
                  </address>
                  <ul className={classes.hours}>
                    {COMPANY.hours.map((slot) => (
                      <li key={slot.days}>
                        {slot.days}: {slot.open} to {slot.close}
                      </li>
                    ))}
                  </ul>
                </section>
              </StaticHtml>
              <div className={classes.newsletter}>{newsletterSlot}</div>
            </div>
          </>
        )}

        <div className={classes.bottom}>
          <p className={classes.disclosure}>{COMPANY.disclosure}</p>
          <div className={classes.legalRow}>
            <p className={classes.copyright}>
              © <span suppressHydrationWarning>{year}</span> {COMPANY.name}. All rights reserved.
            </p>
            <nav aria-label="Legal">
              <ul className={classes.legalLinks}>
                <li>
                  <Link to="/terms" className={classes.link}>
                    Terms of Service
                  </Link>
                </li>
                <li>
                  <Link to="/policy" className={classes.link}>
                    Privacy Policy
                  </Link>
                </li>
                <li>
                  <Link to="/licences-and-referrals" className={classes.link}>
                    Licences and referrals
                  </Link>
                </li>
                <li>
                  <Link to="/accessibility" className={classes.link}>
                    Accessibility
                  </Link>
                </li>
                <li>
                  {/* Opens the contact dialog; without JavaScript the About page's contact details. */}
                  <Link
                    to="/about-us#contact"
                    className={classes.link}
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      if (onContactClick === undefined) return;
                      event.preventDefault();
                      onContactClick();
                    }}
                  >
                    Contact
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      </PageContainer>
    </footer>
  );
}
