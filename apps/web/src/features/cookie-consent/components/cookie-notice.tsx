import { Link } from 'react-router';
import { Button } from '#src/components/ui/first-load.tsx';
import { acceptCookies, useCookiesAccepted } from '../cookie-consent-store.ts';
import classes from './cookie-notice.module.css';

/** Cookie notice with links to the terms and the privacy policy (platform spec section 2). */
export function CookieNotice() {
  const accepted = useCookiesAccepted();
  if (accepted) return null;

  return (
    <section aria-label="Cookie notice" className={`${classes.notice} on-dark`}>
      <p className={classes.text}>
        We use cookies to keep you signed in and to understand how our site is used. Read our{' '}
        <Link to="/terms" className={classes.link}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/policy" className={classes.link}>
          Privacy Policy
        </Link>
        .
      </p>
      <Button tone="maple" onClick={acceptCookies} className={classes.button}>
        Accept
      </Button>
    </section>
  );
}
