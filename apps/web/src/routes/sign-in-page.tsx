import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { pageMeta } from '#src/app/page-meta.ts';
import { SignInForm } from '#src/features/accounts/components/sign-in-form.tsx';
import { KeptQuoteSummary } from '#src/features/life-quote/components/kept-quote-summary.tsx';
import type { Route } from './+types/sign-in-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const isLifeProduct = (slug: string): slug is LifeQuoteSlug =>
  (LIFE_QUOTE_SLUGS as readonly string[]).includes(slug);

/** Sign-in; on the way to an application it also shows the quote being kept (ADR 0119). */
export default function SignInPage() {
  return (
    <SignInForm keptQuote={(from) => (isLifeProduct(from) ? <KeptQuoteSummary product={from} /> : null)} />
  );
}
