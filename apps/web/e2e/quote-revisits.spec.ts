// A guest who reloads a results page sees the same quote and stores no second one (ADR 0123): the
// page sends back the token its last answer carried, and the staff's quote counts do not grow.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { staffToken } from './support/admin.ts';
import { gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { SAVED_QUOTES, waitForQuotes } from './support/quote-forms.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Quotes stored per family, as the admin panel's quote activity counts them. */
async function storedQuotes(): Promise<Record<string, number>> {
  const token = await staffToken(baseUrl, inject('adminEmail'), inject('adminPassword'));
  const response = await fetch(`${baseUrl}/api/admin/inbox/activity`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { conversion: { family: string; quotes: number }[] } };
  return Object.fromEntries(data.conversion.map((row) => [row.family, row.quotes]));
}

/**
 * The counts once the server has settled: a quote call the previous file on this server left in
 * flight as its browser closed may still be stored under a loaded machine, and would be counted as
 * this test's.
 */
async function settledQuotes(): Promise<Record<string, number>> {
  let last = await storedQuotes();
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await storedQuotes();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error(`The stored quote counts did not settle: ${JSON.stringify(last)}`);
}

/** Runs `visit` and answers the quote id of the quote call it made. */
async function quoteIdOf(page: Page, product: string, visit: () => Promise<unknown>): Promise<string> {
  const answered = page.waitForResponse(
    (r) => r.url() === `${baseUrl}/api/quotations/${product}` && r.request().method() === 'POST',
  );
  await visit();
  const response = await answered;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { quoteId: string } }).data.quoteId;
}

describe('a guest reloading results', () => {
  it('sees the same travel and life quotes, and no second quote is stored', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.addInitScript((saved) => {
      localStorage.setItem('cookieAccept', 'true');
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    }, SAVED_QUOTES);
    const before = await settledQuotes();

    const travelUrl = `${baseUrl}/visitors-to-canada/available-quotes`;
    const travel = await quoteIdOf(page, 'visitors-to-canada', () => gotoReady(page, travelUrl));
    await waitForQuotes(page);
    const afterFirst = await storedQuotes();
    expect(afterFirst.travel).toBe((before.travel ?? 0) + 1);
    const travelAgain = await quoteIdOf(page, 'visitors-to-canada', () => page.reload());
    await waitForQuotes(page);
    expect(travelAgain).toBe(travel);

    const lifeUrl = `${baseUrl}/term-life/available-quotes`;
    const life = await quoteIdOf(page, 'term-life', () => gotoReady(page, lifeUrl));
    await page.getByTestId('quote-row').first().waitFor();
    expect((await storedQuotes()).life).toBe((before.life ?? 0) + 1);
    const lifeAgain = await quoteIdOf(page, 'term-life', () => page.reload());
    await page.getByTestId('quote-row').first().waitFor();
    expect(lifeAgain).toBe(life);
    // Opened again from another page, the travel results still show the quote already stored.
    expect(await quoteIdOf(page, 'visitors-to-canada', () => gotoReady(page, travelUrl))).toBe(travel);

    expect(await storedQuotes()).toEqual({
      ...before,
      travel: afterFirst.travel,
      life: (before.life ?? 0) + 1,
    });
    expect(errors).toEqual([]);
  });
});
