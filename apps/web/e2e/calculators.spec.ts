import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateChildEducation } from '@brokerage/shared/calculators/child-education-calculator';
import { formatCad } from '@brokerage/shared/money/cents';
import {
  MOBILE,
  expectAccessible,
  gotoReady,
  launchBrowser,
  openWithCookiesAccepted,
} from './support/browser.ts';
import { testServer } from './support/test-server.ts';

// The investment calculator on /investments and the child-education calculator on
// /child-education-planning (N13), with the figures hand-computed in the shared tests.

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (options: BrowserContextOptions = {}) => openWithCookiesAccepted(browser, options);

describe('investment calculator', () => {
  it('shows the defaults’ result on load, recalculates on Calculate, and passes axe', async () => {
    const { page, context, errors } = await open();
    await gotoReady(page, `${baseUrl}/investments`);
    const calculator = page.getByRole('region', { name: 'Investment calculator' });
    // 10,000 x 1.1^20 = 67,274.9995 (N31).
    await expect
      .poll(() => calculator.getByTestId('investment-final-balance').textContent())
      .toBe('$67,275.00');
    const table = calculator.getByRole('table', { name: 'Investment growth by year' });
    expect(await table.getByRole('row').count()).toBe(21);
    const thisYear = new Date().getFullYear();
    expect(await table.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe(
      `1st January, ${thisYear}`,
    );
    await expectAccessible(page);

    // 1,000 for 3 years at 10%, continuous (2.71828^0.1, N22), 100 added each year: 1,682.52.
    await calculator.getByLabel('Starting amount').fill('1000');
    await calculator.getByLabel('Years').fill('3');
    await calculator.getByLabel('Additional contribution').fill('100');
    await calculator.getByLabel('Compounding').selectOption('continuously');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect
      .poll(() => calculator.getByTestId('investment-final-balance').textContent())
      .toBe('$1,682.52');
    expect(await table.getByRole('row').count()).toBe(4);

    // Calculate is shown only while the form is valid.
    await calculator.getByLabel('Years').fill('');
    await calculator.getByText('Enter the number of years').waitFor();
    expect(await calculator.getByRole('button', { name: 'Calculate' }).count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 375 px without sideways scrolling', async () => {
    const { page, context } = await open({ viewport: MOBILE });
    await gotoReady(page, `${baseUrl}/investments`);
    await page.getByTestId('investment-final-balance').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });

  it('loads the calculators only on the calculator pages', async () => {
    const { page, context } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoReady(page, `${baseUrl}/financial-planning`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('landing-calculator'))).toBe(false);
    await gotoReady(page, `${baseUrl}/investments`);
    await page.getByTestId('investment-final-balance').waitFor();
    expect(scripts.some((url) => url.includes('landing-calculator'))).toBe(true);
    await context.close();
  });
});

describe('child education calculator', () => {
  it('shows the defaults’ figures, refuses a lifetime total over 50,000, and passes axe on mobile', async () => {
    const { page, context, errors } = await open({ viewport: MOBILE });
    await gotoReady(page, `${baseUrl}/child-education-planning`);
    const calculator = page.getByRole('region', { name: 'Child education savings calculator' });
    const figure = (id: string) => calculator.getByTestId(`education-${id}`).textContent();
    // Age 5, 1,000, 50 a month, 6% (hand-computed in the shared tests).
    await expect.poll(() => figure('end-balance')).toBe('$16,970.36');
    expect(await figure('total-contribution')).toBe('$8,800.00');
    expect(await figure('total-earnings')).toBe('$6,410.36');
    expect(await figure('total-grant')).toBe('$1,760.00');
    await expectAccessible(page);

    // 240 a month from age 0: 1,000 + 18 x 2,880 = 52,840 > 50,000 (N20).
    await calculator.getByLabel('Child’s age').selectOption('0');
    await calculator.getByLabel('Monthly contribution').fill('240');
    await calculator.getByText('Total contributions cannot exceed $50,000').waitFor();
    expect(await calculator.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
    await expectAccessible(page);

    // From age 3 it fits (1,000 + 15 x 2,880 = 44,200); Calculate shows the new figures.
    await calculator.getByLabel('Child’s age').selectOption('3');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const expected = calculateChildEducation(
      { age: 3, initialContribution: 1000, monthlyContribution: 240, interestRate: 6 },
      new Date().getFullYear(),
    );
    await expect.poll(() => figure('end-balance')).toBe(formatCad(expected.endBalanceCents));
    expect(await figure('total-grant')).toBe(formatCad(expected.totalGrantCents));
    // The yearly table scrolls inside its own box; the page itself fits 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
