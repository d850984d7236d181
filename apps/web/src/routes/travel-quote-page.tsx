import { useNavigate } from 'react-router';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import { FormPlaceholder } from '#src/components/form-placeholder.tsx';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { useRateStatus } from '#src/features/travel-quote/api/travel-api.ts';
import { SampleRatesNotice } from '#src/features/travel-quote/components/results-parts.tsx';
import { TravelQuoteForm } from '#src/features/travel-quote/components/travel-quote-form.tsx';
import { saveTravelQuote, type SavedTravelQuote } from '#src/features/travel-quote/saved-travel-quote.ts';
import { travelPath } from '#src/features/travel-quote/travel-paths.ts';
import {
  useSavedTravelQuote,
  useToday,
  useTravelProduct,
} from '#src/features/travel-quote/use-travel-page.ts';
import { QuoteNotice } from '#src/components/quote-notice.tsx';
import { PageLead, PageTitle } from '#src/components/ui/design-parts.tsx';
import { PageContainer } from '#src/components/ui/first-load.tsx';

/** The instant-quote form of the eight travel products (product-flows section 2). */
export default function TravelQuotePage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedTravelQuote(product?.slug);
  const rateStatus = useRateStatus();
  // Prerendered with its heading (the LCP); the form, which starts from the saved answers and
  // today's date, appears once the page is hydrated.
  const hydrated = useHydrated();
  if (!product) return null;
  const slug = product.slug;
  const kind = travelProductKind(slug);

  // Stores the answers base64-encoded under the product's key, then opens the results.
  function submit(quote: SavedTravelQuote) {
    saveTravelQuote(quote);
    void navigate(travelPath(slug, 'available-quotes'));
  }

  return (
    <PageContainer size="md" className="page">
      <PageTitle>{product.name} instant quote</PageTitle>
      <PageLead>Answer a few questions to compare plans from several insurers.</PageLead>
      <QuoteNotice />
      {/* Its line is kept from the first paint: the notice arriving with the rate status would
          otherwise push the form down (a layout shift). */}
      <SampleRatesNotice show={rateStatus.data?.isSampleRates} reserve />
      <div style={{ height: 'var(--mantine-spacing-lg)' }} />
      {!hydrated ? (
        <FormPlaceholder label="Loading the quote form" />
      ) : (
        <TravelQuoteForm<SavedTravelQuote['request']>
          product={slug}
          today={today}
          initial={saved?.request ?? null}
          // The saved quote's kind is the product's: the request passed its schema.
          onSubmit={(request) => submit({ kind, product: slug, request } as SavedTravelQuote)}
        />
      )}
    </PageContainer>
  );
}
