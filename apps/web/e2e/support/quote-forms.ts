// Quote forms the browser tests fill: the visitors form and the term life basic form.

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, gotoReady } from './browser.ts';

/** Fills the visitors form (one person of 45, 30 days) and asks for the quotes. */
export async function fillVisitorQuote(page: Page, baseUrl: string, product = 'visitors-to-canada') {
  await gotoReady(page, `${baseUrl}/${product}/quote/basic`);
  const calculate = page.getByRole('button', { name: 'Calculate Quote' });
  await expect(calculate.isDisabled()).resolves.toBe(true);
  await expect(page.getByTestId('sample-rates').innerText()).resolves.toBe('Sample rates for demonstration');
  await page.getByLabel('Age of person 1').selectOption('45');
  await page
    .getByRole('radiogroup', { name: /person 1/ })
    .getByLabel('No')
    .check();
  await page.getByLabel('Coverage').selectOption('100000');
  await page.getByLabel('Province of stay').selectOption('ON');
  if (product !== 'supervisa') await page.getByLabel('Number of days').fill('30');
  else {
    const start = await page.evaluate(() => {
      const d = new Date(Date.now() + 10 * 86_400_000);
      return d.toISOString().slice(0, 10);
    });
    await page.getByLabel('Start date').fill(start);
  }
  await expectAccessible(page);
  await page.waitForFunction(
    () => !(document.querySelector('button[type="submit"]') as HTMLButtonElement | null)?.disabled,
  );
  await calculate.click();
}

/** The results list, once it shows. */
export async function waitForQuotes(page: Page) {
  const list = page.getByRole('list', { name: 'Quotes' });
  await list.waitFor();
  return list;
}

/** Runs a term life quote (a man of 40 in BC) through the basic form and the coverage step. */
export async function quoteTermLifeAsGuest(page: Page, baseUrl: string) {
  await gotoReady(page, `${baseUrl}/term-life/quote/basic`);
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Day').fill('10');
  await page.getByLabel('Month').fill('3');
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 40));
  await page
    .getByRole('radiogroup', { name: /smoke\?$/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('radiogroup', { name: /citizen/ })
    .getByLabel('Yes')
    .check();
  await page.getByLabel('Province').selectOption('BC');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`${baseUrl}/term-life/select-coverage`);
  await page.getByLabel(/Yes, I will set/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // The tiles show while the quote loads: wait for a price, so the quote is stored and kept.
  await page.locator('[aria-busy="false"] [data-testid^="tile-"]', { hasText: '$' }).first().waitFor();
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * What the quote forms save before they open the results (product-flows section 2), in the
 * saved-request format version 1 (lib/saved-request.ts), keyed by the spec's storage keys: one
 * visitor of 45 for 30 days from 10 days on, and a man of 40 for $500,000 of term life.
 */
export const SAVED_QUOTES = {
  visitorsToCanada: base64({
    v: 1,
    request: {
      quoteFor: 'single',
      person1Age: 45,
      preExistingPerson1: 'no',
      coverage: 100000,
      province: 'ON',
      startDate: isoDate(10),
      endDate: isoDate(39),
      numberOfDays: 30,
      page: 0,
      type: 'visitors-to-canada',
    },
  }),
  termLifeQuote: base64({
    v: 1,
    request: {
      birthDate: `${new Date().getFullYear() - 40}-03-10`,
      gender: 'male',
      smoke: false,
      citizen: true,
      province: 'ON',
      coverage: 500000,
      premiumPaymentDuration: 'monthly',
      paymentPeriod: 2,
      page: 1,
    },
  }),
};
