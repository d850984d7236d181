import { useState } from 'react';
import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RedirectWithReason } from '#src/components/redirect-with-reason.tsx';
import { NO_QUOTE_TO_SHOW } from '#src/features/travel-quote/redirect-reasons.ts';
import { isVisitorProduct } from '@brokerage/shared/travel-quote/travel-products';
import type { ComparePick } from '#src/components/compare-tray.tsx';
import {
  comparisonSearch,
  VisitorResultsFrame,
} from '#src/features/travel-quote/components/results-parts.tsx';
import { TravelResults } from '#src/features/travel-quote/components/travel-results.tsx';
import {
  saveTravelQuote,
  savedVisitorQuoteRequest,
  type SavedTravelQuote,
} from '#src/features/travel-quote/saved-travel-quote.ts';
import { travelPath } from '#src/features/travel-quote/travel-paths.ts';
import { useStartTravelApplication } from '#src/features/travel-quote/start-travel-application.ts';
import {
  useSavedTravelQuote,
  useToday,
  useTravelProduct,
} from '#src/features/travel-quote/use-travel-page.ts';
import { QuoteNotice } from '#src/components/quote-notice.tsx';
import { hasStoredTokens } from '#src/features/accounts/session/token-storage.ts';
import { resultsRouteOpened, startSavedQuotesEarly } from '#src/lib/saved-quote-early.ts';
import { useHydrated } from '#src/lib/use-hydrated.ts';

// The quote call starts as this module loads, before React renders (ADR 0085); a
// visitor who may be signed in waits for the session, so the quote is kept under the account.
const opened = resultsRouteOpened();
if (opened !== undefined && !hasStoredTokens())
  startSavedQuotesEarly('travel', () => savedVisitorQuoteRequest(opened.product));

/** Results of the eight travel products (product-flows section 2). */
export default function TravelResultsPage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedTravelQuote(product?.slug);
  const startApplication = useStartTravelApplication(product?.slug ?? 'visitors-to-canada');
  const [quote, setQuote] = useState<SavedTravelQuote | null>(saved);
  // Prerendered (visitors to Canada) as a generic frame, the heading (the LCP), Filters, sort and
  // the first rows' space, without a saved request; the results replace it once hydrated (ADR 0085).
  const hydrated = useHydrated();
  if (!product) return null;
  const slug = product.slug;
  if (!hydrated) {
    return (
      <Container size="xl" className="page">
        <Title order={1} c="navy.8" mb="md">
          {product.name} quotes
        </Title>
        {isVisitorProduct(slug) && <VisitorResultsFrame product={slug} />}
      </Container>
    );
  }
  // No usable saved request (none, or one that fails the product's schema): back to the form.
  if (quote === null)
    return <RedirectWithReason to={travelPath(slug, 'quote-basic')} reason={NO_QUOTE_TO_SHOW} />;

  const store = (next: SavedTravelQuote) => {
    saveTravelQuote(next);
    setQuote(next);
  };
  const compare = (picks: ComparePick[]) =>
    void navigate(`${travelPath(slug, 'comparison')}?${comparisonSearch(picks)}`);

  return (
    <Container size="xl" className="page">
      <Title order={1} c="navy.8" mb="md">
        {product.name} quotes
      </Title>
      <QuoteNotice />
      <TravelResults<SavedTravelQuote['request']>
        product={quote.product}
        request={quote.request}
        today={today}
        // The request passed the product's schema: the saved quote keeps its kind.
        onRequestChange={(request) => store({ ...quote, request } as SavedTravelQuote)}
        onStartApplication={(request, row, quoteId) =>
          startApplication({ ...quote, request } as SavedTravelQuote, row, quoteId)
        }
        onCompare={compare}
      />
    </Container>
  );
}
