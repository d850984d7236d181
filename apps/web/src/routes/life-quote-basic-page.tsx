import { useLocation } from 'react-router';
import { Title } from '@mantine/core';
import { matchRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import { FormPlaceholder } from '#src/components/form-placeholder.tsx';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { LifeQuoteBasicForm } from '#src/features/life-quote/components/life-quote-basic-form.tsx';
import type { Route } from './+types/life-quote-basic-page';
import { coverageAmountParam, useLifeProduct } from './life-product-param.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LifeQuoteBasicPage() {
  const product = useLifeProduct();
  const { search, pathname } = useLocation();
  // Prerendered with the form's heading (the LCP); the form, which starts from the saved answers,
  // appears once the page is hydrated (issue 14).
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="page">
        <Title order={1} size="h2" c="navy.8">
          {matchRoute(pathname)?.title}
        </Title>
        <FormPlaceholder label="Loading the quote form" />
      </div>
    );
  }
  return (
    <div className="page">
      <LifeQuoteBasicForm key={product} product={product} coverageAmount={coverageAmountParam(search)} />
    </div>
  );
}
