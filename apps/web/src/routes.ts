import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { LEAD_FORMS } from '@brokerage/shared/lead/lead-forms';
import { ROUTES, type RouteEntry } from '@brokerage/shared/routes/route-table';
import { TRAVEL_PRODUCTS } from '@brokerage/shared/travel-quote/travel-products';
import { NOT_FOUND_ROUTE_ID } from './app/route-match.ts';

// The router is built from the shared route table (ADR 0004): one list, matched exactly and
// case-sensitively (platform spec section 2), so `/FAQ` falls through to the not-found page
// (React Router 7.18 loses `caseSensitive` on the client: app/route-match.ts makes up for it).
// A step that several products share is one parameterised route object (ADR 0122):
// `/:product/quote/basic` serves all 26 quote forms and `/:product` the 30 landing pages (ADR 0143);
// the page reads its table entry from the path, and a path the table does not hold shows the
// not-found page (routes/site-layout.tsx).

/** The page module of every route id; a route table entry without one fails the build. */
export const PAGE_MODULES: Record<string, string> = {
  'bad-request': 'routes/bad-request-page.tsx',
  'design-system': 'routes/design-system-page.tsx',
  'sign-up': 'routes/sign-up-page.tsx',
  'sign-in': 'routes/sign-in-page.tsx',
  'forgot-password': 'routes/forgot-password-page.tsx',
  'verify-email': 'routes/verify-email-page.tsx',
  'reset-password': 'routes/reset-password-page.tsx',
  'email-confirmation': 'routes/email-confirmation-page.tsx',
  // Content (ADR 0021).
  index: 'routes/home-page.tsx',
  blogs: 'routes/blogs-page.tsx',
  'blog-detail': 'routes/blog-detail-page.tsx',
  faq: 'routes/faq-page.tsx',
  terms: 'routes/terms-page.tsx',
  policy: 'routes/policy-page.tsx',
  'about-us': 'routes/about-page.tsx',
  licences: 'routes/licences-page.tsx',
  accessibility: 'routes/accessibility-page.tsx',
  'province-availability': 'routes/province-availability-page.tsx',
  'health-and-dental-quote': 'routes/health-dental-quote-page.tsx',
  // The 30 product landing pages (N14): one module reads the product from the route entry.
  ...Object.fromEntries(PRODUCTS.map((p) => [p.slug, 'routes/product-landing-page.tsx'])),
  ...travelPageModules(),
  ...lifeQuotePages(),
  // The 14 lead forms: one module reads the form from the route id.
  ...Object.fromEntries(LEAD_FORMS.map((f) => [f.routeId, 'routes/lead-form-page.tsx'])),
  'newsletter-unsubscribe': 'routes/newsletter-unsubscribe-page.tsx',
  'admin-panel': 'routes/admin-panel-page.tsx',
  'admin-inbox': 'routes/admin-inbox-page.tsx',
  'admin-contacts': 'routes/admin-contacts-page.tsx',
  'admin-services': 'routes/admin-services-page.tsx',
  'admin-appointments': 'routes/admin-appointments-page.tsx',
  'admin-subscriptions': 'routes/admin-subscriptions-page.tsx',
  'admin-applications': 'routes/admin-applications-page.tsx',
  'admin-rates': 'routes/admin-rates-page.tsx',
  'admin-insurers': 'routes/admin-insurers-page.tsx',
  'admin-mail': 'routes/admin-mail-page.tsx',
  'admin-staff': 'routes/admin-staff-page.tsx',
  'whole-life-book-a-call': 'routes/book-a-call-page.tsx',
  'term-life-book-a-call': 'routes/book-a-call-page.tsx',
  'critical-illness-book-a-call': 'routes/book-a-call-page.tsx',
  'mortgage-protection-book-a-call': 'routes/book-a-call-page.tsx',
  'kids-life-book-a-call': 'routes/book-a-call-page.tsx',
  // My account: one module, the section read from the route id.
  account: 'routes/account-page.tsx',
  'account-quotes': 'routes/account-page.tsx',
  'account-applications': 'routes/account-page.tsx',
  'account-requests': 'routes/account-page.tsx',
  'account-calls': 'routes/account-page.tsx',
  'account-policies': 'routes/account-page.tsx',
  'account-profile': 'routes/account-page.tsx',
  'account-privacy': 'routes/account-page.tsx',
  'account-confirm-email': 'routes/account-confirm-email-page.tsx',
  'account-not-me': 'routes/account-not-me-page.tsx',
  'accept-invite': 'routes/accept-invite-page.tsx',
};

// Travel and visitor products: one module per page kind serves the eight products.
function travelPageModules(): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const product of Object.values(TRAVEL_PRODUCTS)) {
    const id = product.routeFamily;
    modules[`${id}-quote-basic`] = 'routes/travel-quote-page.tsx';
    modules[`${id}-available-quotes`] = 'routes/travel-results-page.tsx';
    modules[`${id}-application`] = 'routes/travel-application-page.tsx';
    if (product.hasComparison) modules[`${id}-comparison`] = 'routes/travel-comparison-page.tsx';
  }
  return modules;
}

// One module per life page kind, serving the five life products.
function lifeQuotePages(): Record<string, string> {
  const kinds: Record<string, string> = {
    'quote-basic': 'routes/life-quote-basic-page.tsx',
    'select-coverage': 'routes/life-select-coverage-page.tsx',
    calculator: 'routes/life-calculator-page.tsx',
    customize: 'routes/life-customize-page.tsx',
    'available-quotes': 'routes/life-available-quotes-page.tsx',
    'quote-comparison': 'routes/life-comparison-page.tsx',
    application: 'routes/life-application-page.tsx',
  };
  return Object.fromEntries(
    LIFE_QUOTE_SLUGS.flatMap((slug) =>
      Object.entries(kinds).map(([kind, module]) => [`${slug}-${kind}`, module]),
    ),
  );
}

function moduleFor(id: string): string {
  const file = PAGE_MODULES[id];
  if (file === undefined) throw new Error(`Route '${id}' of the route table has no page module in routes.ts`);
  return file;
}

/** Serves a shared step whose products' pages differ (life, travel, lead form): it picks by entry. */
export const STEP_DISPATCHER = 'routes/quote-step-page.tsx';

/**
 * `/:product/<step>` for a product's page below its own first segment (`/term-life/quote/basic`),
 * `/:product` for a product's landing page (`/term-life`).
 */
function stepPath(entry: RouteEntry): string | undefined {
  const segments = entry.path.split('/').filter((s) => s !== '');
  if (entry.product === undefined || segments.length === 0) return undefined;
  return ['/:product', ...segments.slice(1)].join('/');
}

/** The id of a shared route object: `product-page` for `/:product`, `step-quote-basic` for the steps. */
const sharedRouteId = (path: string) =>
  path === '/:product' ? 'product-page' : `step${path.slice('/:product'.length).replace(/\//g, '-')}`;

/**
 * One route object per path shape: the table's entries one to one, except the product steps that
 * two or more products share, which become one `/:product/<step>` route each (its module the pages'
 * own when they share one, else the dispatcher).
 */
export function pageRoutes(entries: readonly RouteEntry[]): RouteConfigEntry[] {
  const steps = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const path = stepPath(entry);
    if (path !== undefined) steps.set(path, [...(steps.get(path) ?? []), entry]);
  }
  const routes: RouteConfigEntry[] = [];
  const done = new Set<string>();
  for (const entry of entries) {
    const path = stepPath(entry);
    const shared = path === undefined ? undefined : steps.get(path);
    if (path === undefined || shared === undefined || shared.length < 2) {
      routes.push(route(entry.path, moduleFor(entry.id), { id: entry.id, caseSensitive: true }));
      continue;
    }
    if (done.has(path)) continue;
    done.add(path);
    const modules = new Set(shared.map((e) => moduleFor(e.id)));
    const [only] = [...modules];
    const file = modules.size === 1 && only !== undefined ? only : STEP_DISPATCHER;
    routes.push(route(path, file, { id: sharedRouteId(path), caseSensitive: true }));
  }
  return routes;
}

export default [
  layout('routes/site-layout.tsx', [
    ...pageRoutes(ROUTES),
    route('*', 'routes/not-found-page.tsx', { id: NOT_FOUND_ROUTE_ID }),
  ]),
] satisfies RouteConfig;
