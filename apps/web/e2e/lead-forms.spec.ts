import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const THANK_YOU = 'Thank you for contacting us. Our representative will get back to you shortly.';
// The server's default partner links (README, configuration); answered locally, never fetched.
const PARTNERS = ['https://www.cooperators.ca/', 'https://www.desjardins.com/'];

// The 14 lead forms of product-flows section 2: the product, whose name titles the page (route
// table: '<name>: request a quote'), and where OK goes (N41: the landing page) or, for the partner
// forms, where the page moves on to.
const FORMS = [
  ['/disability/quote/basic', 'Disability', '/disability'],
  ['/home/quote/basic', 'Home and Tenant', '/home'],
  ['/auto/quote/basic', 'Auto', '/auto'],
  ['/commercial/quote/basic', 'Commercial', '/commercial'],
  ['/investments/quote/basic', 'Investments', '/investments'],
  ['/financial-planning/quote/basic', 'Financial Planning', '/financial-planning'],
  ['/estate-planning/quote/basic', 'Estate Planning', '/estate-planning'],
  ['/child-education-planning/quote/basic', 'Child Education Planning', '/child-education-planning'],
  ['/retirement-planning/quote/form', 'Retirement Planning', '/retirement-planning'],
  ['/tax-planning/quote/basic', 'Tax Planning', '/tax-planning'],
  ['/real-estate/quote/basic', 'Real Estate', '/real-estate'],
  ['/banking/quote/basic', 'Banking', '/banking'],
  [
    '/personal-business-accounting/quote/basic',
    'Personal and Business Accounting',
    '/personal-business-accounting',
  ],
  ['/mortgage-service/quote/basic', 'Mortgage Service', '/mortgage-service'],
] as const;
const PARTNER_FORMS = new Set(['/home/quote/basic', '/banking/quote/basic']);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let seq = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser));
  for (const url of PARTNERS) {
    await context.route(`${url}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner quote</h1>' }),
    );
  }
  // Accept the cookie notice once so it never covers a button.
  await gotoReady(page, `${baseUrl}/commercial/quote/basic`);
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
});
afterAll(async () => {
  await browser?.close();
});

const submit = () => page.getByRole('button', { name: 'Submit' });

async function fillPerson(lastName: string) {
  await page.getByLabel('First Name').fill('lena');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(`lead.${Date.now()}.${(seq += 1)}@example.com`);
  // Formatted ddd-ddd-dddd as entered (platform spec section 9).
  await page.getByLabel('Mobile Number').fill('4165550198');
}

describe('lead forms (product-flows sections 2 to 5)', () => {
  it.each(FORMS)('%s sends a valid lead', async (path, product, next) => {
    const title = `${product}: request a quote`;
    await gotoReady(page, `${baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(title);
    await expect(submit().isDisabled()).resolves.toBe(true);
    await fillPerson('Lead');
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Lena');
    await expect(page.getByLabel('Mobile Number').inputValue()).resolves.toBe('416-555-0198');
    if (path === '/disability/quote/basic') {
      // The message is required: submit waits for it.
      await expect(submit().isDisabled()).resolves.toBe(true);
      await page.getByLabel('Message').fill('I would like income cover.');
    }
    if (path === '/auto/quote/basic') await page.getByRole('radio', { name: 'A new policy' }).check();
    // The two forms with a field of their own; the commercial one is checked confirmed, below.
    if (path === '/disability/quote/basic' || path === '/auto/quote/basic') await expectAccessible(page);

    if (PARTNER_FORMS.has(path)) {
      const [partner] = await Promise.all([context.waitForEvent('page'), submit().click()]);
      await partner.waitForLoadState('domcontentloaded');
      expect(PARTNERS).toContain(partner.url());
      // noopener: the partner tab cannot reach back into ours.
      await expect(partner.evaluate(() => window.opener)).resolves.toBeNull();
      await partner.close();
      await page.waitForURL(`${baseUrl}${next}`);
      await page.getByText(THANK_YOU).waitFor();
      return;
    }
    await submit().click();
    await page.getByRole('heading', { name: 'Request received' }).waitFor();
    await page.getByText(THANK_YOU).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(title);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '905-555-0143' }).getAttribute('href')).resolves.toBe(
      'tel:+19055550143',
    );
    await expect(page.getByRole('link', { name: 'OK', exact: true }).getAttribute('href')).resolves.toBe(
      next,
    );
    if (path === '/commercial/quote/basic') {
      await expectAccessible(page);
      // OK goes to the product's page; coming back, the form is there again and empty.
      await page.getByRole('link', { name: 'OK', exact: true }).click();
      await page.waitForURL(`${baseUrl}${next}`);
      await page.goBack();
      await page.getByLabel('First Name').waitFor();
      await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('');
    }
  });

  it('shows no error on an empty field, a clear one on a bad value, and keeps submit disabled', async () => {
    await gotoReady(page, `${baseUrl}/estate-planning/quote/basic`);
    await fillPerson('Invalid');
    await page.getByLabel('Mobile Number').fill('');
    await page.getByLabel('Mobile Number').pressSequentially('123');
    await page.getByText('Please enter a valid phone number').waitFor();
    await expect(submit().isDisabled()).resolves.toBe(true);
    await page.getByLabel('Mobile Number').fill('');
    await page.getByText('Please enter a valid phone number').waitFor({ state: 'detached' });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Please enter a valid email address').waitFor();
    await expectAccessible(page);
    await expect(submit().isDisabled()).resolves.toBe(true);
  });

  it('shows a lead to the admin in the services inquiries list, with its product', async () => {
    await gotoReady(page, `${baseUrl}/real-estate/quote/basic`);
    await fillPerson('Seenbyadmin');
    await submit().click();
    await page.getByRole('heading', { name: 'Request received' }).waitFor();

    const admin = await openPage(browser);
    await signInAsAdmin(admin.page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(admin.page, `${baseUrl}/services/list`);
    const row = admin.page.getByRole('row', { name: /Lena Seenbyadmin/ });
    await row.waitFor();
    await row.getByRole('cell', { name: 'Real Estate', exact: true }).waitFor();
    await admin.context.close();
    expect(errors).toEqual([]);
  });
});
