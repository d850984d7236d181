import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { testServer } from './support/test-server.ts';

// Pick three term plans on the results, compare them side by side on the shared table (each plan's
// header with its price, term and Start Application; the rows that differ highlighted; a URL that
// survives a reload; one plan at a time at 390 px with the row names fixed) and start an
// application from the page. At 1280 and 390 px, with axe.

const { baseUrl } = testServer();
let browser: Browser;
const PASSWORD = 'Secret#123';
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const savedQuote = {
  v: 1,
  request: {
    birthDate: `${thisYear - 35}-03-10`,
    gender: 'male',
    smoke: false,
    citizen: true,
    province: 'ON',
    coverage: 250000,
    premiumPaymentDuration: 'monthly',
    paymentPeriod: 2,
    page: 1,
  },
};

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/life-comparison');

/** Each plan's header: its price a month, its term and its own Start Application; differences marked. */
async function checkPlanHeads(table: Locator, picked: readonly string[], monthly: readonly number[]) {
  const heads = table.locator('thead tr').nth(1).locator('td');
  for (const [i, name] of picked.entries()) {
    const head = heads.nth(i + 1);
    const text = await head.innerText();
    expect(text).toMatch(/\$[\d,]+\.\d\d a month/);
    expect(dollars(/\$([\d,]+\.\d\d)/.exec(text)?.[1] ?? '')).toBeCloseTo(monthly[i] ?? -1, 2);
    expect(text).toContain('Term 20 Years');
    await expect(
      head.getByRole('button', { name: new RegExp(`^Start Application: .* ${name}$`) }).isVisible(),
    ).resolves.toBe(true);
  }
  // The premiums differ between the plans, the coverage does not.
  const differs = (label: string) =>
    table.getByRole('row', { name: new RegExp(`^${label}`) }).getAttribute('data-differs');
  await expect(differs('Premium \\(annual\\)')).resolves.toBe('true');
  await expect(differs('Coverage')).resolves.toBeNull();
  const differing = await table.locator('tbody tr[data-differs]').count();
  await expect(
    table
      .page()
      .getByText(/rows differ between these plans/)
      .innerText(),
  ).resolves.toContain(`${differing} of `);
}

describe('life plans side by side', () => {
  it('compares three term plans, survives a reload, scrolls at 390 px and starts an application', async () => {
    const { page, context, errors } = await openPage(browser);
    // Signed in first, so Start Application goes straight to the application.
    const email = `compare.${Date.now()}@example.com`;
    const created = await page.request.post(`${baseUrl}/api/users/signup`, {
      data: { firstName: 'Sam', lastName: 'Lee', email, mobile: '416-555-0198', password: PASSWORD },
    });
    expect(created.status()).toBe(200);
    await gotoReady(page, `${baseUrl}/sign-in`);
    const accept = page.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible()) await accept.click();
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.evaluate(
      (saved) => localStorage.setItem('termLifeQuote', btoa(JSON.stringify(saved))),
      savedQuote,
    );

    await gotoReady(page, `${baseUrl}/term-life/available-quotes`);
    const rows = page.getByTestId('quote-row');
    await rows.first().waitFor();
    const picked: string[] = [];
    for (const i of [0, 2, 4]) {
      const name = await rows.nth(i).getByRole('heading').innerText();
      picked.push(name);
      await rows
        .nth(i)
        .getByRole('checkbox', { name: `Add ${name} to compare`, exact: true })
        .check();
    }
    // A fourth plan cannot be added.
    await expect(rows.nth(1).getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await page
      .getByRole('region', { name: 'Compare plans' })
      .getByRole('button', { name: 'Compare' })
      .click();
    await page.waitForURL(
      /\/term-life\/quote\/comparison\?plans=[^&]+%2C[^&]+%2C[^&]+&coverage=250000&period=2&duration=monthly$/,
    );
    await page.getByRole('heading', { name: 'Compare Term Life plans' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('cell').first().waitFor();
    const columns = async () => (await table.locator('thead th').allInnerTexts()).slice(1);
    await expect(columns()).resolves.toEqual(picked);
    const rowValues = async (label: string) =>
      table
        .getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })
        .locator('td')
        .allInnerTexts();
    const monthly = (await rowValues('Premium (monthly)')).map(dollars);
    const annual = (await rowValues('Premium (annual)')).map(dollars);
    expect(monthly).toHaveLength(3);
    annual.forEach((a, i) => expect(monthly[i]).toBeCloseTo(Math.round(a * 9) / 100, 2));
    await expect(rowValues('Coverage')).resolves.toEqual(['$250,000', '$250,000', '$250,000']);
    await checkPlanHeads(table, picked, monthly);
    for (const label of [
      'Renewable to',
      'Convertible until',
      'Underwriting',
      'Maximum coverage',
      'Good to know',
    ])
      expect((await rowValues(label)).every((v) => v.trim() !== '')).toBe(true);
    await expectAccessible(page);

    // The URL is the state: a reload shows the same plans.
    await page.reload();
    await table.getByRole('cell').first().waitFor();
    await expect(columns()).resolves.toEqual(picked);

    // At 390 px the plans scroll sideways while the row names stay in place.
    await saveShots(page, SHOTS, 'term-life-comparison', [1280]);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPlanHeads(table, picked, monthly);
    await saveShots(page, SHOTS, 'term-life-comparison', [390]);
    await page.setViewportSize({ width: 390, height: 844 });
    const region = page.getByRole('region', { name: 'Plans side by side' });
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const rowName = table.getByRole('rowheader', { name: 'Premium (monthly)' });
    const before = await rowName.boundingBox();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForFunction(
      () => (document.querySelector('[aria-label="Plans side by side"]')?.scrollLeft ?? 0) > 0,
    );
    const after = await rowName.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    // One plan at a time: the last plan's whole column shows once scrolled to.
    const regionBox = await region.boundingBox();
    const last = await table.locator('thead tr').first().locator('th').nth(3).boundingBox();
    expect(last!.x).toBeGreaterThanOrEqual(regionBox!.x);
    expect(last!.x + last!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
    await expectAccessible(page);

    // Start Application on the second plan: the application shows that plan and its details.
    const second = picked[1] ?? '';
    await table.getByRole('button', { name: new RegExp(`^Start Application: .* ${second}$`) }).click();
    await page.waitForURL(`${baseUrl}/term-life/quote/application`);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('heading', { name: 'Plan details' }).waitFor();
    await expect(plan.innerText()).resolves.toContain(second);
    await expect(plan.innerText()).resolves.toContain('Good to know');
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
