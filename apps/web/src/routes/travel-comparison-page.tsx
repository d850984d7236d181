import { Container, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { ComparisonQuery } from '#src/features/travel-quote/api/travel-api.ts';
import { ComparisonView } from '#src/features/travel-quote/components/comparison-view.tsx';
import { useStartTravelApplication } from '#src/features/travel-quote/start-travel-application.ts';
import { useSavedTravelQuote, useTravelProduct } from '#src/features/travel-quote/use-travel-page.ts';

/** The comparison query, or null when plans 1 and 2 are incomplete or plan 3 is half given. */
export function comparisonQueryOf(params: URLSearchParams, type: string): ComparisonQuery | null {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const [plan1, company1, plan2, company2, plan3, company3] = [
    'plan1',
    'company1',
    'plan2',
    'company2',
    'plan3',
    'company3',
  ].map(get);
  if (!plan1 || !company1 || !plan2 || !company2) return null;
  if (Boolean(plan3) !== Boolean(company3)) return null;
  return { plan1, company1, plan2, company2, ...(plan3 && company3 ? { plan3, company3 } : {}), type };
}

/** Plans comparison of the six products that have one (product-flows section 2). */
export default function TravelComparisonPage() {
  const product = useTravelProduct();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const saved = useSavedTravelQuote(product?.slug);
  const startApplication = useStartTravelApplication(product?.slug ?? 'visitors-to-canada');
  const query = product ? comparisonQueryOf(params, product.slug) : null;
  if (!query) return <Navigate to="/" replace />;
  return (
    <Container size="lg" className="page">
      <Title order={1} c="navy.8" mb="md">
        Compare plans
      </Title>
      <ComparisonView
        query={query}
        quote={saved}
        onApply={(row, quoteId) => saved && startApplication(saved, row, quoteId)}
        onBack={() => void navigate(-1)}
      />
    </Container>
  );
}
