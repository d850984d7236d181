import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/first-load.tsx';
import { acceptCookies, useCookiesAccepted } from '../cookie-consent-store.ts';
import classes from './cookie-notice.module.css';

/** Cookie notice with links to the terms and the privacy policy (platform spec section 2). */
export function CookieNotice() {
  const accepted = useCookiesAccepted();
  const notice = useRef<HTMLElement>(null);
  // The strip the notice covers, as `--cookie-notice-space` on the page: what sticks to the bottom
  // of the screen (the compare tray) sits above it instead of under it.
  useEffect(() => {
    const element = notice.current;
    if (accepted || element === null) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--cookie-notice-space', `${element.offsetHeight + 16}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-notice-space');
    };
  }, [accepted]);
  if (accepted) return null;

  return (
    <section ref={notice} aria-label="Cookie notice" className={`${classes.notice} on-dark`}>
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
