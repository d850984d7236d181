// A travel journey every traveller can finish: super visa one full year from 29 February
// (ADR 0089), and redirects that say why (product-flows section 2). At 390 and 1280 px, with axe.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { torontoDate } from './support/dates.ts';
import { fillVisitorQuote, waitForQuotes } from './support/quote-forms.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first 29 February from today on. */
function nextLeapDay(): string {
  let year = Number(torontoDate(0).slice(0, 4));
  for (;;) {
    const leapDay = `${year}-02-29`;
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    if (isLeap && leapDay >= torontoDate(0)) return leapDay;
    year += 1;
  }
}

describe.each([390, 1280])('at %i px', (width) => {
  const viewport = { width, height: 900 };

  it('covers a super visa from 29 February to 28 February of the next year, and prices it', async () => {
    const { page, context, errors } = await openPage(browser, { viewport });
    await gotoReady(page, `${baseUrl}/supervisa/quote/basic`);
    const start = nextLeapDay();
    const end = `${Number(start.slice(0, 4)) + 1}-02-28`;
    await page.getByLabel('Age of person 1').selectOption('60');
    await page
      .getByRole('radiogroup', { name: /person 1/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Coverage').selectOption('100000');
    await page.getByLabel('Province of stay').selectOption('ON');
    await page.getByLabel('Start date').fill(start);
    await expect.poll(() => page.getByLabel('End date').inputValue()).toBe(end);
    await expectAccessible(page);
    const calculate = page.getByRole('button', { name: 'Calculate Quote' });
    await expect.poll(() => calculate.isEnabled()).toBe(true);
    await calculate.click();
    await page.waitForURL(`${baseUrl}/supervisa/available-quotes`);
    await waitForQuotes(page);
    const saved = await page.evaluate(() => localStorage.getItem('supervisa'));
    expect(JSON.parse(Buffer.from(saved ?? '', 'base64').toString('utf8'))).toMatchObject({
      request: { startDate: start, endDate: end },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the comparison scrolls sideways where it is wider than the screen', async () => {
    const { page, context } = await openPage(browser, { viewport });
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    const accept = page.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible()) await accept.click();
    const boxes = list.getByRole('checkbox', { name: /Add .* to compare/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('table', { name: /Summary of benefits/ }).waitFor();
    await expect(page.getByTestId('scroll-hint').isVisible()).resolves.toBe(width < 640);
    await expectAccessible(page);
    await context.close();
  });

  it('keeps the compare tray above the cookie notice until the notice is accepted', async () => {
    const { page, context } = await openPage(browser, { viewport });
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    const boxes = list.getByRole('checkbox', { name: /Add .* to compare/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const tray = page.getByRole('region', { name: 'Compare plans' });
    const compare = tray.getByRole('button', { name: 'Compare', exact: true });
    const noticeBox = await notice.boundingBox();
    const trayBox = await tray.boundingBox();
    // Side by side on the screen, not one over the other: the tray ends where the notice begins.
    expect((trayBox?.y ?? 0) + (trayBox?.height ?? 0)).toBeLessThanOrEqual((noticeBox?.y ?? 0) + 1);
    await compare.click({ trial: true });
    await page.getByRole('button', { name: 'Accept' }).click();
    await notice.waitFor({ state: 'detached' });
    const viewportHeight = page.viewportSize()?.height ?? 0;
    await expect
      .poll(async () => {
        const box = await tray.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      })
      .toBe(viewportHeight);
    await context.close();
  });

  it('says why results without a saved quote go back to the form', async () => {
    const { page, context } = await openPage(browser, { viewport });
    await gotoReady(page, `${baseUrl}/visitors-to-canada/available-quotes`);
    await page.waitForURL(`${baseUrl}/visitors-to-canada/quote/basic`);
    await page
      .getByRole('status')
      .filter({ hasText: 'There are no quote answers in this browser yet' })
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('says why an application without a saved quote goes home', async () => {
    const { page, context } = await openPage(browser, { viewport });
    await gotoReady(page, `${baseUrl}/visitors-to-canada/quote/application`);
    await page.waitForURL(`${baseUrl}/`);
    await page
      .getByRole('status')
      .filter({ hasText: 'There is no quote in this browser to apply for' })
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
