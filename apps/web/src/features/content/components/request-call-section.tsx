import type { ReactNode } from 'react';
import { COMPANY } from '@brokerage/shared/company/company-info';
import classes from './content.module.css';

/** Request-a-call band with the working hours; `action` opens the contact dialog (contact issue). */
export function RequestCallSection({ action }: { action: ReactNode }) {
  return (
    <section className={classes.callBand} aria-labelledby="request-call">
      <div className={classes.callBandInner}>
        <div>
          <h2 id="request-call" className={classes.callTitle}>
            Talk to a licensed advisor
          </h2>
          <p>
            {COMPANY.replyPromise} Call <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or ask us to call you.
          </p>
          <ul className={classes.hoursList} aria-label="Working hours">
            {COMPANY.hours.map((h) => (
              <li key={h.days}>
                <strong>{h.days}:</strong> {h.open} to {h.close}
              </li>
            ))}
          </ul>
        </div>
        <div>{action}</div>
      </div>
    </section>
  );
}
