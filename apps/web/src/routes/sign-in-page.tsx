import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { matchRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import { CenteredSpinner } from '#src/components/ui/first-load.tsx';
import { deferredComponent } from '#src/components/deferred-component.tsx';
import type { Route } from './+types/sign-in-page';
import authCardStyles from '#src/features/accounts/components/auth-card.module.css';
import formFieldStyles from '#src/components/ui/form-fields.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The form card's and its fields' stylesheets are this route's (named here so the build keeps them
// with it), so the prerendered form paints with them and nothing restyles it after.
export const handle = { stylesheets: [authCardStyles, formFieldStyles] };

type FormProps = { keptQuote: (from: string) => ReactNode };

// ADR 0122: the form's code (Mantine's fields) is not among the route module's static imports, so
// React Router's preloads before the first paint stay few; opened directly, the form is loaded
// before this module finishes loading, so the prerendered form hydrates at once.
const loadForm = (): Promise<ComponentType<FormProps>> =>
  import('#src/features/accounts/components/sign-in-form.tsx').then((module) => module.SignInForm);
const LazyForm = lazy(() => loadForm().then((SignInForm) => ({ default: SignInForm })));
const firstForm: ComponentType<FormProps> | undefined =
  typeof window !== 'undefined' && matchRoute(window.location.pathname)?.id === 'sign-in'
    ? await loadForm()
    : undefined;

// The kept quote shows only on the way to a life application (`from`, read once hydrated): its
// code (the life quote's schemas and storage) loads then, not with every sign-in (ADR 0132).
const KeptQuoteSummary = deferredComponent(() =>
  import('#src/features/life-quote/components/kept-quote-summary.tsx').then(
    (module) => module.KeptQuoteSummary,
  ),
);

const isLifeProduct = (slug: string): slug is LifeQuoteSlug =>
  (LIFE_QUOTE_SLUGS as readonly string[]).includes(slug);

/** Sign-in; on the way to an application it also shows the quote being kept (ADR 0119). */
export default function SignInPage() {
  const Form = firstForm ?? LazyForm;
  return (
    <Suspense fallback={<CenteredSpinner minHeight="60vh" />}>
      <Form keptQuote={(from) => (isLifeProduct(from) ? <KeptQuoteSummary active product={from} /> : null)} />
    </Suspense>
  );
}
