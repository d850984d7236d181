import { pageMeta } from '#src/app/page-meta.ts';
import { SelectCoverage } from '#src/features/life-quote/components/select-coverage.tsx';
import type { Route } from './+types/life-select-coverage-page';
import { useLifeProduct } from './life-product-param.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LifeSelectCoveragePage() {
  const product = useLifeProduct();
  return (
    <div className="page">
      <SelectCoverage key={product} product={product} />
    </div>
  );
}
