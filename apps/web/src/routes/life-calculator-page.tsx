import { pageMeta } from '#src/app/page-meta.ts';
import { NeedsCalculator } from '#src/features/life-quote/components/needs-calculator.tsx';
import type { Route } from './+types/life-calculator-page';
import { useLifeProduct } from './life-product-param.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LifeCalculatorPage() {
  const product = useLifeProduct();
  return <NeedsCalculator key={product} product={product} />;
}
