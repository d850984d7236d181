// My account: a guest quotes, signs up and in, and finds the quote claimed; downloads
// their data; deletes the account. Screenshots of each page at 390 and 1280 px, axe on each.

import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { signInAsAdmin } from './support/admin.ts';
import { waitForMail, waitForMailLink } from './support/mailbox.ts';
import { fillVisitorQuote, quoteTermLifeAsGuest, waitForQuotes } from './support/quote-forms.ts';
import { readFile } from 'node:fs/promises';
import { testServer } from './support/test-server.ts';

const { baseUrl, dataDir } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/my-account');
const PASSWORD = 'Secret#123';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('my account in the browser', () => {
  it('claims a guest quote at sign-in, shows the pages, downloads the data and deletes the account', async () => {
    const { page, errors } = await openPage(browser, { acceptDownloads: true });
    const email = `mine.${Date.now()}@example.com`;
    await quoteTermLifeAsGuest(page, baseUrl);

    await gotoReady(page, `${baseUrl}/sign-up`);
    await page.getByLabel('First Name').fill('mia');
    await page.getByLabel('Last Name').fill('stone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile Number').pressSequentially('4165550177');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Sign-up keeps the session (platform spec section 4): home, signed in, the quote claimed.
    await page.waitForURL(`${baseUrl}/`);

    await page.getByRole('button', { name: 'MS, account menu for Mia Stone' }).click();
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

    // Delete asks once more, as Withdraw does; a wrong password's toast goes once the deletion is done.
    await page.getByLabel('Your password').fill('Wrong#123');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'privacy-confirm-delete');
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    const wrong = page.getByText('The password is not correct.');
    await wrong.first().waitFor();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Your account and your personal data have been deleted.').first().waitFor();
    await expect.poll(() => wrong.count()).toBe(0);
    await expect(waitForMail(dataDir, email, /account was deleted/)).resolves.toBeDefined();
    const login = await page.request.post(`${baseUrl}/api/users/login`, {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
    // The only failed request is the deletion with the wrong password, on purpose.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    expect(errors.filter((error) => error.includes('status of 400'))).toHaveLength(1);
  });

  it("claims a guest's travel and life quotes, sees them again at today's rates, and switches the newsletter", async () => {
    const { page, errors } = await openPage(browser);
    const email = `again.${Date.now()}@example.com`;
    // A guest runs a travel quote and a life quote; the browser keeps both ids.
    await fillVisitorQuote(page, baseUrl);
    await waitForQuotes(page);
    await quoteTermLifeAsGuest(page, baseUrl);

    // Signs up and confirms through the API (the per-IP sign-in limit stays free), then signs in.
    const signUp = await page.request.post(`${baseUrl}/api/users/signup`, {
      data: { firstName: 'Ava', lastName: 'Again', email, mobile: '416-555-0178', password: PASSWORD },
    });
    expect(signUp.status()).toBe(200);
    const link = await waitForMailLink(dataDir, email, '/verify-email/');
    const verified = await page.request.post(`${baseUrl}/api/users/verify-email`, {
      data: { email, token: link.searchParams.get('token') },
    });
    expect(verified.status()).toBe(200);
    await signInAsAdmin(page, baseUrl, email, PASSWORD);

    await gotoReady(page, `${baseUrl}/account/quotes`);
    await page.getByRole('heading', { level: 1, name: 'My quotes' }).waitFor();
    const travel = page.getByRole('article').filter({ hasText: 'Visitors to Canada' });
    const life = page.getByRole('article').filter({ hasText: 'Term Life' });
    await travel.waitFor();
    await life.waitFor();
    await expect(travel.innerText()).resolves.toMatch(/Best premium then: \$/);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'quotes-claimed');

    // See quotes again: the results page, priced today, says whether the price changed.
    await travel.getByRole('button', { name: /^See quotes again/ }).click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/available-quotes`);
    const notice = page.getByRole('status').filter({ hasText: 'Your quote seen again' });
    await expect(notice.innerText()).resolves.toMatch(/The price has not changed\.|Your best premium was \$/);
    await waitForQuotes(page);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'travel-seen-again');

    await gotoReady(page, `${baseUrl}/account/quotes`);
    await page
      .getByRole('article')
      .filter({ hasText: 'Term Life' })
      .first()
      .getByRole('button', { name: /^See quotes again/ })
      .click();
    await page.waitForURL(`${baseUrl}/term-life/available-quotes`);
    await expect(notice.innerText()).resolves.toMatch(/The price has not changed\.|Your best premium was \$/);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'life-seen-again');

    // The newsletter switch: on, kept over a reload, then off, kept too.
    await gotoReady(page, `${baseUrl}/account/privacy`);
    const newsletter = page.getByRole('switch', { name: 'Send me the newsletter' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLInputElement>('input[role="switch"]')?.disabled,
    );
    await expect(newsletter.isChecked()).resolves.toBe(false);
    await newsletter.click({ force: true });
    await page.getByText('You are subscribed to our newsletter.').first().waitFor();
    await expect(waitForMail(dataDir, email, /newsletter/i)).resolves.toBeDefined();
    await gotoReady(page, `${baseUrl}/account/privacy`);
    await page.getByText(/You agreed on /).waitFor();
    await expect(newsletter.isChecked()).resolves.toBe(true);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'privacy-newsletter-on');
    await newsletter.click({ force: true });
    await page.getByText('You are unsubscribed from our newsletter.').first().waitFor();
    await gotoReady(page, `${baseUrl}/account/privacy`);
    await page.getByText(/You unsubscribed on /).waitFor();
    await expect(newsletter.isChecked()).resolves.toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);
});
