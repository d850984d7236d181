import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { LifeComparison, lifeComparisonOf } from '#src/features/life-quote/components/life-comparison.tsx';
import { useLifeProduct } from './life-product-param.ts';

/** `/<life product>/quote/comparison?plans=..&coverage=..&period=..&duration=..`. */
export default function LifeComparisonPage() {
  const product = useLifeProduct();
  const session = useSession();
  const [params] = useSearchParams();
  const query = lifeComparisonOf(product, params);
  if (query === null) return <Navigate to={`/${product}/available-quotes`} replace />;
  return (
    <LifeComparison
      key={`${product}?${params.toString()}`}
      product={product}
      query={query}
      signedIn={session.status === 'signed-in'}
    />
  );
}
