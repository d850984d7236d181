import { useEffect, useState } from 'react';
import { PRICE_ANCHOR_PROFILES } from '@brokerage/shared/life-quote/price-anchor-profiles';
import { formatCad } from '@brokerage/shared/money/cents';
import { TRAVEL_PRICE_ANCHOR_PROFILES } from '@brokerage/shared/travel-quote/travel-price-anchor-profiles';
import { priceAnchorOf, type AnchoredProduct } from '../api/price-anchors.ts';
import classes from './content.module.css';

/** The anchor's sentence: the product, the period its price is for, and the typical request. */
function wordsOf(product: AnchoredProduct): { name: string; per: string; request: string } {
  if (product in PRICE_ANCHOR_PROFILES) {
    const profile = PRICE_ANCHOR_PROFILES[product as keyof typeof PRICE_ANCHOR_PROFILES];
    const amount = formatCad(profile.coverageCents, { omitZeroCents: true });
    return { name: profile.name, per: 'a month', request: `${profile.person}, ${amount}, ${profile.term}` };
  }
  const profile = TRAVEL_PRICE_ANCHOR_PROFILES[product as keyof typeof TRAVEL_PRICE_ANCHOR_PROFILES];
  return { name: profile.name, per: profile.per, request: profile.person };
}

/**
 * "Term life from $X a month for a 35-year-old non-smoker, $500,000, 20 years" (ADR 0120), "Super
 * visa insurance from $X for the year for a 60-year-old, ..." (ADR 0124): priced by the API from the
 * current rates once the page has painted. Until then (or without rates) the same line says what
 * the quote takes, in the same reserved space, so nothing moves.
 */
export function PriceAnchor({ product, className }: { product: AnchoredProduct; className?: string }) {
  const [anchor, setAnchor] = useState<{ cents: number; sampleRates: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    void priceAnchorOf(product).then((found) => {
      if (current) setAnchor(found);
    });
    return () => {
      current = false;
    };
  }, [product]);
  const words = wordsOf(product);
  return (
    <p className={[classes.priceAnchor, className].filter(Boolean).join(' ')} data-testid="price-anchor">
      {anchor === null ? (
        <>
          {words.name} for {words.request}: your price in about two minutes.
        </>
      ) : (
        <>
          {words.name} from <strong className={classes.priceAnchorAmount}>{formatCad(anchor.cents)}</strong>{' '}
          {words.per} for {words.request}
          {anchor.sampleRates ? ' (sample rates)' : ''}.
        </>
      )}
    </p>
  );
}
