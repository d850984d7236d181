import { useLocation } from 'react-router';
import { matchRoute } from '@brokerage/shared/routes/route-table';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import {
  LifeQuoteBasicForm,
  LifeQuoteBasicFormPlaceholder,
} from '#src/features/life-quote/components/life-quote-basic-form.tsx';
import { coverageAmountParam, useLifeProduct } from './life-product-param.ts';

export default function LifeQuoteBasicPage() {
  const product = useLifeProduct();
  const { search, pathname } = useLocation();
  // Prerendered with the form's heading (the LCP); the form, which starts from the saved answers,
  // appears once the page is hydrated.
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="page">
        <LifeQuoteBasicFormPlaceholder heading={matchRoute(pathname)?.title ?? ''} product={product} />
      </div>
    );
  }
  return (
    <div className="page">
      <LifeQuoteBasicForm key={product} product={product} coverageAmount={coverageAmountParam(search)} />
    </div>
  );
}
