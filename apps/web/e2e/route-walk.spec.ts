// The browser walk: every route of the shared route table (the one list of both spec
// documents), signed out and, for guarded routes, as a user, an advisor and an admin. On each page: its own
// heading, not the not-found page, no console error, no serious or critical axe violation (N24),
// and screenshots at 375 and 1280 px under apps/web/test-results/route-walk (kept out of git).

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { PageSession } from './support/browser.ts';
import { expectAccessible, gotoReady, launchBrowser } from './support/browser.ts';
import {
  concretePaths,
  expectedLanding,
  inviteAdvisor,
  openWalkSession,
  saveScreenshots,
  signUpWalker,
  WALK_VISITS,
  type Visitor,
  type WalkCredentials,
} from './support/route-walk.ts';
import { walkSeeds, type WalkSeeds } from './support/walk-seeds.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const NOT_FOUND = 'Oops! Page Not Found';
const NOT_AUTHORISED = 'You are not authorised to open this page';

// A session is replaced by a fresh sign-in once it is this old: well inside the access token's
// 15 minutes however slowly the walk goes.
const SESSION_MAX_AGE_MS = 5 * 60_000;

let browser: Browser;
let seeds: WalkSeeds;
let credentials: WalkCredentials;
const sessions = new Map<Visitor, { session: PageSession; openedAt: number }>();
let paths: Map<string, string>;

async function session(visitor: Visitor): Promise<PageSession> {
  const open = sessions.get(visitor);
  if (open && Date.now() - open.openedAt < SESSION_MAX_AGE_MS) return open.session;
  await open?.session.context.close();
  const fresh = await openWalkSession(browser, baseUrl, seeds, visitor, credentials);
  sessions.set(visitor, { session: fresh, openedAt: Date.now() });
  return fresh;
}

beforeAll(async () => {
  browser = await launchBrowser();
  seeds = walkSeeds(todayInZone(new Date()));
  const walker = await signUpWalker(baseUrl);
  paths = await concretePaths(
    baseUrl,
    seeds.travelRequests,
    { email: walker.email, dataDir: testServer().dataDir },
    seeds.lifeRequests,
  );
  const admin = { email: inject('adminEmail'), password: inject('adminPassword') };
  const advisor = await inviteAdvisor(baseUrl, admin, testServer().dataDir);
  credentials = { user: walker, advisor, admin };
});

afterAll(async () => {
  await browser?.close();
});

describe('every route', () => {
  it.each(WALK_VISITS.map((v) => ({ ...v, name: `${v.visitor} ${v.route.path}` })))(
    '$name',
    async ({ visitor, route }) => {
      const { page, errors } = await session(visitor);
      errors.length = 0;
      const url = paths.get(route.id) ?? route.path;
      // A full load each time: the prerendered HTML, hydration and the guards' session restore are
      // part of what a visitor meets.
      await gotoReady(page, `${baseUrl}${url}`);
      const landing = expectedLanding(route, visitor);
      await page.getByRole('heading', { name: landing.heading, exact: true }).first().waitFor();
      if (landing.pathname) expect(new URL(page.url()).pathname).toBe(landing.pathname);
      if (landing.notAuthorised) await page.getByText(NOT_AUTHORISED).first().waitFor();
      expect(await page.getByRole('heading', { name: NOT_FOUND }).count()).toBe(0);
      await expectAccessible(page);
      await saveScreenshots(page, visitor, route.id);
      expect(errors, `console errors on ${url}`).toEqual([]);
    },
  );

  it.each(['/no-such-page', '/FAQ', '/Term-Life', '/term-life/quote/Basic', '/Admin-Panel'])(
    '%s (outside the route table) answers 404 with the not-found page',
    async (url) => {
      const { page, errors } = await session('anonymous');
      errors.length = 0;
      const response = await gotoReady(page, `${baseUrl}${url}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
      await expectAccessible(page);
    },
  );

  it('an unknown blog post (a path in the table) shows the not-found page', async () => {
    const { page } = await session('anonymous');
    await gotoReady(page, `${baseUrl}/blogs/2026/01/no-such-post`);
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
  });
});
