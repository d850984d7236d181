import { useId, useState, type FormEvent } from 'react';
import { COMPANY } from '@brokerage/shared/company/company-info';
// N23: the wording whose version the server stores with each consent.
import { newsletterConsentWording } from '@brokerage/shared/newsletter/newsletter-consent';
import { Button } from '#src/components/ui/first-load.tsx';
import { notifySuccess } from '#src/lib/notify.ts';
import { subscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { isValidNewsletterEmail } from '../newsletter-email.ts';
import classes from './newsletter-form.module.css';

const FALLBACK_SUCCESS = 'Thank you for subscribing to our newsletter.';

/** Footer newsletter box (platform spec sections 2 and 4; consent wording per N23). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  // Plain state rather than a React Query mutation: the footer is on every page, and React Query
  // stays out of the JavaScript pages load first.
  const [pending, setPending] = useState(false);
  const canSubmit = isValidNewsletterEmail(email) && !pending;
  const inputId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    try {
      const answer = await subscribeNewsletter(email.trim());
      notifySuccess(answer.message ?? FALLBACK_SUCCESS);
      setEmail('');
    } catch {
      // Failures are already toasted by the api client (platform spec section 8).
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={classes.heading}>
        Newsletter
      </h2>
      <p className={classes.intro}>Insurance tips and financial news, about once a month.</p>
      <form onSubmit={(event) => void handleSubmit(event)} className={classes.form} noValidate>
        <div className={classes.input}>
          <label className={classes.label} htmlFor={inputId}>
            E-mail address
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            className={classes.field}
            aria-describedby="newsletter-consent"
          />
        </div>
        <Button type="submit" tone="maple" disabled={!canSubmit} loading={pending} className={classes.button}>
          Subscribe
        </Button>
      </form>
      <p id="newsletter-consent" className={classes.consent}>
        {newsletterConsentWording(COMPANY.name, COMPANY.address.city, COMPANY.address.province)}
      </p>
    </section>
  );
}
