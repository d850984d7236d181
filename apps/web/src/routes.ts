import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from '@brokerage/shared/routes/route-table';
import { NOT_FOUND_ROUTE_ID } from './app/route-match.ts';

// The router is built from the shared route table (ADR 0004): one list, matched exactly and
// case-sensitively (platform spec section 2), so `/FAQ` falls through to the not-found page
// (React Router 7.18 loses `caseSensitive` on the client: app/route-match.ts makes up for it).

/** Route ids with a page of their own; every other entry shows the placeholder until its issue lands. */
const PAGE_MODULES: Record<string, string> = {
  'bad-request': 'routes/bad-request-page.tsx',
  'sign-up': 'routes/sign-up-page.tsx',
  'sign-in': 'routes/sign-in-page.tsx',
  'forgot-password': 'routes/forgot-password-page.tsx',
  'verify-email': 'routes/verify-email-page.tsx',
  'reset-password': 'routes/reset-password-page.tsx',
  'email-confirmation': 'routes/email-confirmation-page.tsx',
  'newsletter-unsubscribe': 'routes/newsletter-unsubscribe-page.tsx',
  'admin-panel': 'routes/admin-panel-page.tsx',
  'admin-contacts': 'routes/admin-contacts-page.tsx',
  'admin-services': 'routes/admin-services-page.tsx',
  'admin-appointments': 'routes/admin-appointments-page.tsx',
  'admin-subscriptions': 'routes/admin-subscriptions-page.tsx',
  'whole-life-book-a-call': 'routes/book-a-call-page.tsx',
  'term-life-book-a-call': 'routes/book-a-call-page.tsx',
  'critical-illness-book-a-call': 'routes/book-a-call-page.tsx',
  'mortgage-protection-book-a-call': 'routes/book-a-call-page.tsx',
  'kids-life-book-a-call': 'routes/book-a-call-page.tsx',
};

const PLACEHOLDER_MODULE = 'routes/placeholder-page.tsx';

function moduleFor(id: string): string {
  return PAGE_MODULES[id] ?? PLACEHOLDER_MODULE;
}

export default [
  layout('routes/site-layout.tsx', [
    ...ROUTES.map((entry) => route(entry.path, moduleFor(entry.id), { id: entry.id, caseSensitive: true })),
    route('*', 'routes/not-found-page.tsx', { id: NOT_FOUND_ROUTE_ID }),
  ]),
] satisfies RouteConfig;
