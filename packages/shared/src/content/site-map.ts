// The public pages prerendered at build time and listed in sitemap.xml (ADR 0021): the route table's
// prerendered entries plus the concrete blog post paths.

import { ROUTES } from '../routes/route-table.ts';
import { BLOG_POST_PATHS } from './blog-posts.ts';
import { SITE_ORIGIN } from './site-origin.ts';

export const PRERENDER_PATHS: string[] = [
  ...ROUTES.filter((route) => route.prerender).map((route) => route.path),
  ...BLOG_POST_PATHS,
];

/** The results pages prerendered as a generic frame, without a saved request (ADR 0085). */
const RESULTS_FRAME_ROUTE_IDS = new Set([
  'visitors-to-canada-available-quotes',
  'term-life-available-quotes',
]);

/** My account's pages and the staff inbox, prerendered as a frame (ADR 0125). */
const FRAME_ROUTE_IDS = new Set([
  'account',
  'account-quotes',
  'account-applications',
  'account-calls',
  'account-policies',
  'account-requests',
  'account-profile',
  'account-privacy',
  'admin-inbox',
]);

/**
 * The quote forms, prerendered with their heading and the form's space so their first paint waits
 * for no script; quote steps are not landing pages, so they stay out of the sitemap.
 * Sign-in too: its `from` query applies once the page is hydrated. And the visitors-to-Canada and
 * term-life results: heading, Filters, sort and the first rows' space (ADR 0085). And the travel
 * application forms (public; the life ones are for signed-in users): heading and the form's space
 * (ADR 0122). And My account's pages and the staff inbox: their shell, heading and the space of
 * their content, the session read once hydrated (ADR 0125).
 */
export const EMPTY_STATE_PRERENDER_PATHS: string[] = ROUTES.filter(
  (route) =>
    route.id.endsWith('-quote-basic') ||
    route.id === 'sign-in' ||
    RESULTS_FRAME_ROUTE_IDS.has(route.id) ||
    (route.id.endsWith('-application') && route.guard === 'public') ||
    FRAME_ROUTE_IDS.has(route.id),
).map((route) => route.path);

/** sitemap.xml for the given origin (no trailing slash). */
export function sitemapXml(origin: string = SITE_ORIGIN): string {
  const urls = PRERENDER_PATHS.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The API and links that carry a token (unsubscribe) are not for crawlers. Personal and staff pages
 * may be crawled: they are frames leading to sign-in without a session (ADR 0126).
 */
export function robotsTxt(origin: string = SITE_ORIGIN): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /newsletters/unsubscribe',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
