import { pageMeta } from '#src/app/page-meta.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { AvailableQuotes } from '#src/features/life-quote/components/available-quotes.tsx';
import type { Route } from './+types/life-available-quotes-page';
import { useLifeProduct } from './life-product-param.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LifeAvailableQuotesPage() {
  const product = useLifeProduct();
  const session = useSession();
  return (
    <AvailableQuotes
      key={product}
      product={product}
      signedIn={session.status === 'signed-in'}
      userEmail={session.user?.email ?? session.email}
    />
  );
}
