import { LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import {
  AvailableQuotes,
  AvailableQuotesFrame,
} from '#src/features/life-quote/components/available-quotes.tsx';
import { savedLifeQuoteRequest } from '#src/features/life-quote/life-quote-storage.ts';
import { hasStoredTokens } from '#src/features/accounts/session/token-storage.ts';
import { resultsRouteOpened, startSavedQuotesEarly } from '#src/lib/saved-quote-early.ts';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { useLifeProduct } from './life-product-param.ts';
import { PageTitle } from '#src/components/ui/design-parts.tsx';

// The quote call starts as this module loads, before React renders (ADR 0085); a
// visitor who may be signed in waits for the session, so the quote is kept under the account.
const opened = resultsRouteOpened();
if (opened !== undefined && !hasStoredTokens())
  startSavedQuotesEarly('life', () => savedLifeQuoteRequest(opened.product));

export default function LifeAvailableQuotesPage() {
  const product = useLifeProduct();
  const session = useSession();
  // Prerendered (term life) as a generic frame, the heading (the LCP), Filters, sort and the first
  // rows' space, without a saved request; the results replace it once hydrated (ADR 0085).
  const hydrated = useHydrated();
  return (
    <div className="page">
      <PageTitle>{LIFE_PRODUCT_NAMES[product]} quotes</PageTitle>
      {hydrated ? (
        <AvailableQuotes
          key={product}
          product={product}
          signedIn={session.status === 'signed-in'}
          userEmail={session.user?.email ?? session.email}
        />
      ) : (
        <AvailableQuotesFrame product={product} />
      )}
    </div>
  );
}
