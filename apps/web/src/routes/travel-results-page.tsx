import { useState } from 'react';
import { Container, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import {
  studentQuoteRequestSchema,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import { pageMeta } from '#src/app/page-meta.ts';
import { comparisonSearch, type ComparePick } from '#src/features/travel-quote/components/results-parts.tsx';
import { StudentResults } from '#src/features/travel-quote/components/student-results.tsx';
import { TravellerResults } from '#src/features/travel-quote/components/traveller-results.tsx';
import { VisitorResults } from '#src/features/travel-quote/components/visitor-results.tsx';
import { saveQuote } from '#src/features/travel-quote/saved-quote.ts';
import { travelPath } from '#src/features/travel-quote/travel-paths.ts';
import { useSavedQuote, useToday, useTravelProduct } from '#src/features/travel-quote/use-travel-page.ts';
import type { Route } from './+types/travel-results-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Results of the eight travel products (product-flows section 2). */
export default function TravelResultsPage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedQuote(product?.storageKey);
  const [request, setRequest] = useState<Record<string, unknown> | null>(saved);
  if (!product) return null;
  const slug = product.slug;
  const kind = travelProductKind(slug);
  const schema =
    kind === 'visitor'
      ? visitorQuoteRequestSchema(slug as VisitorProductSlug)
      : kind === 'student'
        ? studentQuoteRequestSchema(slug as StudentProductSlug)
        : travellerQuoteRequestSchema(slug as TravellerProductSlug);
  const parsed = request === null ? null : schema.safeParse(request);
  // No usable saved request: back to the product's quote form.
  if (!parsed?.success) return <Navigate to={travelPath(slug, 'quote-basic')} replace />;

  const store = (next: object) => {
    const value = { ...next, page: 0, type: slug };
    saveQuote(product.storageKey, value);
    setRequest(value);
  };
  // Start Application saves the request with the plan's deductible and coverage (product-flows section 4).
  const startApplication = (current: object, row: TravelQuoteRow) => {
    saveQuote(product.storageKey, {
      ...current,
      deductible: row.deductibleAmount ?? (current as { deductible?: number }).deductible ?? 0,
      ...(row.coverageAmount !== null && kind === 'visitor' ? { coverage: row.coverageAmount } : {}),
      plan: row.policyName,
      company: row.company,
      page: 0,
      type: slug,
    });
    void navigate(travelPath(slug, 'application'));
  };
  const compare = (picks: ComparePick[]) =>
    void navigate(`${travelPath(slug, 'comparison')}?${comparisonSearch(picks)}`);

  return (
    <Container size="xl" className="page">
      <Title order={1} c="navy.8" mb="md">
        {product.name} quotes
      </Title>
      {kind === 'visitor' && (
        <VisitorResults
          product={slug as VisitorProductSlug}
          request={parsed.data as never}
          today={today}
          onRequestChange={store}
          onStartApplication={startApplication}
          onCompare={compare}
        />
      )}
      {kind === 'student' && (
        <StudentResults
          product={slug as StudentProductSlug}
          request={parsed.data as never}
          onStartApplication={(row) => startApplication(parsed.data, row)}
          onCompare={compare}
        />
      )}
      {kind === 'traveller' && (
        <TravellerResults
          product={slug as TravellerProductSlug}
          request={parsed.data as never}
          today={today}
          onRequestChange={store}
          onStartApplication={startApplication}
        />
      )}
    </Container>
  );
}
