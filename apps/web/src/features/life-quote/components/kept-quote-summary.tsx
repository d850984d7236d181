import { useMemo } from 'react';
import { LIFE_PAYMENT_PERIODS, PREMIUM_PAYMENT_DURATION_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { Card } from '#src/components/ui/design-parts.tsx';
import { loadLifeQuote } from '../life-quote-storage.ts';
import classes from './life-quote.module.css';

/**
 * The quote a visitor built, shown on the sign-in step before the application (ADR 0119): what is
 * kept while they sign in or create an account. Nothing when no quote is saved in this browser.
 */
export function KeptQuoteSummary({ product }: { product: LifeQuoteSlug }) {
  const saved = useMemo(() => loadLifeQuote(product), [product]);
  if (saved === null) return null;
  const { request, plan } = saved;
  const coverage = formatCad(dollarsToCents(plan?.coverage ?? request.coverage), { omitZeroCents: true });
  const period = LIFE_PAYMENT_PERIODS[product][plan?.paymentPeriod ?? request.paymentPeriod]?.label;
  const duration = PREMIUM_PAYMENT_DURATION_OPTIONS.find(
    (o) => o.value === (plan?.premiumPaymentDuration ?? request.premiumPaymentDuration),
  )?.label;
  return (
    <Card as="section" aria-labelledby="kept-quote" className={classes.keptQuote}>
      <h2 id="kept-quote" className={classes.keptQuoteTitle}>
        Your {LIFE_PRODUCT_NAMES[product]} quote is kept
      </h2>
      <dl className={classes.keptQuoteFacts}>
        <div>
          <dt>Coverage</dt>
          <dd>{coverage}</dd>
        </div>
        {period !== undefined && (
          <div>
            <dt>Payment period</dt>
            <dd>{period}</dd>
          </div>
        )}
        {duration !== undefined && (
          <div>
            <dt>Paid</dt>
            <dd>{duration}</dd>
          </div>
        )}
        {plan?.premiumAmount !== undefined && (
          <div>
            <dt>Premium</dt>
            <dd>{formatCad(dollarsToCents(plan.premiumAmount))}</dd>
          </div>
        )}
      </dl>
      <p className={classes.keptQuoteNote}>
        Nothing is lost: after you sign in or create an account you go straight to your quotes.
      </p>
    </Card>
  );
}
