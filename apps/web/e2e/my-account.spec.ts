// My account (issue 15): a guest quotes, signs up and in, and finds the quote claimed; downloads
// their data; deletes the account. Screenshots of each page at 390 and 1280 px, axe on each.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { signInAsAdmin } from './support/admin.ts';
import { waitForMailLink } from './support/mailbox.ts';
import { fillVisitorQuote, quoteTermLifeAsGuest, waitForQuotes } from './support/quote-forms.ts';
import { readdir, readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/my-account');
const PASSWORD = 'Secret#123';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The outbox worker wrote a mail to `to` whose subject matches (DATA_DIR/mail/*.eml, N17). */
async function waitForSubject(to: string, subject: RegExp): Promise<boolean> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
      if (address === to && subject.test(mail.subject ?? '')) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

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
    await page.waitForURL(`${baseUrl}/sign-in`);
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
    await shoot(page, 'overview');

    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My quotes' }).waitFor();
    const quote = page.getByRole('article').filter({ hasText: 'Term Life' });
    await quote.waitFor();
    await expect(quote.innerText()).resolves.toMatch(/Best premium then: \$/);
    await expectAccessible(page);
    await shoot(page, 'quotes');

    await page.getByRole('link', { name: 'Profile and security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile and security' }).waitFor();
    await expect(page.getByLabel('Mobile Number').inputValue()).resolves.toBe('416-555-0177');
    await expectAccessible(page);
    await shoot(page, 'profile');

    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy and my data' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'privacy');
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
    await expect(waitForSubject(email, /account was deleted/)).resolves.toBe(true);
    const login = await page.request.post(`${baseUrl}/api/users/login`, {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
    expect(errors).toEqual([]);
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
    await shoot(page, 'quotes-claimed');

    // See quotes again: the results page, priced today, says whether the price changed.
    await travel.getByRole('button', { name: /^See quotes again/ }).click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/available-quotes`);
    const notice = page.getByRole('status').filter({ hasText: 'Your quote seen again' });
    await expect(notice.innerText()).resolves.toMatch(/The price has not changed\.|Your best premium was \$/);
    await waitForQuotes(page);
    await expectAccessible(page);
    await shoot(page, 'travel-seen-again');

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
    await shoot(page, 'life-seen-again');

    // The newsletter switch: on, kept over a reload, then off, kept too.
    await gotoReady(page, `${baseUrl}/account/privacy`);
    const newsletter = page.getByRole('switch', { name: 'Send me the newsletter' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLInputElement>('input[role="switch"]')?.disabled,
    );
    await expect(newsletter.isChecked()).resolves.toBe(false);
    await newsletter.click({ force: true });
    await page.getByText('You are subscribed to our newsletter.').first().waitFor();
    await expect(waitForSubject(email, /newsletter/i)).resolves.toBe(true);
    await gotoReady(page, `${baseUrl}/account/privacy`);
    await page.getByText(/You agreed on /).waitFor();
    await expect(newsletter.isChecked()).resolves.toBe(true);
    await expectAccessible(page);
    await shoot(page, 'privacy-newsletter-on');
    await newsletter.click({ force: true });
    await page.getByText('You are unsubscribed from our newsletter.').first().waitFor();
    await gotoReady(page, `${baseUrl}/account/privacy`);
    await page.getByText(/You unsubscribed on /).waitFor();
    await expect(newsletter.isChecked()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });
});
