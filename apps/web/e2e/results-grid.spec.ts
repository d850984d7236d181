// Results on one grid (life and travel): the same card, the insurer's mark, the plan's key
// features, the price in the same column on every card, one highlighted best value with its rule
// in words and the only loud action, a quote summary with Edit above the list; and filter dates
// typed outside the trip clamped to it and said where a phone shows it. At 390 and 1280 px, with axe.

import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { torontoDate } from './support/dates.ts';
import { SAVED_QUOTES } from './support/quote-forms.ts';
import { saveShots } from './support/screenshots.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/results-grid');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openResults(width: number, pathname: string) {
  const session = await openPage(browser, { viewport: { width, height: 900 } });
  await session.context.addInitScript((saved) => {
    localStorage.setItem('cookieAccept', 'true');
    for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
  }, SAVED_QUOTES);
  await gotoReady(session.page, `${baseUrl}${pathname}`);
  return session;
}

/** Checks the grid of cards: one best value, the price's column, marks, features, one loud action. */
async function checkGrid(page: Page, cards: Locator, rule: string) {
  await cards.nth(5).waitFor();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(6);
  const best = cards.filter({ hasText: 'Best value' });
  await expect(best.count()).resolves.toBe(1);
  await expect(best.innerText()).resolves.toContain(`Best value: ${rule}`);
  // The best value is the cheapest card, and the one loud action.
  await expect(
    best.getByRole('button', { name: /^Start Application/ }).getAttribute('data-emphasis'),
  ).resolves.toBe('primary');
  const emphases = await cards
    .getByRole('button', { name: /^Start Application/ })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-emphasis')));
  expect(emphases.filter((e) => e === 'primary')).toHaveLength(1);
  expect(emphases.filter((e) => e === 'secondary')).toHaveLength(count - 1);
  // Every card: a plan heading, the insurer's mark, two or three key features, the price's right
  // edge where every other card has it.
  const rights = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    await card.getByRole('heading', { level: 2 }).waitFor();
    await expect(card.locator('[data-monogram], img').count()).resolves.toBe(1);
    await expect(card.innerText()).resolves.toContain('Key features');
    const features = await card.locator('[data-feature]').count();
    expect(features).toBeGreaterThanOrEqual(1);
    expect(features).toBeLessThanOrEqual(3);
    const price = card.getByText(/^\$[\d,]+\.\d\d$/).first();
    const box = await price.boundingBox();
    const cardBox = await card.boundingBox();
    rights.add(Math.round((cardBox?.x ?? 0) + (cardBox?.width ?? 0) - ((box?.x ?? 0) + (box?.width ?? 0))));
  }
  expect([...rights].length, 'the price ends at the same distance from each card’s right edge').toBe(1);
  const prices = await cards.evaluateAll((elements) =>
    elements.map((el) =>
      Number(/\$([\d,]+\.\d\d)/.exec((el as HTMLElement).innerText)?.[1]?.replace(/,/g, '')),
    ),
  );
  const bestPrice = Number(/\$([\d,]+\.\d\d)/.exec(await best.innerText())?.[1]?.replace(/,/g, ''));
  expect(bestPrice).toBe(Math.min(...prices));
}

describe.each([390, 1280])('at %i px', (width) => {
  it('travel: one grid of cards, the trip summary with Edit, one best value', async () => {
    const { page, context, errors } = await openResults(width, '/visitors-to-canada/available-quotes');
    const cards = page
      .getByRole('list', { name: 'Quotes' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 2 }),
      });
    await checkGrid(page, cards, 'the lowest premium of the plans shown for your answers');
    const summary = page.getByRole('region', { name: 'Your quote' });
    await expect(summary.innerText()).resolves.toMatch(/Your trip: aged 45, \$100,000 coverage, .* Ontario/);
    await expect(summary.getByRole('link', { name: 'Edit your answers' }).getAttribute('href')).resolves.toBe(
      '/visitors-to-canada/quote/basic',
    );
    await expectAccessible(page);
    await saveShots(page, SHOTS, `travel-results-${width}`, [width]);
    await summary.getByRole('link', { name: 'Edit your answers' }).click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/quote/basic`);
    await expect(page.getByLabel('Age of person 1').inputValue()).resolves.toBe('45');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('life: the same card, the quote summary with Edit, one best value', async () => {
    const { page, context, errors } = await openResults(width, '/term-life/available-quotes');
    const cards = page.getByTestId('quote-row');
    await checkGrid(page, cards, 'the lowest premium for your coverage and term');
    const summary = page.getByRole('region', { name: 'Your quote' });
    await expect(summary.innerText()).resolves.toContain('Your quote: $500,000');
    await expect(summary.getByRole('link', { name: 'Edit your answers' }).getAttribute('href')).resolves.toBe(
      '/term-life/quote/basic',
    );
    await expectAccessible(page);
    await saveShots(page, SHOTS, `life-results-${width}`, [width]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('travel: a typed end date past the longest trip is clamped to it and said above the list', async () => {
    const { page, context, errors } = await openResults(width, '/visitors-to-canada/available-quotes');
    const list = page.getByRole('list', { name: 'Quotes' });
    await list.getByRole('listitem').first().waitFor();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if (width < 992) await toggle.click();
    const start = await page.getByLabel('Start date').inputValue();
    // 730 days at most, the start day included.
    const lastDay = new Date(Date.parse(`${start}T12:00:00Z`) + 729 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('End date').fill(torontoDate(1000));
    await expect.poll(() => page.getByLabel('End date').inputValue()).toBe(lastDay);
    if (width < 992) await page.getByRole('button', { name: /^Hide filters/ }).click();
    const note = page.getByTestId('dates-adjusted');
    await expect(note.innerText()).resolves.toBe(
      `A trip lasts at most 730 days: the end date is now ${lastDay}.`,
    );
    // Seen without opening the folded filters: in the first screen, above the quotes.
    const box = await note.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(
      900 + (await page.evaluate(() => scrollY)),
    );
    await expect(note.isVisible()).resolves.toBe(true);
    await list.getByRole('listitem').first().waitFor();
    await expect(page.getByText('No plans match').count()).resolves.toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('travel comparison: plan headers with price, deductible and Start Application, differences highlighted, one plan per swipe on a phone', async () => {
    const { page, context, errors } = await openResults(width, '/visitors-to-canada/available-quotes');
    const cards = page.getByRole('list', { name: 'Quotes' }).locator(':scope > li');
    await cards.nth(2).waitFor();
    const names: string[] = [];
    for (const i of [0, 1, 2]) {
      names.push(await cards.nth(i).getByRole('heading', { level: 2 }).innerText());
      await cards
        .nth(i)
        .getByRole('checkbox', { name: /to compare$/ })
        .check();
    }
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const table = page.getByRole('table', { name: /Summary of benefits/ });
    await table.getByRole('rowheader').first().waitFor();
    await expect(table.locator('thead tr').first().locator('th').allInnerTexts()).resolves.toEqual([
      'Benefit',
      ...names,
    ]);
    // Each plan's header: its mark, a price, the deductible and its own Start Application.
    const heads = table.locator('thead tr').nth(1).locator('td');
    for (const i of [1, 2, 3]) {
      const head = heads.nth(i);
      await expect(head.innerText()).resolves.toMatch(/\$[\d,]+\.\d\d/);
      await expect(head.innerText()).resolves.toMatch(/Deductible (-|\$)/);
      await expect(head.locator('[data-monogram], img').count()).resolves.toBe(1);
      await head
        .getByRole('button', { name: new RegExp(`^Start Application: .* ${names[i - 1]}$`) })
        .waitFor();
    }
    // The rows that differ are highlighted and counted.
    const differing = await table.locator('tbody tr[data-differs]').count();
    expect(differing).toBeGreaterThan(0);
    await expect(page.getByText(/rows differ between these plans/).innerText()).resolves.toContain(
      `${differing} of `,
    );
    await expectAccessible(page);
    const region = page.getByRole('region', { name: 'Plans compared' });
    const regionBox = await region.boundingBox();
    if (width < 640) {
      // One plan at a time, snapped: after each swipe the plan's whole column shows.
      for (const i of [1, 2, 3]) {
        const cell = table.locator('thead tr').first().locator('th').nth(i);
        await cell.evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'nearest' }));
        await page.waitForTimeout(300);
        const box = await cell.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(regionBox!.x);
        expect(box!.x + box!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
      }
      // The plans' header stays in view while the benefits scroll.
      await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(300);
      const head = await heads.nth(1).boundingBox();
      expect(head!.y).toBeGreaterThanOrEqual(regionBox!.y - 1);
      expect(head!.y).toBeLessThan(regionBox!.y + 200);
    } else {
      // Every plan shows at once.
      const last = await table.locator('thead tr').first().locator('th').nth(3).boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
    }
    await saveShots(page, SHOTS, `travel-comparison-${width}`, [width]);
    await heads
      .nth(2)
      .getByRole('button', { name: /^Start Application/ })
      .click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/quote/application`);
    await expect(page.getByTestId('applied-plan').innerText()).resolves.toContain(names[1]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
