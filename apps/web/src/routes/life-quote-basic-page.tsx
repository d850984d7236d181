import { useLocation } from 'react-router';
import { pageMeta } from '#src/app/page-meta.ts';
import { LifeQuoteBasicForm } from '#src/features/life-quote/components/life-quote-basic-form.tsx';
import type { Route } from './+types/life-quote-basic-page';
import { coverageAmountParam, useLifeProduct } from './life-product-param.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LifeQuoteBasicPage() {
  const product = useLifeProduct();
  const { search } = useLocation();
  return (
    <div className="page">
      <LifeQuoteBasicForm key={product} product={product} coverageAmount={coverageAmountParam(search)} />
    </div>
  );
}
