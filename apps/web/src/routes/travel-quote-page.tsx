import { Container, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type {
  StudentProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import { pageMeta } from '#src/app/page-meta.ts';
import { useRateStatus } from '#src/features/travel-quote/api/travel-api.ts';
import { SampleRatesNotice } from '#src/features/travel-quote/components/results-parts.tsx';
import { StudentQuoteForm } from '#src/features/travel-quote/components/student-quote-form.tsx';
import { TravellerQuoteForm } from '#src/features/travel-quote/components/traveller-quote-form.tsx';
import { VisitorQuoteForm } from '#src/features/travel-quote/components/visitor-quote-form.tsx';
import { saveQuote } from '#src/features/travel-quote/saved-quote.ts';
import { travelPath } from '#src/features/travel-quote/travel-paths.ts';
import { useSavedQuote, useToday, useTravelProduct } from '#src/features/travel-quote/use-travel-page.ts';
import type { Route } from './+types/travel-quote-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The instant-quote form of the eight travel products (product-flows section 2). */
export default function TravelQuotePage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedQuote(product?.storageKey);
  const rateStatus = useRateStatus();
  if (!product) return null;
  const slug = product.slug;
  const kind = travelProductKind(slug);

  // Stores the answers base64-encoded under the product's key, then opens the results.
  function submit(request: object) {
    saveQuote(product!.storageKey, { ...request, page: 0, type: slug });
    void navigate(travelPath(slug, 'available-quotes'));
  }

  return (
    <Container size="md" className="page">
      <Title order={1} c="navy.8">
        {product.name} instant quote
      </Title>
      <Text mt="xs">Answer a few questions to compare plans from several insurers.</Text>
      <SampleRatesNotice show={rateStatus.data?.isSampleRates} />
      <div style={{ height: 'var(--mantine-spacing-lg)' }} />
      {kind === 'visitor' && (
        <VisitorQuoteForm
          product={slug as VisitorProductSlug}
          today={today}
          initial={saved}
          onSubmit={submit}
        />
      )}
      {kind === 'student' && (
        <StudentQuoteForm
          product={slug as StudentProductSlug}
          today={today}
          initial={saved}
          onSubmit={submit}
        />
      )}
      {kind === 'traveller' && (
        <TravellerQuoteForm
          product={slug as TravellerProductSlug}
          today={today}
          initial={saved}
          onSubmit={submit}
        />
      )}
    </Container>
  );
}
