import { useLocation } from 'react-router';
import { pageMeta } from '#src/app/page-meta.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { CustomizeQuotes } from '#src/features/life-quote/components/customize-quotes.tsx';
import type { Route } from './+types/life-customize-page';
import { coverageAmountParam, useLifeProduct } from './life-product-param.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LifeCustomizePage() {
  const product = useLifeProduct();
  const session = useSession();
  const { search } = useLocation();
  return (
    <CustomizeQuotes
      key={product}
      product={product}
      signedIn={session.status === 'signed-in'}
      coverageAmount={coverageAmountParam(search)}
    />
  );
}
