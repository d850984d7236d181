// What a compliance officer checks in the browser: the licences and accessibility pages (prerendered,
// linked from the footer), a notice of purpose and the licence line at lead forms, travel sold only
// where licensed (N43), and admin pages that reflow at a phone's width with nothing serious for axe.

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROVINCE_NOT_SERVED_MESSAGE } from '@brokerage/shared/catalogue/provinces';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openWithCookiesAccepted } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = path.resolve(import.meta.dirname, '../test-results/compliance');
const WIDTHS = [390, 1280];

/** The page is no wider than the window: nothing to scroll sideways (WCAG 1.4.10). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page wider than the screen on ${page.url()}`).toBeLessThanOrEqual(0);
}

describe('licences and accessibility pages', () => {
  it('are prerendered HTML and in the sitemap', async () => {
    const licences = await (await fetch(`${baseUrl}/licences-and-referrals`)).text();
    expect(licences).toContain('<h1');
    expect(licences).toContain('Licences and referrals');
    expect(licences).toContain('Co-operators');
    const accessibility = await (await fetch(`${baseUrl}/accessibility`)).text();
    expect(accessibility).toContain('WCAG');
    expect(accessibility).toContain('Accessibility statement');
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/licences-and-referrals</loc>');
    expect(sitemap).toContain('/accessibility</loc>');
  });

  it('are linked from the footer and accessible at 390 and 1280 px; the disclosure names every insurer', async () => {
    const { page, context, errors } = await openWithCookiesAccepted(browser);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, `${baseUrl}/`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Licences and referrals' }).click();
      await page.getByRole('heading', { name: 'Licences and referrals', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Home and tenant insurance' }).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await page.getByRole('heading', { name: 'Accessibility statement', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Information in an accessible format' }).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
    await saveShots(page, SHOTS, 'accessibility', WIDTHS);
    await gotoReady(page, `${baseUrl}/licences-and-referrals`);
    await saveShots(page, SHOTS, 'licences', WIDTHS);

    await gotoReady(page, `${baseUrl}/about-us`);
    const about = await page.locator('main').innerText();
    for (const insurer of INSURERS) expect(about).toContain(insurer.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('forms that collect personal data', () => {
  it('a lead form says who handles the request and why the data is asked, with the privacy link', async () => {
    const { page, context } = await openWithCookiesAccepted(browser);
    await gotoReady(page, `${baseUrl}/auto/quote/basic`);
    const form = page.locator('form');
    await form.getByText(/^Who handles this request: A property and casualty insurance broker/).waitFor();
    await expect(
      form.getByRole('link', { name: 'Licences and referrals' }).getAttribute('href'),
    ).resolves.toBe('/licences-and-referrals');
    await expect(form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).resolves.toBe(
      '/policy',
    );
    await expectAccessible(page);
    await context.close();
  });

  it('a visitors quote for Quebec gets the province-availability path, not plans (N43)', async () => {
    const { page, context } = await openWithCookiesAccepted(browser);
    await gotoReady(page, `${baseUrl}/visitors-to-canada/quote/basic`);
    await page.getByLabel('Province of stay').selectOption('QC');
    await page.getByText(PROVINCE_NOT_SERVED_MESSAGE).waitFor();
    await page.getByRole('link', { name: 'Tell me when you serve my province' }).click();
    await page.waitForURL(`${baseUrl}/province-availability`);
    await context.close();
  });
});

describe('admin pages at a phone and a desktop width', () => {
  beforeAll(async () => {
    // A subscription: the subscriptions table has a row.
    await fetch(`${baseUrl}/api/newsletters/${encodeURIComponent('compliance.reader@example.com')}`, {
      method: 'POST',
    });
  });

  it.each([
    ['/admin/appointments', 'Appointments'],
    ['/newsletters/subscriptions/list', 'Newsletter Subscriptions'],
    ['/admin/rates', 'Rate Tables'],
    ['/admin/contacts', 'Contact Inquiries'],
    ['/services/list', 'Services Inquiries'],
    ['/admin/applications', 'Applications'],
    ['/admin/mail', 'Mail Outbox'],
    ['/admin/staff', 'Staff'],
    ['/admin/insurers', 'Insurers'],
  ])(
    '%s reflows without a sideways-scrolling box and has nothing serious for axe',
    async (pathName, title) => {
      const { page, context, errors } = await openWithCookiesAccepted(browser);
      await signInAsAdmin(page, baseUrl, adminEmail, adminPassword);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await gotoReady(page, `${baseUrl}${pathName}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.locator('table tbody tr').first().waitFor();
        await expectAccessible(page);
        await expectNoSidewaysScroll(page);
      }
      await saveShots(page, SHOTS, `admin${pathName.replaceAll('/', '-')}`, WIDTHS);
      if (pathName === '/newsletters/subscriptions/list') {
        // The site's date format in admin lists (N5).
        await page
          .getByRole('cell', { name: /\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}/ })
          .first()
          .waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
