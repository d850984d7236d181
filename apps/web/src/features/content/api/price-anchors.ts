import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { PriceAnchor } from '@brokerage/shared/life-quote/price-anchor';

// The price anchors (ADR 0120), asked for once per page load after it has painted. A plain fetch:
// the first load carries neither the API client nor zod (ADR 0107); the answer is small and the
// component shows nothing it cannot read.

let anchors: Promise<readonly PriceAnchor[]> | null = null;

function fetchAnchors(): Promise<readonly PriceAnchor[]> {
  anchors ??= fetch('/api/quotations/price-anchors', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : { data: { anchors: [] } }))
    .then((body: { data?: { anchors?: PriceAnchor[] } }) => body.data?.anchors ?? [])
    .catch(() => {
      anchors = null; // offline: the next page asks again
      return [];
    });
  return anchors;
}

export async function priceAnchorOf(product: LifeQuoteSlug): Promise<PriceAnchor | null> {
  return (await fetchAnchors()).find((anchor) => anchor.product === product) ?? null;
}
