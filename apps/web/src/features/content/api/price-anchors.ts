import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { PriceAnchors } from '@brokerage/shared/life-quote/price-anchor';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';

// The price anchors (ADRs 0120, 0124), asked for once per page load after it has painted. A plain
// fetch: the first load carries neither the API client nor zod (ADR 0107); the answer is small and
// the component shows nothing it cannot read.

const NONE: PriceAnchors = { anchors: [], travelAnchors: [] };
let anchors: Promise<PriceAnchors> | null = null;

function fetchAnchors(): Promise<PriceAnchors> {
  anchors ??= fetch('/api/quotations/price-anchors', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : {}))
    .then((body: { data?: Partial<PriceAnchors> }) => ({ ...NONE, ...body.data }))
    .catch(() => {
      anchors = null; // offline: the next page asks again
      return NONE;
    });
  return anchors;
}

export type AnchoredProduct = LifeQuoteSlug | TravelProductSlug;

/** The product's anchor: a life product's monthly premium, a travel product's for the whole cover. */
export async function priceAnchorOf(
  product: AnchoredProduct,
): Promise<{ cents: number; sampleRates: boolean } | null> {
  const { anchors: life, travelAnchors } = await fetchAnchors();
  const lifeAnchor = life.find((anchor) => anchor.product === product);
  if (lifeAnchor) return { cents: lifeAnchor.monthlyCents, sampleRates: lifeAnchor.sampleRates };
  const travelAnchor = travelAnchors.find((anchor) => anchor.product === product);
  return travelAnchor ? { cents: travelAnchor.premiumCents, sampleRates: travelAnchor.sampleRates } : null;
}
