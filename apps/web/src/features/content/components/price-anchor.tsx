import { useEffect, useState } from 'react';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { PRICE_ANCHOR_PROFILES } from '@brokerage/shared/life-quote/price-anchor-profiles';
import type { PriceAnchor as Anchor } from '@brokerage/shared/life-quote/price-anchor';
import { formatCad } from '@brokerage/shared/money/cents';
import { priceAnchorOf } from '../api/price-anchors.ts';
import classes from './content.module.css';

/**
 * "Term life from $X a month for a 35-year-old non-smoker, $500,000, 20 years" (ADR 0120): priced
 * by the API from the current rates once the page has painted. Until then (or without rates) the
 * same line says what the quote takes, in the same reserved space, so nothing moves.
 */
export function PriceAnchor({ product, className }: { product: LifeQuoteSlug; className?: string }) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  useEffect(() => {
    let current = true;
    void priceAnchorOf(product).then((found) => {
      if (current) setAnchor(found);
    });
    return () => {
      current = false;
    };
  }, [product]);
  const profile = PRICE_ANCHOR_PROFILES[product];
  const amount = formatCad(profile.coverageCents, { omitZeroCents: true });
  return (
    <p className={[classes.priceAnchor, className].filter(Boolean).join(' ')} data-testid="price-anchor">
      {anchor === null ? (
        <>
          {profile.name} for {profile.person}, {amount}, {profile.term}: your price in about two minutes.
        </>
      ) : (
        <>
          {profile.name} from{' '}
          <strong className={classes.priceAnchorAmount}>{formatCad(anchor.monthlyCents)}</strong> a month for{' '}
          {profile.person}, {amount}, {profile.term}
          {anchor.sampleRates ? ' (sample rates)' : ''}.
        </>
      )}
    </p>
  );
}
