// My account (issue 15): a guest quotes, signs up and in, and finds the quote claimed; downloads
// their data; deletes the account. Screenshots of each page at 390 and 1280 px, axe on each.

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage, saveShots } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { readFile } from 'node:fs/promises';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/my-account');
const PASSWORD = 'Secret#123';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function quoteTermLifeAsGuest(page: Page) {
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
  await page.getByTestId('tile-0').waitFor();
}

describe('my account in the browser', () => {
  it('claims a guest quote at sign-in, shows the pages, downloads the data and deletes the account', async () => {
    const { page, errors } = await openPage(browser, { acceptDownloads: true });
    const email = `mine.${Date.now()}@example.com`;
    await quoteTermLifeAsGuest(page);

    await gotoReady(page, `${baseUrl}/sign-up`);
    await page.getByLabel('First Name').fill('mia');
    await page.getByLabel('Last Name').fill('stone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile Number').pressSequentially('4165550177');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/sign-in`);
    // The URL changes before the sign-in form replaces the sign-up form (a React transition).
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    // An unconfirmed account lands on the e-mail confirmation notice.
    await page.waitForURL((url) => url.pathname !== '/sign-in');

    await page.getByRole('button', { name: 'Account menu for Mia Stone' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByText('Hello Mia,').waitFor();
    await page.getByText(`Your e-mail ${email} is not confirmed yet.`).waitFor();
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'overview');

    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My quotes' }).waitFor();
    const quote = page.getByRole('article').filter({ hasText: 'Term Life' });
    await quote.waitFor();
    await expect(quote.innerText()).resolves.toMatch(/Best premium then: \$/);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'quotes');

    await page.getByRole('link', { name: 'Profile and security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile and security' }).waitFor();
    await expect(page.getByLabel('Mobile Number').inputValue()).resolves.toBe('416-555-0177');
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'profile');

    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy and my data' }).waitFor();
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'privacy');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      account: { email: string };
      quotes: { product: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.quotes.map((q) => q.product)).toEqual(['term-life']);

    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Your account and your personal data have been deleted.').first().waitFor();
    await expect(waitForMail(dataDir, email, /account was deleted/)).resolves.toBeDefined();
    const login = await page.request.post(`${baseUrl}/api/users/login`, {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
    expect(errors).toEqual([]);
  });
});
