import { lazy, Suspense, type ComponentType } from 'react';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { matchRoute, type RouteEntry } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import { CenteredSpinner } from '#src/components/ui/first-load.tsx';
import { useRouteEntry } from '#src/lib/route-product.ts';
import type { Route } from './+types/quote-step-page';
import lazyPageStylesheets from 'virtual:lazy-page-stylesheets';

// ADR 0122: one route object per step that several product families share (`/:product/quote/basic`,
// `/:product/available-quotes`, `/:product/quote/comparison`, `/:product/quote/application`). The
// path's route table entry decides the page (life, travel or a lead form); a product the table
// does not hold never gets here (the site layout shows the not-found page).

type PageModule = () => Promise<{ default: ComponentType }>;

/** The page modules of the shared steps; routes.ts gives every other route its module directly. */
export const STEP_PAGES = {
  'routes/life-quote-basic-page.tsx': () => import('./life-quote-basic-page.tsx'),
  'routes/travel-quote-page.tsx': () => import('./travel-quote-page.tsx'),
  'routes/lead-form-page.tsx': () => import('./lead-form-page.tsx'),
  'routes/life-available-quotes-page.tsx': () => import('./life-available-quotes-page.tsx'),
  'routes/travel-results-page.tsx': () => import('./travel-results-page.tsx'),
  'routes/life-comparison-page.tsx': () => import('./life-comparison-page.tsx'),
  'routes/travel-comparison-page.tsx': () => import('./travel-comparison-page.tsx'),
  'routes/life-application-page.tsx': () => import('./life-application-page.tsx'),
  'routes/travel-application-page.tsx': () => import('./travel-application-page.tsx'),
} satisfies Record<string, PageModule>;

type StepPage = keyof typeof STEP_PAGES;

const BY_FAMILY: Record<string, { life: StepPage; travel: StepPage; other?: StepPage }> = {
  'quote/basic': {
    life: 'routes/life-quote-basic-page.tsx',
    travel: 'routes/travel-quote-page.tsx',
    other: 'routes/lead-form-page.tsx',
  },
  'available-quotes': {
    life: 'routes/life-available-quotes-page.tsx',
    travel: 'routes/travel-results-page.tsx',
  },
  'quote/comparison': {
    life: 'routes/life-comparison-page.tsx',
    travel: 'routes/travel-comparison-page.tsx',
  },
  'quote/application': {
    life: 'routes/life-application-page.tsx',
    travel: 'routes/travel-application-page.tsx',
  },
};

/** The page module of a route table entry of a shared step, by the step and the product's family. */
export function stepPageOf(entry: RouteEntry): StepPage | undefined {
  const step = /\/(quote\/basic|available-quotes|quote\/comparison|quote\/application)\/?$/.exec(
    entry.path,
  )?.[1];
  const pages = step === undefined ? undefined : BY_FAMILY[step];
  if (pages === undefined) return undefined;
  const product = entry.product === undefined ? undefined : findProductByValue(entry.product);
  if (product === undefined) return undefined;
  // The five life products with a quote flow; disability, also a life product, has a lead form.
  if ((LIFE_QUOTE_SLUGS as readonly string[]).includes(product.slug)) return pages.life;
  return product.group === 'travel' ? pages.travel : pages.other;
}

const LAZY_PAGES = {} as Record<StepPage, ComponentType>;
for (const file of Object.keys(STEP_PAGES) as StepPage[])
  LAZY_PAGES[file] = lazy<ComponentType>(STEP_PAGES[file]);

// The page of the address the application starts on is loaded before this module finishes
// loading, so React hydrates it at once: a prerendered form whose page suspended while the
// session update re-rendered the layout would be replaced by the spinner (a layout shift).
const loaded: Partial<Record<StepPage, ComponentType>> = {};
if (typeof window !== 'undefined') {
  const first = matchRoute(window.location.pathname);
  const file = first === undefined ? undefined : stepPageOf(first);
  if (file !== undefined) loaded[file] = (await STEP_PAGES[file]()).default;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The pages' stylesheets are this route's, so a prerendered form or results frame paints with them
// (ADR 0141) rather than moving when its page's stylesheet arrives with its code. The list
// is every CSS module the pages above import, read from the source at build time
// (lazy-page-stylesheets.ts, ADR 0125).
export const handle = { stylesheets: lazyPageStylesheets };

export default function QuoteStepPage() {
  const entry = useRouteEntry();
  const file = entry === undefined ? undefined : stepPageOf(entry);
  if (file === undefined) return null;
  const Page = loaded[file] ?? LAZY_PAGES[file];
  return (
    <Suspense fallback={<CenteredSpinner minHeight="60vh" />}>
      <Page />
    </Suspense>
  );
}
