// No dead ends in the life quote journey: an age outside the product's instant-quote
// range, a non-resident and an unserved province each get the reason and a next step on the basic
// form (call link, Book a call, province availability), and the price page's coverage slider works
// from the keyboard with focus kept, one re-quote once it settles, and a typed amount.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  gotoReady,
  launchBrowser,
  MOBILE,
  openWithCookiesAccepted,
} from './support/browser.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const thisYear = new Date().getFullYear();
const PHONE_HREF = 'tel:+19055550143';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function typeBirthDate(page: Page, product: string, year: number) {
  await gotoReady(page, `${baseUrl}/${product}/quote/basic`);
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByLabel('Day').fill('15');
  await page.getByLabel('Month').fill('6');
  await page.getByLabel('Year').fill(String(year));
}

async function answerUpToCitizen(page: Page, product: string) {
  await typeBirthDate(page, product, thisYear - 40);
  await page.getByRole('radiogroup', { name: 'Do you smoke?' }).getByLabel('No').check();
}

describe('life basic form: a next step for everyone', () => {
  it.each([
    ['term-life', thisYear - 6, 'Instant Term Life quotes are for ages 18 to 75.'],
    ['whole-life', 1930, 'Instant Whole Life quotes are for ages 18 to 80.'],
    ['critical-illness', 1950, 'Instant Critical Illness quotes are for ages 18 to 65.'],
    ['mortgage-protection', 1950, 'Instant Mortgage Protection quotes are for ages 18 to 70.'],
  ])(
    '%s born in %i: the age message, a call link and Book a call; no way on to prices',
    async (product, year, text) => {
      const { page, context } = await openWithCookiesAccepted(browser, { viewport: MOBILE });
      await typeBirthDate(page, product, year);
      const step = page.getByTestId('age-next-step');
      await step.getByText(`${text} Please call us and we can get you covered.`).waitFor();
      await expect(step.getByRole('link', { name: '905-555-0143' }).getAttribute('href')).resolves.toBe(
        PHONE_HREF,
      );
      await expect(page.getByRole('radiogroup', { name: 'Do you smoke?' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
      if (product === 'term-life') await expectAccessible(page);
      await step.getByRole('link', { name: 'Book a call' }).click();
      await page.waitForURL(`${baseUrl}/${product}/quote/book-a-call`);
      await context.close();
    },
  );

  it('the same age goes on once the date is corrected', async () => {
    const { page, context } = await openWithCookiesAccepted(browser);
    await typeBirthDate(page, 'critical-illness', 1950);
    await page.getByTestId('age-next-step').waitFor();
    await page.getByLabel('Year').fill(String(thisYear - 50));
    await page.getByRole('radiogroup', { name: 'Do you smoke?' }).waitFor();
    await expect(page.getByTestId('age-next-step').count()).resolves.toBe(0);
    await context.close();
  });

  it("a non-resident gets the spec's call message with the phone link and a booking link", async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport: MOBILE });
    await answerUpToCitizen(page, 'whole-life');
    await page
      .getByRole('radiogroup', { name: /citizen/ })
      .getByLabel('No')
      .check();
    const step = page.getByTestId('non-resident-next-step');
    await step.getByText('Instant Quote is not available for your selection. Please make a call.').waitFor();
    await step.getByText('Please call us and we can get you covered').waitFor();
    await expect(step.getByRole('link', { name: '905-555-0143' }).getAttribute('href')).resolves.toBe(
      PHONE_HREF,
    );
    await expect(page.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await step.getByRole('link', { name: 'Book a call' }).click();
    await page.waitForURL(`${baseUrl}/whole-life/quote/book-a-call`);
    await context.close();
  });

  it('Quebec gets the notice and a link to the province availability page', async () => {
    const { page, context } = await openWithCookiesAccepted(browser);
    await answerUpToCitizen(page, 'term-life');
    await page
      .getByRole('radiogroup', { name: /citizen/ })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('Province').selectOption('QC');
    await page
      .getByText('Currently, we are not providing service in your province, but we will soon.')
      .waitFor();
    await expect(page.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Tell me when you serve my province' }).click();
    await page.waitForURL(`${baseUrl}/province-availability`);
    await page.getByRole('button', { name: 'UPDATE ME!' }).waitFor();
    await context.close();
  });
});

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
// As the basic form saves it (format version 1 of lib/saved-request.ts).
const SAVED_TERM = base64({
  v: 1,
  request: {
    birthDate: `${thisYear - 40}-03-10`,
    gender: 'male',
    smoke: false,
    citizen: true,
    province: 'ON',
    coverage: 25000,
    premiumPaymentDuration: 'monthly',
    paymentPeriod: 0,
    page: 1,
  },
});

const slider = (page: Page) => page.getByRole('slider', { name: 'Coverage amount' });

async function openCustomise(path = '/term-life/quote/customize') {
  const session = await openWithCookiesAccepted(browser);
  await session.context.addInitScript((saved) => localStorage.setItem('termLifeQuote', saved), SAVED_TERM);
  const quoted: number[] = [];
  session.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/quotations/term-life')) {
      quoted.push(Number((request.postDataJSON() as { coverage: number }).coverage));
    }
  });
  await gotoReady(session.page, `${baseUrl}${path}`);
  await slider(session.page).waitFor();
  await session.page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  return { ...session, quoted };
}

const sliderIsFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Coverage amount');

describe('price page coverage slider from the keyboard', () => {
  it('arrows, PageUp, End and Home move it with focus kept; one re-quote once it settles', async () => {
    const { page, context, quoted } = await openCustomise();
    await page.getByText('Minimum $25,000').waitFor();
    await page.getByText('Maximum $5,000,000').waitFor();
    quoted.length = 0;
    await slider(page).focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$150,000');
    await expect(sliderIsFocused(page)).resolves.toBe(true);
    await page.getByText('Coverage: $150,000').waitFor();
    // Settles: one quote for the value it rests on, and the slider keeps focus and stays enabled.
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await expect.poll(() => quoted).toEqual([150000]);
    await expect(sliderIsFocused(page)).resolves.toBe(true);
    await expect(slider(page).getAttribute('aria-disabled')).resolves.not.toBe('true');

    await page.keyboard.press('PageUp');
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$275,000');
    await page.keyboard.press('End');
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$5,000,000');
    await expect(sliderIsFocused(page)).resolves.toBe(true);
    await expect.poll(() => quoted.at(-1)).toBe(5000000);
    await page.keyboard.press('Home');
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$25,000');
    await expect.poll(() => quoted.at(-1)).toBe(25000);
    expect(quoted).toEqual([150000, 5000000, 25000]);
    await expectAccessible(page);
    await context.close();
  });

  it('takes a typed amount, snapped to the amounts offered, and refuses one out of range', async () => {
    const { page, context, quoted } = await openCustomise();
    quoted.length = 0;
    const typed = page.getByLabel('Or type an amount');
    await typed.fill('740000');
    await typed.press('Enter');
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$750,000');
    await page.getByText('Set to $750,000, the closest amount offered').waitFor();
    await expect.poll(() => quoted).toEqual([750000]);
    await typed.fill('10000000');
    await typed.press('Enter');
    await page.getByText('Please enter an amount from $25,000 to $5,000,000').waitFor();
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$750,000');
    await expectAccessible(page);
    await context.close();
  });

  it('the available quotes filter slider behaves the same', async () => {
    const { page, context, quoted } = await openCustomise('/term-life/available-quotes');
    await page.getByTestId('quote-row').first().waitFor();
    quoted.length = 0;
    await slider(page).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider(page).getAttribute('aria-valuetext')).resolves.toBe('$100,000');
    await expect.poll(() => quoted).toEqual([100000]);
    await expect(sliderIsFocused(page)).resolves.toBe(true);
    await context.close();
  });
});
