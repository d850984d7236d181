// Travel paths the product journeys do not take (product-flows sections 2 and 5): a traveller of
// 60 or over on a plan with no questionnaire gets the eligibility-criteria popup, and students
// compare plans like visitors do.

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/travel-seniors');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const inDays = (page: Page, days: number) =>
  page.evaluate((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10), days);

describe.each([390, 1280])('Canadian travellers of 60 and over at %i px', (width) => {
  it('see the eligibility criteria where a plan has no medical questionnaire, and can apply through us', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width, height: 900 } });
    await gotoReady(page, `${baseUrl}/canadian-travellers/quote/basic`);
    await page.getByLabel('Plan type').selectOption('single-trip');
    await page.getByLabel('Where are you travelling?').selectOption('usa');
    await page.getByLabel('Age').selectOption('70');
    await page
      .getByRole('radiogroup', { name: /smoked/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Start date').fill(await inDays(page, 5));
    await page.getByLabel('End date').fill(await inDays(page, 25));
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.waitForURL(`${baseUrl}/canadians-travellers/available-quotes`);
    const list = page.getByRole('list', { name: 'Quotes' });
    await list.waitFor();
    // Seniors get no Start Application on the row: the questionnaire or the criteria instead.
    await list.getByRole('button', { name: 'Download Medical Questionnaire' }).first().waitFor();
    const blueCross = list.getByRole('listitem', { name: /by Blue Cross$/ }).first();
    await blueCross.getByRole('button', { name: 'Eligibility Criteria' }).click();
    const dialog = page.getByRole('dialog', { name: /^Eligibility criteria: .+/ });
    // The plan's ages, trip length and destinations are written from its rate sheet data (ADR
    // 0115): the same words the API's plan summary holds, and no hand-written age limit.
    const covers = dialog.getByRole('list', { name: 'This plan covers' });
    await covers.getByText('Covers travellers aged 0 to 89.').waitFor();
    await covers.getByText('Single Trip: one trip of up to 182 days.').waitFor();
    await covers.getByText('Multi Trip Annual: a year of trips, each of up to 60 days.').waitFor();
    await covers.getByText('Covers travel to Canada, USA and worldwide.').waitFor();
    await expect(dialog.innerText()).resolves.not.toMatch(/under 80|35 travel days/);
    await dialog.getByText('No diagnosis of, or pending tests for, COPD or emphysema.').waitFor();
    await saveShots(page, SHOTS, 'eligibility-criteria', [width]);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The spec's plan options, as data on the plans: the Plan filter keeps one option's plans.
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if (await toggle.isVisible()) await toggle.click();
    const planFilter = page
      .getByRole('complementary', { name: 'Filters' })
      .getByLabel('Plan', { exact: true });
    await planFilter.selectOption({ label: 'All Inclusive' });
    await list
      .getByRole('listitem', { name: /^Manulife CoverMe Travel by / })
      .first()
      .waitFor();
    await expect(
      list.getByRole('listitem', { name: /^Blue Cross Travel Medical by / }).count(),
    ).resolves.toBe(0);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'plan-option-filter', [width]);
    await planFilter.selectOption({ label: 'All plans' });
    if (await toggle.isVisible()) await toggle.click();
    // No dead end: the row offers applying through us or a call, and says why.
    await expect(blueCross.innerText()).resolves.toContain(
      'This insurer has no medical questionnaire online',
    );
    await expect(
      blueCross.getByRole('link', { name: /Or call us at/ }).getAttribute('href'),
    ).resolves.toMatch(/^tel:/);
    const policy = ((await blueCross.getAttribute('aria-label')) ?? '').replace(/ by Blue Cross$/, '');
    const accept = page.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible()) await accept.click();
    await blueCross.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `senior-row-${width}.png`) });
    await blueCross.getByRole('button', { name: `Apply through us for ${policy}` }).click();
    await page.waitForURL(`${baseUrl}/canadians-travellers/quote/application`);
    await expect(page.getByTestId('applied-plan').innerText()).resolves.toContain(`${policy}, Blue Cross`);
    await saveShots(page, SHOTS, 'senior-application', [width]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('international students', () => {
  it('compare two plans side by side', async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/international-students/quote/basic`);
    await page.getByLabel('Age').selectOption('22');
    await page
      .getByRole('radiogroup', { name: /pre-existing/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Effective date').fill(await inDays(page, 5));
    await page.getByLabel('Expiry date').fill(await inDays(page, 200));
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.waitForURL(`${baseUrl}/international-student/available-quotes`);
    const list = page.getByRole('list', { name: 'Quotes' });
    await list.waitFor();
    const boxes = list.getByRole('checkbox', { name: /Add .* to compare/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/\/international-students\/quote\/comparison\?plan1=.*plan2=/);
    const table = page.getByRole('table', { name: /Summary of benefits/ });
    await table.waitFor();
    await expect(table.getByRole('columnheader').count()).resolves.toBe(3);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
