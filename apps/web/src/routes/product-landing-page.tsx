import { lazy, Suspense, useSyncExternalStore } from 'react';
import { data } from 'react-router';
import { findProductBySlug, findProductByValue } from '@brokerage/shared/catalogue/products';
import { findProductPage } from '@brokerage/shared/content/product-pages';
import { HOME_CONTENT } from '@brokerage/shared/content/site-content';
import { matchRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { PartnersCarousel } from '#src/features/content/components/partners-carousel.tsx';
import { ContactDialogButton } from '#src/features/contact/components/contact-dialog-button.tsx';
import { CenteredSpinner } from '#src/components/ui/first-load.tsx';
import { hydrateLater } from '#src/components/hydrate-later.tsx';
import type { CalculatorKind } from '#src/features/calculators/components/landing-calculator.tsx';
import type { Route } from './+types/product-landing-page';

// ADR 0121: the page's content (Mantine's button and accordion among it) keeps its prerendered HTML
// and hydrates when the browser is idle after the first paint; its links work as plain links until
// then. The shell's menu, contact dialog and newsletter hydrate at once.
const ProductLanding = hydrateLater(() =>
  import('#src/features/content/components/product-landing.tsx').then((module) => module.ProductLanding),
);

// Calculators of two landing pages (N13). Lazy, so the chart library and the calculators load
// only there; client-only, so the prerendered HTML holds no figures computed for the build year.
const LandingCalculator = lazy(() =>
  import('#src/features/calculators/components/landing-calculator.tsx').then((m) => ({
    default: m.LandingCalculator,
  })),
);
const CALCULATORS: Readonly<Record<string, CalculatorKind>> = {
  investments: 'investment',
  'child-education-planning': 'child-education',
};
const noSubscription = () => () => {};

function CalculatorSlot({ kind }: { kind: CalculatorKind }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placeholder = <CenteredSpinner minHeight="520px" />;
  return hydrated ? (
    <Suspense fallback={placeholder}>
      <LandingCalculator kind={kind} />
    </Suspense>
  ) : (
    placeholder
  );
}

// One module for the 30 product landing routes (N14). Build time only (ADR 0021): the product
// comes from the route table entry of the prerendered path.
export function loader({ request }: Route.LoaderArgs) {
  const entry = matchRoute(new URL(request.url).pathname);
  const product = entry?.product === undefined ? undefined : findProductByValue(entry.product);
  const page = product ? findProductPage(product.slug) : undefined;
  if (!product || !page) throw data('No such product page', { status: 404 });
  const related = page.headerInsuranceTypes.flatMap((slug) => {
    const other = findProductBySlug(slug);
    return other ? [{ name: other.name, path: other.landingPath }] : [];
  });
  const partners =
    product.slug === 'mortgage-service'
      ? {
          partnersHeading: HOME_CONTENT.partnersHeading,
          partnersSubheading: HOME_CONTENT.partnersSubheading,
          lenders: HOME_CONTENT.lenders,
        }
      : null;
  return { product, page, related, partners };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(
    args,
    loaderData
      ? { title: loaderData.page.defaultFields.name, description: loaderData.page.defaultFields.tagLine }
      : {},
  );

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'product-landing' };

export default function ProductLandingPage({ loaderData }: Route.ComponentProps) {
  const { product, page, related, partners } = loaderData;
  const calculator = CALCULATORS[product.slug];
  return (
    <ProductLanding
      page={page}
      product={product}
      related={related}
      extra={
        partners ? (
          <PartnersCarousel
            content={partners}
            items={partners.lenders.map((name) => ({ key: name, name }))}
            mode="lenders"
          />
        ) : calculator ? (
          <CalculatorSlot kind={calculator} />
        ) : null
      }
      contactAction={
        <ContactDialogButton tone="maple" size="md">
          Talk to an advisor
        </ContactDialogButton>
      }
    />
  );
}
