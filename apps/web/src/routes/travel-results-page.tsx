import { useState } from 'react';
import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RedirectWithReason } from '#src/components/redirect-with-reason.tsx';
import { NO_QUOTE_TO_SHOW } from '#src/features/travel-quote/redirect-reasons.ts';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { isVisitorProduct } from '@brokerage/shared/travel-quote/travel-products';
import type { ComparePick } from '#src/components/compare-tray.tsx';
import {
  comparisonSearch,
  VisitorResultsFrame,
} from '#src/features/travel-quote/components/results-parts.tsx';
import { StudentResults } from '#src/features/travel-quote/components/student-results.tsx';
import { TravellerResults } from '#src/features/travel-quote/components/traveller-results.tsx';
import { VisitorResults } from '#src/features/travel-quote/components/visitor-results.tsx';
import {
  saveTravelQuote,
  savedVisitorQuoteRequest,
  type SavedTravelQuote,
} from '#src/features/travel-quote/saved-travel-quote.ts';
import { travelPath } from '#src/features/travel-quote/travel-paths.ts';
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
  startSavedQuotesEarly('travel', savedVisitorQuoteRequest(opened.product));

/** Results of the eight travel products (product-flows section 2). */
export default function TravelResultsPage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedTravelQuote(product?.slug);
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
        {isVisitorProduct(slug) && <VisitorResultsFrame />}
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
  // Start Application saves the request with the plan's deductible and coverage (product-flows
  // section 4) and the plan with the stored quote it came from, which the application cites (ADR 0088).
  const startApplication = (current: SavedTravelQuote, row: TravelQuoteRow, quoteId: string | undefined) => {
    const plan = {
      plan: row.policyName,
      company: row.company,
      premiumAmount: row.premiumAmount,
      ...(quoteId === undefined
        ? {}
        : { citation: { quoteId, planCode: row.planCode, deductible: row.deductibleAmount } }),
    };
    if (current.kind === 'student') {
      saveTravelQuote({ ...current, plan });
    } else {
      const deductible = row.deductibleAmount ?? current.request.deductible ?? 0;
      if (current.kind === 'visitor') {
        const coverage = row.coverageAmount ?? current.request.coverage;
        saveTravelQuote({ ...current, request: { ...current.request, deductible, coverage }, plan });
      } else {
        saveTravelQuote({ ...current, request: { ...current.request, deductible }, plan });
      }
    }
    void navigate(travelPath(slug, 'application'));
  };
  const compare = (picks: ComparePick[]) =>
    void navigate(`${travelPath(slug, 'comparison')}?${comparisonSearch(picks)}`);

  return (
    <Container size="xl" className="page">
      <Title order={1} c="navy.8" mb="md">
        {product.name} quotes
      </Title>
      <QuoteNotice />
      {quote.kind === 'visitor' && (
        <VisitorResults
          product={quote.product}
          request={quote.request}
          today={today}
          onRequestChange={(request) => store({ ...quote, request })}
          onStartApplication={(request, row, quoteId) =>
            startApplication({ ...quote, request }, row, quoteId)
          }
          onCompare={compare}
        />
      )}
      {quote.kind === 'student' && (
        <StudentResults
          product={quote.product}
          request={quote.request}
          onStartApplication={(row, quoteId) => startApplication(quote, row, quoteId)}
          onCompare={compare}
        />
      )}
      {quote.kind === 'traveller' && (
        <TravellerResults
          product={quote.product}
          request={quote.request}
          today={today}
          onRequestChange={(request) => store({ ...quote, request })}
          onStartApplication={(request, row, quoteId) =>
            startApplication({ ...quote, request }, row, quoteId)
          }
        />
      )}
    </Container>
  );
}
