// An application cites the stored quote and the chosen plan (ADR 0088): the page names plan and
// premium, the server refuses an applicant who disagrees with the quote with the field's message,
// and staff and the customer's mail name the plan. At 390 and 1280 px, with axe.

import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { bornAged } from './support/dates.ts';
import { waitForMail } from './support/mailbox.ts';
import { fillVisitorQuote, waitForQuotes } from './support/quote-forms.ts';
import { fillApplicant } from './support/travel-application.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/travel-application-plan');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { width: 390, lastName: 'Narrowplan' },
  { width: 1280, lastName: 'Wideplan' },
])('a visitors application at $width px', ({ width, lastName }) => {
  it('names the plan and premium, refuses a birth date the quote does not give, and staff see the plan', async () => {
    const { page, context } = await openPage(browser, { viewport: { width, height: 900 } });
    const accept = page.getByRole('button', { name: 'Accept' });
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    const first = list.getByRole('listitem').first();
    const planName = (await first.getAttribute('aria-label')) ?? '';
    const premium = (await first.getByTestId('premium').innerText()).trim();
    expect(planName).toMatch(/ by /);
    if (await accept.isVisible()) await accept.click();
    await first.getByRole('button', { name: 'Start Application' }).click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/quote/application`);
    const [policy, company] = planName.split(' by ');
    await expect(page.getByTestId('applied-plan').innerText()).resolves.toBe(
      `Plan: ${policy}, ${company}. Premium: ${premium}`,
    );

    const email = `${lastName.toLowerCase()}.${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: 'Application' });
    // The quote was for 45: a birth date giving 70 is refused by the server with the field's message.
    await fillApplicant(page, bornAged(70), { firstName: 'Mira', lastName, email });
    await form.getByLabel('Home country').fill('India');
    await form.getByLabel(/^Contact number/).fill('416-555-0100');
    // Postal codes are capitals as typed.
    await expect(form.getByLabel('Postal code').inputValue()).resolves.toBe('M5H 2N2');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const refused = page.getByRole('alert').filter({ hasText: 'Your application does not match your quote' });
    await refused.waitFor();
    await expect(refused.innerText()).resolves.toContain('Your quote is for age 45');
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'application-refused', [width]);

    await form.getByLabel(/^Date of birth/).fill(bornAged(45));
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Thank you for your application.').first().waitFor();

    // The customer's mail names the plan and premium.
    const mail = await waitForMail(
      testServer().dataDir,
      email,
      /We received your Visitors to Canada application/,
    );
    expect(mail.text).toContain(`Plan: ${policy} by ${company}, premium ${premium}.`);
    await context.close();

    // Staff see the plan and premium in the applications list.
    const staff = await openPage(browser, { viewport: { width, height: 900 } });
    await signInAsAdmin(staff.page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(staff.page, `${baseUrl}/admin/applications`);
    const row = staff.page.getByRole('row', { name: new RegExp(`Mira ${lastName}`) });
    await row.getByRole('button', { name: `Show details for Mira ${lastName}` }).click();
    await staff.page.getByText(`${policy} by ${company}, premium ${premium}`, { exact: false }).waitFor();
    await expectAccessible(staff.page);
    await staff.context.close();
  });
});
