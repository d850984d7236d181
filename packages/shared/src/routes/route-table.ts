// The one list of the site's routes (platform spec section 2, product-flows section 2, N13, N14).
// The web router is built from it, the server answers 404 for paths outside it, and the
// browser walk visits every entry.

import { LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import { PRODUCTS, type Product } from '../catalogue/products.ts';

/**
 * public: anyone; guest: signed-out only; signed-in: any user; staff: advisors and admins (issue
 * 16); admin: admins only (platform spec section 2).
 */
export type RouteGuard = 'public' | 'guest' | 'signed-in' | 'staff' | 'admin';

export interface RouteEntry {
  /** Unique id; also the router's route id. */
  id: string;
  /** Exact, case-sensitive path; `:name` marks a parameter. */
  path: string;
  /** The page's own heading. */
  title: string;
  guard: RouteGuard;
  /** Rendered to HTML at build time (public content pages). */
  prerender: boolean;
  /** The product (N6 value) the page belongs to, if any. */
  product?: number;
}

const entry = (
  id: string,
  path: string,
  title: string,
  options: { guard?: RouteGuard; prerender?: boolean; product?: number } = {},
): RouteEntry => ({
  id,
  path,
  title,
  guard: options.guard ?? 'public',
  prerender: options.prerender ?? false,
  ...(options.product === undefined ? {} : { product: options.product }),
});

const SITE_ROUTES: RouteEntry[] = [
  entry('index', '/', 'Insurance and financial services for Canadians', { prerender: true }),
  entry('terms', '/terms', 'Terms of Service', { prerender: true }),
  entry('policy', '/policy', 'Privacy Policy', { prerender: true }),
  entry('sign-up', '/sign-up', 'Sign Up', { guard: 'guest' }),
  entry('sign-in', '/sign-in', 'Sign In', { guard: 'guest' }),
  entry('forgot-password', '/forgot-password', 'Forgot Password', { guard: 'guest' }),
  entry('verify-email', '/verify-email/', 'Verifying your e-mail'),
  entry('reset-password', '/reset-password/', 'Reset Password'),
  // A staff invitation's link: the role applies once the password is set there (ADR 0092).
  entry('accept-invite', '/accept-invite/', 'Accept your invitation'),
  entry('email-confirmation', '/email-confirmation', 'Check your inbox'),
  entry('blogs', '/blogs', 'Blogs', { prerender: true }),
  entry('blog-detail', '/blogs/:year/:month/:blogId', 'Blog'),
  entry('faq', '/faq', 'Frequently Asked Questions', { prerender: true }),
  entry('about-us', '/about-us', 'About Us', { prerender: true }),
  entry('licences', '/licences-and-referrals', 'Licences and referrals', { prerender: true }),
  entry('accessibility', '/accessibility', 'Accessibility statement', { prerender: true }),
  entry('province-availability', '/province-availability', 'Coming soon to your province', {
    prerender: true,
  }),
  entry('newsletter-unsubscribe', '/newsletters/unsubscribe', 'Unsubscribe from the newsletter'),
  entry('bad-request', '/400', '400. That’s an error.'),
  // The living page of the design system's components for developers (ADR 0119); noindex.
  entry('design-system', '/design-system', 'Design system'),
  entry('admin-panel', '/admin-panel', 'Admin Panel', { guard: 'staff' }),
  entry('admin-inbox', '/admin/inbox', 'Inbox', { guard: 'staff' }),
  entry('admin-contacts', '/admin/contacts', 'Contact Inquiries', { guard: 'staff' }),
  entry('admin-services', '/services/list', 'Services Inquiries', { guard: 'staff' }),
  entry('admin-appointments', '/admin/appointments', 'Appointments', { guard: 'staff' }),
  entry('admin-applications', '/admin/applications', 'Applications', { guard: 'staff' }),
  entry('admin-rates', '/admin/rates', 'Rate Tables', { guard: 'admin' }),
  entry('admin-insurers', '/admin/insurers', 'Insurers', { guard: 'admin' }),
  entry('admin-mail', '/admin/mail', 'Mail Outbox', { guard: 'admin' }),
  entry('admin-staff', '/admin/staff', 'Staff', { guard: 'admin' }),
  entry('admin-subscriptions', '/newsletters/subscriptions/list', 'Newsletter Subscriptions', {
    guard: 'staff',
  }),
  // The customer's own place.
  entry('account', '/account', 'My account', { guard: 'signed-in' }),
  entry('account-quotes', '/account/quotes', 'My quotes', { guard: 'signed-in' }),
  entry('account-applications', '/account/applications', 'My applications', { guard: 'signed-in' }),
  entry('account-calls', '/account/calls', 'My calls', { guard: 'signed-in' }),
  entry('account-policies', '/account/policies', 'My policies', { guard: 'signed-in' }),
  entry('account-requests', '/account/requests', 'My requests', { guard: 'signed-in' }),
  entry('account-profile', '/account/profile', 'Profile and security', { guard: 'signed-in' }),
  entry('account-privacy', '/account/privacy', 'Privacy and my data', { guard: 'signed-in' }),
  entry('account-confirm-email', '/account/confirm-email/', 'Confirming your new e-mail'),
  // The link of the notice sent to the old address after an e-mail change (ADR 0092).
  entry('account-not-me', '/account/not-me/', 'This wasn’t me'),
];

const productName = (value: number): string => PRODUCTS.find((p) => p.value === value)?.name ?? '';

function lifeRoutes(): RouteEntry[] {
  return PRODUCTS.filter((p) => (LIFE_QUOTE_SLUGS as readonly string[]).includes(p.slug)).flatMap((p) => {
    const base = `/${p.slug}`;
    const o = { product: p.value };
    return [
      entry(`${p.slug}`, base, `${p.name} Insurance`, { ...o, prerender: true }),
      entry(
        `${p.slug}-quote-basic`,
        `${base}/quote/basic`,
        `${p.name} quote: about ${p.slug === 'kids-life' ? 'your child' : 'you'}`,
        o,
      ),
      entry(
        `${p.slug}-select-coverage`,
        `${base}/select-coverage`,
        'Do you know how much coverage you need?',
        o,
      ),
      entry(
        `${p.slug}-calculator`,
        `${base}/quote/calculator`,
        `How much ${p.name} coverage do you need?`,
        o,
      ),
      entry(`${p.slug}-customize`, `${base}/quote/customize`, "Now let's see what your coverage may cost", o),
      entry(`${p.slug}-available-quotes`, `${base}/available-quotes`, `${p.name} quotes`, o),
      // 2 or 3 plans side by side, the plans in the query string.
      entry(`${p.slug}-quote-comparison`, `${base}/quote/comparison`, `Compare ${p.name} plans`, o),
      entry(`${p.slug}-book-a-call`, `${base}/quote/book-a-call`, 'Schedule a call', o),
      // N13: the life application is for signed-in users.
      entry(`${p.slug}-application`, `${base}/quote/application`, `${p.name} application`, {
        ...o,
        guard: 'signed-in',
      }),
    ];
  });
}

// Travel families, with the spec's own spellings (platform spec section 2).
interface TravelFamily {
  product: number;
  landing: string;
  quote: string;
  results: string;
  application: string;
  comparison: string | null;
}

const TRAVEL_FAMILIES: TravelFamily[] = [
  ...(
    [
      [8, 'visitors-to-canada', 'visitors-to-canada'],
      [9, 'supervisa', 'supervisa'],
      [10, 'new-immigrants', 'new-immigrants'],
      [11, 'international-students', 'international-student'],
      [12, 'canadians-students', 'canadians-students'],
      [13, 'foreign-workers', 'foreign-workers'],
    ] as const
  ).map(([product, slug, resultsSlug]) => ({
    product,
    landing: `/${slug}`,
    quote: `/${slug}/quote/basic`,
    results: `/${resultsSlug}/available-quotes`,
    application: `/${slug}/quote/application`,
    comparison: `/${slug}/quote/comparison`,
  })),
  {
    product: 14,
    landing: '/travelling-canadians',
    quote: '/canadian-travellers/quote/basic',
    results: '/canadians-travellers/available-quotes',
    application: '/canadians-travellers/quote/application',
    comparison: null,
  },
  {
    product: 15,
    landing: '/canadians-snowbirds',
    quote: '/canadians-snowbirds/quote/basic',
    results: '/canadians-snowbirds/available-quotes',
    application: '/canadians-snowbirds/quote/application',
    comparison: null,
  },
];

function travelRoutes(): RouteEntry[] {
  return TRAVEL_FAMILIES.flatMap((f) => {
    const name = productName(f.product);
    const id = f.landing.slice(1);
    const o = { product: f.product };
    const routes = [
      entry(id, f.landing, `${name} Insurance`, { ...o, prerender: true }),
      entry(`${id}-quote-basic`, f.quote, `${name} instant quote`, o),
      entry(`${id}-available-quotes`, f.results, `${name} quotes`, o),
      entry(`${id}-application`, f.application, `${name} application`, o),
    ];
    if (f.comparison) routes.push(entry(`${id}-comparison`, f.comparison, 'Compare plans', o));
    return routes;
  });
}

/** The landing page's heading, as its content names it (route-table.test.ts keeps them equal). */
function landingTitle(p: Product): string {
  if (p.slug === 'non-medical') return 'Non-Medical Life Insurance';
  if (p.group === 'financial' || p.slug === 'group-insurance') return p.name;
  return `${p.name} Insurance`;
}

// Other products: a landing page (N14) and, where the spec names one, a lead form.
function otherProductRoutes(): RouteEntry[] {
  const handled = new Set([...TRAVEL_FAMILIES.map((f) => f.product), 1, 2, 3, 4, 5]);
  return PRODUCTS.filter((p) => !handled.has(p.value)).flatMap((p) => {
    const o = { product: p.value };
    const routes = [entry(p.slug, p.landingPath, landingTitle(p), { ...o, prerender: true })];
    if (p.quotePath && p.quotePath.startsWith(`${p.landingPath}/`)) {
      const title =
        p.slug === 'health-and-dental' ? 'Health and Dental quotes' : `${p.name}: request a quote`;
      routes.push(
        entry(`${p.slug}-quote`, p.quotePath, title, { ...o, prerender: p.slug === 'health-and-dental' }),
      );
    }
    return routes;
  });
}

export const ROUTES: readonly RouteEntry[] = [
  ...SITE_ROUTES,
  ...lifeRoutes(),
  ...travelRoutes(),
  ...otherProductRoutes(),
];

const compiled = ROUTES.map((route) => ({ route, pattern: compilePath(route.path) }));

function compilePath(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // Exact and case-sensitive; one optional trailing slash, as the router allows.
  return new RegExp(`^${body}/?$`);
}

/** The route a pathname belongs to: exact and case-sensitive (platform spec section 2). */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return compiled.find((c) => c.pattern.test(pathname))?.route;
}

export function findRoute(id: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.id === id);
}
