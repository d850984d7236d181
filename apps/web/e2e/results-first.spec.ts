// Results first on a phone: at 390 x 844 the first quote row of the travel and the life
// results pages is in the first screen, the filters fold behind a Filters button that shows how
// many are active, the sort control is in reach, and the compare tray covers no quote's buttons.
// Both pages are prerendered as a generic frame (ADR 0085): heading, Filters, sort and the first
// rows' space paint before any script, and the rows take that space without moving anything.

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { SAVED_QUOTES } from './support/quote-forms.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SAVED = SAVED_QUOTES;

async function openResults(path: string) {
  const session = await openPage(browser, { viewport: PHONE });
  await session.context.addInitScript((saved) => {
    localStorage.setItem('cookieAccept', 'true');
    for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
  }, SAVED);
  await gotoReady(session.page, `${baseUrl}${path}`);
  return session;
}

/** The element's box lies inside the first screen (no scrolling happened). */
async function inFirstScreen(page: Page, locator: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

/** The middle of the element shows its own quote row, not the compare tray: a tap there reaches it. */
async function notCovered(locator: Locator) {
  const reached = await locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    const tray = document.querySelector('section[aria-label="Compare plans"]');
    const own = element.closest('li') ?? element;
    return hit !== null && own.contains(hit) && !(tray?.contains(hit) ?? false);
  });
  expect(reached).toBe(true);
}

async function checkFilters(page: Page, expectedActive: number) {
  const toggle = page.getByRole('button', { name: `Filters ${expectedActive} active`, exact: true });
  await inFirstScreen(page, toggle);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
  await inFirstScreen(page, page.getByLabel('Sort by'));
  await toggle.click();
  expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: `Hide filters ${expectedActive} active`, exact: true }).click();
  expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
}

describe('results first at 390 x 844', () => {
  it('travel: the first quote row is in the first screen, filters folded, tray covers no buttons', async () => {
    const { page, context, errors } = await openResults('/visitors-to-canada/available-quotes');
    const list = page.getByRole('list', { name: 'Quotes' });
    await list.waitFor();
    const first = list.getByRole('listitem').first();
    await inFirstScreen(page, first);
    await inFirstScreen(page, first.getByRole('button', { name: 'Start Application' }));
    // Coverage, age, dates and person 1's pre-existing cover (no deductible chosen yet).
    await checkFilters(page, 4);
    await expectAccessible(page);

    // Two plans in the compare tray: the tray shows, and covers none of the rows' buttons.
    const rows = list.getByRole('listitem');
    await rows
      .nth(0)
      .getByRole('checkbox', { name: /to compare$/ })
      .check();
    await rows
      .nth(1)
      .getByRole('checkbox', { name: /to compare$/ })
      .check();
    const tray = page.getByRole('region', { name: 'Compare plans' });
    await tray.waitFor();
    const count = await rows.count();
    for (const index of [0, 1, Math.floor(count / 2), count - 1]) {
      const row = rows.nth(index);
      for (const control of [
        row.getByRole('button', { name: 'Start Application' }),
        row.getByRole('checkbox', { name: /to compare$/ }),
        row.getByRole('button', { name: 'View Plan Information' }),
      ]) {
        // Reached by Tab (or a tap after scrolling): the browser scrolls it into view above the tray.
        await control.focus();
        await notCovered(control);
      }
    }
    expect(await tray.getByRole('button', { name: 'Compare' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('life: the first quote row is in the first screen, filters folded, sort in reach', async () => {
    const { page, context, errors } = await openResults('/term-life/available-quotes');
    const first = page.getByTestId('quote-row').first();
    await first.waitFor();
    await inFirstScreen(page, first);
    // Coverage, payment period and payment duration.
    await checkFilters(page, 3);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('results frame prerendered (ADR 0085)', () => {
  const PAGES = [
    {
      path: '/visitors-to-canada/available-quotes',
      heading: 'Visitors to Canada quotes',
      firstRow: (page: Page) => page.getByRole('list', { name: 'Quotes' }).getByRole('listitem').first(),
    },
    {
      path: '/term-life/available-quotes',
      heading: 'Term Life quotes',
      firstRow: (page: Page) => page.getByTestId('quote-row').first(),
    },
  ];

  for (const { path, heading, firstRow } of PAGES) {
    it(`${path}: the frame paints without scripts, and the first row takes its place`, async () => {
      // Scripts refused: what the prerendered HTML shows before any of them runs.
      const bare = await openPage(browser, { viewport: PHONE });
      await bare.context.route('**/assets/*.js', (route) => route.abort());
      await bare.page.goto(`${baseUrl}${path}`);
      const { page } = bare;
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      const toggle = page.getByRole('button', { name: /^Filters/ });
      await inFirstScreen(page, toggle);
      await inFirstScreen(page, page.getByLabel('Sort by'));
      const skeleton = page.getByRole('status', { name: 'Loading quotes' });
      await inFirstScreen(page, skeleton.locator('div').first());
      const frameTop = (await skeleton.boundingBox())?.y;
      // Generic: built without a saved request, so no price and no date.
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/\$\d|\d{4}-\d{2}-\d{2}/);
      await bare.context.close();

      const { page: live, context, errors } = await openResults(path);
      const row = firstRow(live);
      await row.waitFor();
      expect((await row.boundingBox())?.y).toBe(frameTop);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('without a saved request, the hydrated page goes back to the quote form', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await gotoReady(page, `${baseUrl}/visitors-to-canada/available-quotes`);
    await page.waitForURL(/\/visitors-to-canada\/quote\/basic$/);
    await gotoReady(page, `${baseUrl}/term-life/available-quotes`);
    await page.waitForURL(/\/term-life\/quote\/basic$/);
    await context.close();
  });
});
