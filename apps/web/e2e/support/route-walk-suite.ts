// The browser walk's suite (route-walk-public.spec.ts, route-walk-guarded.spec.ts): each visit is a
// full load of a route of the shared route table as one visitor. On each page: the heading the
// visitor should land on, not the not-found page, no console error, no serious or critical axe
// violation (N24; a guard's redirect landing once per visitor), and screenshots at 375 and 1280 px
// under apps/web/test-results/route-walk (kept out of git). The walk is two files so the two
// browser-test workers share it (ADR 0130).

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteEntry } from '@brokerage/shared/routes/route-table';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { PageSession } from './browser.ts';
import { gotoReady, expectAccessible, launchBrowser } from './browser.ts';
import {
  concretePaths,
  expectedLanding,
  inviteAdvisor,
  openWalkSession,
  saveScreenshots,
  signUpWalker,
  type Visitor,
  type WalkCredentials,
} from './route-walk.ts';
import { walkSeeds, type WalkSeeds } from './walk-seeds.ts';
import { testServer } from './test-server.ts';

export const NOT_FOUND = 'Oops! Page Not Found';
const NOT_AUTHORISED = 'You are not authorised to open this page';

// A session is replaced by a fresh sign-in once it is this old: well inside the access token's
// 15 minutes however slowly the walk goes.
const SESSION_MAX_AGE_MS = 5 * 60_000;

/**
 * Defines the walk over `visits` in the calling file, and returns its visitors' sessions (each
 * signed in once, replaced when old) for the file's own tests.
 */
export function walkRoutes(
  visits: readonly { visitor: Visitor; route: RouteEntry }[],
): (visitor: Visitor) => Promise<PageSession> {
  const { baseUrl } = testServer();
  let browser: Browser;
  let seeds: WalkSeeds;
  let credentials: WalkCredentials;
  let paths: Map<string, string>;
  const sessions = new Map<Visitor, { session: PageSession; openedAt: number }>();
  // A guard's redirect lands one visitor on the same page (sign-in, or home with or without the
  // not-authorised notice) from many routes: axe reads each such landing once.
  const checkedRedirects = new Set<string>();

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
    it.each(visits.map((v) => ({ ...v, name: `${v.visitor} ${v.route.path}` })))(
      '$name',
      async ({ visitor, route }) => {
        const { page, errors } = await session(visitor);
        errors.length = 0;
        const url = paths.get(route.id) ?? route.path;
        // A full load each time: the prerendered HTML, hydration and the guards' session restore
        // are part of what a visitor meets.
        await gotoReady(page, `${baseUrl}${url}`);
        const landing = expectedLanding(route, visitor);
        await page.getByRole('heading', { name: landing.heading, exact: true }).first().waitFor();
        if (landing.pathname) expect(new URL(page.url()).pathname).toBe(landing.pathname);
        if (landing.notAuthorised) await page.getByText(NOT_AUTHORISED).first().waitFor();
        expect(await page.getByRole('heading', { name: NOT_FOUND }).count()).toBe(0);
        const redirect = landing.pathname && `${visitor} ${landing.pathname} ${landing.notAuthorised}`;
        if (!redirect || !checkedRedirects.has(redirect)) await expectAccessible(page);
        if (redirect) checkedRedirects.add(redirect);
        await saveScreenshots(page, visitor, route.id);
        expect(errors, `console errors on ${url}`).toEqual([]);
      },
    );
  });

  return session;
}
