import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openWithCookiesAccepted } from './support/browser.ts';
import { signInAsAdmin, staffToken } from './support/admin.ts';
import { waitForMail } from './support/mailbox.ts';
import { saveShots } from './support/screenshots.ts';
import { testServer } from './support/test-server.ts';

// The design system (ADR 0119) at a phone's and a desktop's width: the living components page, the
// brand typeface, 44 px targets, the sticky header with its quote button, option tiles, progress,
// "what is missing", the quiet footer, the date range, price anchors and licence badges (ADR 0120).

const { baseUrl, dataDir } = testServer();
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/design-system');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Heights of visible controls smaller than a 44 px target, named for the failure message. */
function smallTargets(page: Page, selector: string, min = 43.5) {
  return page.evaluate(
    ([css, least]) => {
      const small: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(css))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.height < least) small.push(`${element.outerHTML.slice(0, 80)} ${box.height.toFixed(1)}px`);
      }
      return small;
    },
    [selector, min] as const,
  );
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('design system on a %s', (name, viewport) => {
  it('shows every component and state on /design-system, noindex, with the brand typeface', async () => {
    const { page, errors, context } = await openWithCookiesAccepted(browser, { viewport });
    await gotoReady(page, `${baseUrl}/design-system`);
    await page.getByRole('heading', { level: 1, name: 'Design system' }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    for (const section of [
      'Colour tokens',
      'Buttons (44 px targets)',
      'Form fields',
      'Option tiles',
      'Notices',
      'Empty state',
      'Table and pager',
      'Slider over a list of amounts',
      'Form section and checkbox group',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section }).isVisible()).resolves.toBe(true);
    }
    // The brand face is served by the site and used.
    await page.evaluate(() => document.fonts.ready);
    await expect(page.evaluate(() => document.fonts.check('16px "Figtree Variable"'))).resolves.toBe(true);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"?Figtree Variable"?, "?Figtree Fallback"?/);
    // Tiles are radios: arrows move the choice.
    const smoke = page.getByRole('radiogroup', { name: /Do you smoke/ });
    await smoke.getByLabel('No').check();
    await expect(smoke.getByLabel('No').isChecked()).resolves.toBe(true);
    // The password field's toggle shows what was typed, and says it is pressed.
    const password = page.getByLabel(/^Password/);
    await password.fill('Secret#123');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    // The pager moves the current page and says which one it is.
    const pager = page.getByRole('navigation', { name: 'Example pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await page.getByText('Leads on page 7').waitFor();
    // A checkbox group's message goes once every box is ticked.
    const declarations = page.getByRole('group', { name: /^Declarations/ });
    await declarations.getByRole('checkbox', { name: /reviews my application/ }).check();
    await expect(declarations.getByText('Please tick each declaration').count()).resolves.toBe(0);
    // The slider moves by its stops from the keyboard and says its amount.
    const slider = page.getByRole('slider', { name: 'Deductible' });
    await slider.focus();
    await slider.press('End');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('$10,000');
    await slider.press('ArrowLeft');
    await page.getByText('Deductible: $5,000').waitFor();
    const fields = 'main input:not([type="checkbox"]):not([type="radio"])';
    expect(
      await smallTargets(
        page,
        `main button:not([aria-label="Show password"]), main [class*="tile_"], ${fields}`,
      ),
    ).toEqual([]);
    expect(await smallTargets(page, 'main button[aria-label="Show password"]', 41.5)).toEqual([]);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `components-${name}`, [viewport.width]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the header and its Get Quote button on screen while the page scrolls', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    await gotoReady(page, `${baseUrl}/faq`);
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const quote = page.getByRole('banner').getByRole('button', { name: 'Get Quote' });
    const box = await quote.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThan(80);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await quote.click();
    await page.getByRole('link', { name: 'Super Visa' }).first().waitFor({ state: 'visible' });
    await expectAccessible(page);
    await saveShots(page, SHOTS, `sticky-header-menu-${name}`, [viewport.width]);
    await context.close();
  });
});

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const thisYear = new Date().getFullYear();
// As the basic form and price page save a term-life quote (lib/saved-request.ts, format 1).
const TERM_REQUEST = {
  birthDate: `${thisYear - 35}-03-10`,
  gender: 'female',
  smoke: false,
  citizen: true,
  province: 'ON',
  coverage: 500000,
  premiumPaymentDuration: 'monthly',
  paymentPeriod: 2,
  page: 1,
};
const SAVED_TERM = base64({ v: 1, request: TERM_REQUEST });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('quote journey pages on a %s', (name, viewport) => {
  it('the life price page starts at a typical amount; slider and typed amount agree; progress shows', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    await gotoReady(page, `${baseUrl}/term-life/quote/basic`);
    await page.getByRole('navigation', { name: 'Quote progress' }).getByText('Step 1 of 4').waitFor();
    await page.getByLabel('Female', { exact: true }).check();
    await page.getByLabel('Day').fill('10');
    await page.getByLabel('Month').fill('3');
    await page.getByLabel('Year').fill(String(thisYear - 35));
    await page
      .getByRole('radiogroup', { name: /smoke\?$/ })
      .getByLabel('No')
      .check();
    await page
      .getByRole('radiogroup', { name: /citizen/ })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('Province').selectOption('ON');
    expect(await smallTargets(page, 'main input:not([type="radio"]), main select, main button')).toEqual([]);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `life-basic-${name}`, [viewport.width]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Yes, I will set/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const slider = page.getByRole('slider', { name: 'Coverage amount' });
    await slider.waitFor();
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('$500,000');
    await expect(page.getByLabel('Or type an amount').inputValue()).resolves.toBe('$500,000');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Or type an amount').inputValue()).resolves.toBe('$550,000');
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await page.getByText('Step 2 of 4').waitFor();
    // No payment period alone on a row.
    const rows = await page.evaluate(() => {
      const tops = Array.from(document.querySelectorAll('[data-testid^="tile-"]')).map((t) =>
        Math.round(t.getBoundingClientRect().top),
      );
      return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    });
    expect(Math.min(...rows)).toBeGreaterThan(1);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `life-price-page-${name}`, [viewport.width]);
    await context.close();
  });

  it('the sign-in step before an application says why, keeps the quote and leads with Create an account', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    await context.addInitScript((saved) => localStorage.setItem('termLifeQuote', saved), SAVED_TERM);
    await gotoReady(page, `${baseUrl}/sign-in?from=term-life`);
    await page.getByRole('heading', { level: 1, name: 'Save your quote and apply' }).waitFor();
    const kept = page.getByRole('region', { name: 'Your Term Life quote is kept' });
    await expect(kept.innerText()).resolves.toMatch(/\$500,000[\s\S]*20 Years[\s\S]*Monthly/);
    const create = page.getByRole('link', { name: 'Create an account' });
    await expect(create.getAttribute('href')).resolves.toBe('/sign-up?from=term-life');
    // Fields, buttons and the checkbox's row are 44 px; the show-password toggle fills its field
    // inside the border.
    const fields = page.locator('main input:not([type="checkbox"])');
    await expect(fields.count()).resolves.toBe(2);
    expect(
      await smallTargets(
        page,
        'main a[href^="/sign-up"], main button:not([aria-label="Show password"]), main input:not([type="checkbox"]), main [class*="checkRow"]',
      ),
    ).toEqual([]);
    expect(await smallTargets(page, 'main button[aria-label="Show password"]', 41.5)).toEqual([]);
    await expect(page.locator('main [class*="checkRow"]').count()).resolves.toBe(1);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `sign-in-before-application-${name}`, [viewport.width]);
    await context.close();
  });

  it('the travel form keeps days and dates in agreement and says what is missing', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    await gotoReady(page, `${baseUrl}/visitors-to-canada/quote/basic`);
    const calculate = page.getByRole('button', { name: 'Calculate Quote' });
    await calculate.waitFor();
    await expect(calculate.isDisabled()).resolves.toBe(true);
    const hintId = await calculate.getAttribute('aria-describedby');
    await expect
      .poll(() => page.locator(`[id="${hintId}"]`).innerText())
      .toMatch(/^Still needed: Age of person 1/);
    await page.getByLabel('Number of days').fill('30');
    const start = await page.getByLabel('Start date').inputValue();
    const threeWeeksLater = new Date(Date.parse(`${start}T12:00:00Z`) + 21 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.getByLabel('Start date').fill(threeWeeksLater);
    const end = new Date(Date.parse(`${threeWeeksLater}T12:00:00Z`) + 29 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expect.poll(() => page.getByLabel('End date').inputValue()).toBe(end);
    await expect(page.getByLabel('Number of days').inputValue()).resolves.toBe('30');
    // The quiet footer of a quote step: help, disclosure and legal links, no product columns.
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Questions about your quote?').waitFor();
    await expect(footer.getByRole('navigation', { name: 'Insurance types' }).count()).resolves.toBe(0);
    await expect(page.getByText('Licensed in Ontario (FSRA)').first().isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `travel-form-${name}`, [viewport.width]);
    await context.close();
  });

  it('home, a life and a travel product page show a price anchor from the current rates and the licence badge', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    for (const path of ['/', '/term-life']) {
      await gotoReady(page, `${baseUrl}${path}`);
      const anchor = page.getByTestId('price-anchor').first();
      // The anchor comes after the page hydrates and its one request answers: slow on a loaded machine.
      await expect
        .poll(() => anchor.innerText(), { timeout: 15_000 })
        .toMatch(/^Term life from \$\d+\.\d\d a month for a 35-year-old non-smoker, \$500,000, 20 years/);
      const licence = page.getByText('Licensed in Ontario (FSRA)').first();
      await expect(licence.isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole('link', { name: 'Our licences' }).first().getAttribute('href'),
      ).resolves.toBe('/licences-and-referrals');
      await expectAccessible(page);
      await saveShots(page, SHOTS, `anchor${path === '/' ? '-home' : path.replace('/', '-')}-${name}`, [
        viewport.width,
      ]);
    }
    // A travel product's anchor is for the whole cover of its typical traveller (ADR 0124).
    await gotoReady(page, `${baseUrl}/supervisa`);
    await expect
      .poll(() => page.getByTestId('price-anchor').first().innerText(), { timeout: 15_000 })
      .toMatch(
        /^Super visa insurance from \$[\d,]+\.\d\d for the year for a 60-year-old, \$100,000 coverage, no deductible \(sample rates\)\.$/,
      );
    await expectAccessible(page);
    await saveShots(page, SHOTS, `anchor-supervisa-${name}`, [viewport.width]);
    await context.close();
  });
});

describe('mails on a phone', () => {
  it('the verification mail fits 390 px: its link wraps, nothing scrolls sideways', async () => {
    const email = `phone.mail.${Date.now()}@example.com`;
    const { page, context } = await openWithCookiesAccepted(browser, { viewport: PHONE });
    const created = await page.request.post(`${baseUrl}/api/users/signup`, {
      data: { firstName: 'Ana', lastName: 'Silva', email, mobile: '416-555-0198', password: 'Secret#123' },
    });
    expect(created.status()).toBe(200);
    const mail = await waitForMail(dataDir, email, /Confirm your e-mail/);
    expect(typeof mail.html).toBe('string');
    await page.setContent(mail.html as string);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      links: Array.from(document.querySelectorAll('a')).map((a) => a.getBoundingClientRect().right),
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    for (const right of widths.links) expect(right).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: /verify-email/ }).count()).resolves.toBe(1);
    await saveShots(page, SHOTS, 'verification-mail', [390]);
    await context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('account and staff screens on a %s', (name, viewport) => {
  it('the account overview leads with the quote in progress and the advisors, then the assigned one', async () => {
    const email = `overview.${name}.${Date.now()}@example.com`;
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    const password = 'Secret#123';
    const created = await page.request.post(`${baseUrl}/api/users/signup`, {
      data: { firstName: 'Ana', lastName: 'Silva', email, mobile: '416-555-0198', password },
    });
    expect(created.status()).toBe(200);
    const token = await staffToken(baseUrl, email, password);
    const quoted = await page.request.post(`${baseUrl}/api/quotations/term-life`, {
      headers: { authorization: `Bearer ${token}` },
      data: TERM_REQUEST,
    });
    expect(quoted.status()).toBe(200);
    await signInAsAdmin(page, baseUrl, email, password);
    await gotoReady(page, `${baseUrl}/account`);
    const inProgress = page.getByRole('region', { name: 'Your Term Life quote' });
    await inProgress.waitFor();
    await expect(inProgress.getByRole('link', { name: 'See it again and apply' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('region', { name: 'Your advisors' }).isVisible()).resolves.toBe(true);
    // It comes before what needs attention.
    const [leadTop, attentionTop] = await Promise.all([
      inProgress.boundingBox(),
      page.getByRole('heading', { name: 'Needs your attention' }).boundingBox(),
    ]);
    expect(leadTop!.y).toBeLessThan(attentionTop!.y);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `account-overview-${name}`, [viewport.width]);

    // Once staff take the customer's request, the card names that staff member.
    const contact = await page.request.post(`${baseUrl}/api/contact`, {
      headers: { authorization: `Bearer ${token}` },
      data: { firstName: 'Ana', lastName: 'Silva', email, mobile: '416-555-0198', products: [2] },
    });
    expect(contact.status(), await contact.text()).toBe(200);
    const admin = { authorization: `Bearer ${await staffToken(baseUrl, adminEmail, adminPassword)}` };
    const inbox = await page.request.get(`${baseUrl}/api/admin/inbox`, {
      headers: admin,
      params: { q: email, type: 'contact' },
    });
    const [lead] = ((await inbox.json()) as { data: { rows: { id: string }[] } }).data.rows;
    const assigned = await page.request.post(`${baseUrl}/api/admin/inbox/assign`, {
      headers: admin,
      data: { ids: [lead?.id], assignee: 'me' },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await page.reload();
    const advisor = page.getByRole('region', { name: 'Your advisor' });
    await advisor.getByText('Your advisor: Site Admin').waitFor();
    await expect(advisor.getByRole('link', { name: 'Book a call' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `account-overview-advisor-${name}`, [viewport.width]);
    await context.close();
  });

  it('staff screens have their own header and menu, no public footer, and real empty states', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    await signInAsAdmin(page, baseUrl, adminEmail, adminPassword);
    await gotoReady(page, `${baseUrl}/admin/inbox?q=no-such-lead-${Date.now()}`);
    const menu = page.getByRole('navigation', { name: 'Staff' });
    await menu.waitFor();
    for (const item of ['Admin Panel', 'Inbox', 'Applications', 'Rate Tables', 'Staff']) {
      await expect(menu.getByRole('link', { name: item, exact: true }).count()).resolves.toBe(1);
    }
    await expect(
      menu.getByRole('link', { name: 'Inbox', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // On a desktop every page of the menu is in sight (it wraps); a phone scrolls the one row.
    if (name === 'desktop') {
      const rights = await menu
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right));
      expect(rights.length).toBeGreaterThanOrEqual(10);
      for (const right of rights) expect(right).toBeLessThanOrEqual(viewport.width);
    }
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Get Quote' }).count()).resolves.toBe(
      0,
    );
    await page.getByRole('heading', { name: 'No leads match this search' }).first().waitFor();
    await expectAccessible(page);
    await saveShots(page, SHOTS, `staff-inbox-empty-${name}`, [viewport.width]);
    await context.close();
  });
});
