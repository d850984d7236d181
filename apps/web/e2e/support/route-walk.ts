// Helpers of the browser walk (route-walk-public.spec.ts, route-walk-guarded.spec.ts): who visits which route, where each
// visitor should land (platform spec section 2, N35), real paths for routes with parameters, and
// one browser page per visitor with the saved quotes the pages after a quote form read.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_TOKEN_MIN_LENGTH } from '@brokerage/shared/accounts/account-schemas';
import { BLOG_POSTS } from '@brokerage/shared/content/blog-posts';
import { findRoute, ROUTES, type RouteEntry } from '@brokerage/shared/routes/route-table';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { TRAVEL_PRODUCTS } from '@brokerage/shared/travel-quote/travel-products';
import { staffToken } from './admin.ts';
import { DESKTOP, MOBILE, openPage, type PageSession } from './browser.ts';
import { screenshotsWanted } from './screenshots.ts';
import { waitForMailLink } from './mailbox.ts';
import type { WalkSeeds } from './walk-seeds.ts';

export type Visitor = 'anonymous' | 'user' | 'advisor' | 'admin';

/** Kept out of git by the root .gitignore (`test-results/`). */
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../../test-results/route-walk');

/** Every route signed out; guarded routes also as a user, an advisor and an admin. */
export const WALK_VISITS: { visitor: Visitor; route: RouteEntry }[] = [
  ...ROUTES.map((route) => ({ visitor: 'anonymous' as const, route })),
  ...(['user', 'advisor', 'admin'] as const).flatMap((visitor) =>
    ROUTES.filter((r) => r.guard !== 'public').map((route) => ({ visitor, route })),
  ),
];

const HOME_TITLE = findRoute('index')?.title ?? '';
const SIGN_IN_TITLE = findRoute('sign-in')?.title ?? '';
const FIRST_POST = BLOG_POSTS[0] ?? { link: '', name: '' };

export interface Landing {
  heading: string;
  /** The pathname the visitor ends on; null: the route itself. */
  pathname: '/' | '/sign-in' | null;
  /** N35: a signed-in non-admin sent home from an admin page is told why. */
  notAuthorised: boolean;
}

/** Where the visitor lands on the route (platform spec section 2, N35). */
export function expectedLanding(route: RouteEntry, visitor: Visitor): Landing {
  const signedIn = visitor !== 'anonymous';
  // 'Please wait...', then on to sign-in whatever the outcome (platform spec section 4).
  if (route.id === 'verify-email')
    return signedIn
      ? { heading: HOME_TITLE, pathname: '/', notAuthorised: false }
      : { heading: SIGN_IN_TITLE, pathname: '/sign-in', notAuthorised: false };
  if (route.guard === 'guest' && signedIn)
    return { heading: HOME_TITLE, pathname: '/', notAuthorised: false };
  if (route.guard !== 'public' && route.guard !== 'guest' && !signedIn)
    return { heading: SIGN_IN_TITLE, pathname: '/sign-in', notAuthorised: false };
  // Staff pages are refused to customers like admin pages.
  if ((route.guard === 'admin' || route.guard === 'staff') && visitor === 'user')
    return { heading: HOME_TITLE, pathname: '/', notAuthorised: true };
  // Advisors work leads; rates, the mail outbox and staff are the admin's.
  if (route.guard === 'admin' && visitor === 'advisor')
    return { heading: HOME_TITLE, pathname: '/', notAuthorised: true };
  // A blog post's heading is its own name.
  const heading = route.id === 'blog-detail' ? FIRST_POST.name : route.title;
  return { heading, pathname: null, notAuthorised: false };
}

async function api<T>(baseUrl: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Route id to a real path, for routes with parameters (a blog post) or a required query (comparisons). */
export async function concretePaths(
  baseUrl: string,
  travelRequests: WalkSeeds['travelRequests'],
  walker: { email: string; dataDir: string },
  lifeRequests: WalkSeeds['lifeRequests'],
): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  paths.set('blog-detail', `/blogs${FIRST_POST.link}`);
  // The verification link mailed to the walker (a refused one would log the API's 400).
  const verify = await waitForMailLink(walker.dataDir, walker.email, '/verify-email/');
  paths.set('verify-email', `${verify.pathname}${verify.search}`);
  // The reset link's shape; its token is only checked when the form is sent.
  const token = 'a'.repeat(ACCOUNT_TOKEN_MIN_LENGTH);
  paths.set('reset-password', `/reset-password/?${new URLSearchParams({ email: walker.email, token })}`);
  paths.set('accept-invite', `/accept-invite/?${new URLSearchParams({ email: walker.email, token })}`);
  // Life comparisons: the first two plans of the walk's saved quote.
  for (const slug of LIFE_QUOTE_SLUGS) {
    const route = findRoute(`${slug}-quote-comparison`);
    const request = lifeRequests[slug];
    if (!route || !request) continue;
    const answer = await api<{ data: { quotes: { planCode: string }[] } }>(
      baseUrl,
      'POST',
      `quotations/${slug}`,
      request,
    );
    const codes = answer.data.quotes.slice(0, 2).map((q) => q.planCode);
    const query = new URLSearchParams({
      plans: codes.join(','),
      coverage: String(request.coverage),
      period: String(request.paymentPeriod),
      duration: String(request.premiumPaymentDuration),
    });
    paths.set(route.id, `${route.path}?${query.toString()}`);
  }
  for (const route of ROUTES.filter(
    (r) => r.id.endsWith('-comparison') && !r.id.endsWith('-quote-comparison'),
  )) {
    const product = Object.values(TRAVEL_PRODUCTS).find((p) => p.productValue === route.product);
    if (!product) throw new Error(`no travel product for ${route.id}`);
    const answer = await api<{ data: { quotes: { policyName: string; company: string }[] } }>(
      baseUrl,
      'POST',
      `quotations/${product.slug}`,
      travelRequests[product.slug],
    );
    const [a, b] = answer.data.quotes;
    if (!a || !b) throw new Error(`fewer than two ${product.slug} quotes to compare`);
    const query = new URLSearchParams({
      plan1: a.policyName,
      company1: a.company,
      plan2: b.policyName,
      company2: b.company,
    });
    paths.set(route.id, `${route.path}?${query.toString()}`);
  }
  return paths;
}

/** A freshly signed-up user: e-mail and access token. */
const WALKER_PASSWORD = 'Walk#Pass123';

export async function signUpWalker(baseUrl: string): Promise<{ email: string; password: string }> {
  const email = `walker.${Date.now()}@example.com`;
  await api(baseUrl, 'POST', 'users/signup', {
    firstName: 'Wally',
    lastName: 'Walker',
    email,
    mobile: '416-555-0198',
    password: WALKER_PASSWORD,
  });
  // Sign-up gives no session (ADR 0092): the walker signs in with each session it opens.
  return { email, password: WALKER_PASSWORD };
}

/** An advisor the admin invites, whose password is set through the mailed link. */
export async function inviteAdvisor(
  baseUrl: string,
  admin: { email: string; password: string },
  dataDir: string,
): Promise<{ email: string; password: string }> {
  const advisor = { email: `walk.advisor.${Date.now()}@example.com`, password: 'Walk#Advisor123' };
  const adminToken = await staffToken(baseUrl, admin.email, admin.password);
  const since = Date.now() - 1000;
  const invited = await fetch(`${baseUrl}/api/admin/staff/invite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ email: advisor.email, firstName: 'Walt', lastName: 'Advisor', role: 'advisor' }),
  });
  if (!invited.ok) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  const link = await waitForMailLink(dataDir, advisor.email, '/accept-invite/', { after: since });
  await api(baseUrl, 'POST', 'users/accept-invite', {
    email: advisor.email,
    token: link.searchParams.get('token'),
    password: advisor.password,
  });
  return advisor;
}

/**
 * One page per visitor, reused for all its routes. Every document starts with the cookie notice
 * accepted, the seeded saved quotes and, for the user, the token where the web app keeps it.
 */
export type WalkCredentials = Record<Exclude<Visitor, 'anonymous'>, { email: string; password: string }>;

/**
 * A page for one visitor, signed in afresh: an access token lives 15 minutes (ADR 0092) and a walk
 * on a busy machine takes longer, so the walk opens a new session when one gets old.
 */
export async function openWalkSession(
  browser: Browser,
  baseUrl: string,
  seeds: WalkSeeds,
  visitor: Visitor,
  credentials: WalkCredentials,
): Promise<PageSession> {
  const session = await openPage(browser);
  const token =
    visitor === 'anonymous'
      ? null
      : (await api<{ data: { token: string } }>(baseUrl, 'POST', 'users/login', credentials[visitor])).data
          .token;
  await session.context.addInitScript(
    ({ storage, token }) => {
      localStorage.setItem('cookieAccept', 'true');
      for (const [key, value] of Object.entries(storage)) {
        // Base64 of UTF-8 JSON, as the quote pages save it.
        const bytes = new TextEncoder().encode(JSON.stringify(value));
        localStorage.setItem(key, btoa(String.fromCharCode(...bytes)));
      }
      if (token) localStorage.setItem('jwtToken', token);
    },
    { storage: seeds.storage, token },
  );
  return session;
}

/** Viewport screenshots at 1280 and 375 px (the page is left at 1280 px). */
export async function saveScreenshots(page: Page, visitor: Visitor, routeId: string): Promise<void> {
  if (!screenshotsWanted()) return;
  const dir = path.join(SHOTS_DIR, visitor);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${routeId}-1280.png`) });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: path.join(dir, `${routeId}-375.png`) });
  await page.setViewportSize(DESKTOP);
}
