// After the sale in Chromium: staff create a policy from a travel application in the inbox's lead
// drawer and upload the insurer's document; the customer sees the policy in My account > Policies,
// downloads the document and the application's PDF copy (read back with pdftotext), and asks for
// an extension, which shows the premium for the added days priced from the quote the application
// cites; staff reply and the customer reads
// the reply. Axe on each page; screenshots at 390 and 1280 px.

import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { bornAged, torontoDate } from './support/dates.ts';
import { confirmedCustomer, tokenOf } from './support/customers.ts';
import { waitForMail } from './support/mailbox.ts';
import { visitorsApplicationBody } from './support/travel-application.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl, dataDir } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/policies');
const PASSWORD = 'Secret#123';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('policies after the sale', { timeout: 240_000 }, () => {
  it('takes an application to a policy with documents, and an extension request to its reply', async () => {
    const { page, errors } = await openPage(browser);
    const email = `raj.${Date.now()}@example.com`;
    const policyNumber = `TG-${Date.now()}`;
    await confirmedCustomer(
      page,
      { baseUrl, dataDir },
      {
        firstName: 'Raj',
        lastName: 'Patel',
        email,
        mobile: '416-555-0198',
        password: PASSWORD,
      },
    );
    const customerAuth = { authorization: `Bearer ${await tokenOf(page, baseUrl, email, PASSWORD)}` };
    // The application cites a stored quote and plan (ADR 0088): its extension is priced from them.
    const quoteRequest = {
      quoteFor: 'single',
      person1Age: 60,
      preExistingPerson1: 'no',
      coverage: 100_000,
      province: 'ON',
      startDate: torontoDate(5),
      endDate: torontoDate(64),
      numberOfDays: 60,
    };
    type QuoteRow = { planCode: string; deductibleAmount: number | null; premiumAmount: number | number[] };
    const quoteOf = async (body: object) => {
      const answer = await page.request.post(`${baseUrl}/api/quotations/visitors-to-canada`, { data: body });
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { data: { quoteId: string; quotes: QuoteRow[] } }).data;
    };
    const quoted = await quoteOf(quoteRequest);
    const plan = quoted.quotes.find((q) => q.deductibleAmount === 500) ?? quoted.quotes[0];
    if (plan === undefined) throw new Error('no visitor quote');
    // Its extension of ten days is priced from the cited quote's rates (ADR 0113): the same plan
    // quoted for those days at the same rates.
    const added = await quoteOf({
      ...quoteRequest,
      startDate: torontoDate(65),
      endDate: torontoDate(74),
      numberOfDays: 10,
    });
    const samePlan = added.quotes.find(
      (q) => q.planCode === plan.planCode && q.deductibleAmount === plan.deductibleAmount,
    );
    const premium = Array.isArray(samePlan?.premiumAmount)
      ? samePlan.premiumAmount[0]
      : samePlan?.premiumAmount;
    const amount = formatCad(Math.max(2_500, dollarsToCents(premium ?? 0)));
    const applied = await page.request.post(`${baseUrl}/api/contact/application/visitors`, {
      headers: customerAuth,
      data: visitorsApplicationBody(
        {
          gender: 'male',
          firstName: 'Raj',
          lastName: 'Patel',
          email,
          homeCountry: 'India',
          finalContactName: 'Priya Patel',
        },
        {
          dateOfBirth: bornAged(60),
          arrivalDate: torontoDate(5),
          policyEffectiveDate: torontoDate(5),
          departureDate: torontoDate(64),
          coverage: 100_000,
          deductible: plan.deductibleAmount ?? 0,
          quote: { quoteId: quoted.quoteId, planCode: plan.planCode, deductible: plan.deductibleAmount },
        },
      ),
    });
    expect(applied.status(), await applied.text()).toBe(200);
    const confirmation = await waitForMail(dataDir, email, /application$/);
    expect(confirmation.text).toContain('A PDF copy of your application is attached');

    // Staff: the lead's drawer, a new policy, the insurer's document.
    await signInAsAdmin(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(page, `${baseUrl}/admin/inbox?type=travel-application&q=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: /^Open TA-/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { name: 'Policies and documents' }).waitFor();
    await drawer.getByRole('button', { name: /^Download application-TA-.*\.pdf$/ }).waitFor();
    await drawer.getByRole('button', { name: 'Create a policy' }).click();
    await drawer.getByLabel('Policy number', { exact: true }).fill(policyNumber);
    await drawer
      .getByRole('combobox', { name: 'Insurer' })
      .or(drawer.getByRole('textbox', { name: 'Insurer' }))
      .first()
      .fill('TuGo');
    await page.getByRole('option', { name: 'TuGo' }).click();
    await drawer.getByLabel('Plan', { exact: true }).fill('Visitors Standard');
    await drawer.getByLabel('Start date', { exact: true }).fill(torontoDate(5));
    await drawer.getByLabel('End date', { exact: true }).fill(torontoDate(64));
    await drawer.getByLabel('Premium ($)', { exact: true }).fill('600');
    await drawer.getByLabel('Insured person’s date of birth', { exact: true }).fill('1955-03-04');
    await drawer.getByRole('button', { name: 'Save the policy' }).click();
    await page.getByText('Policy created').first().waitFor();
    await drawer.getByText(new RegExp(`^Policy ${policyNumber} \\(Active\\)`)).waitFor();
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'Confirmation letter.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
    await drawer.getByRole('button', { name: 'Download Confirmation letter.pdf' }).waitFor();
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'lead-drawer');

    // The customer: the policy, its document and the application's PDF copy.
    const customer = await openPage(browser);
    await signInAsAdmin(customer.page, baseUrl, email, PASSWORD);
    await gotoReady(customer.page, `${baseUrl}/account/policies`);
    await customer.page.getByRole('heading', { level: 1, name: 'My policies' }).waitFor();
    const card = customer.page.getByRole('article', { name: `Visitors to Canada policy ${policyNumber}` });
    await card.getByText('TuGo, Visitors Standard').waitFor();
    const letter = customer.page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Confirmation letter.pdf' }).click();
    const letterFile = await letter;
    expect(letterFile.suggestedFilename()).toBe('Confirmation letter.pdf');
    expect((await readFile(await letterFile.path())).equals(PDF)).toBe(true);
    const copy = customer.page.waitForEvent('download');
    await customer.page.getByRole('button', { name: /^Download application-TA-.*\.pdf$/ }).click();
    const copyText = execFileSync('pdftotext', ['-layout', await (await copy).path(), '-'], {
      encoding: 'utf8',
    });
    expect(copyText).toContain('Visitors to Canada application');
    expect(copyText).toMatch(/Typed-name signature: +Raj Patel/);
    await expectAccessible(customer.page);
    await saveShots(customer.page, SHOTS, 'policies');

    await card.getByRole('button', { name: 'Ask for a change' }).click();
    await card.getByLabel('New end date', { exact: true }).fill(torontoDate(74));
    await card
      .getByText(`Premium for the 10 added days: ${amount} (from your plan’s rates, version`)
      .waitFor();
    await card.getByRole('checkbox', { name: /no change in my health/ }).check();
    await expectAccessible(customer.page);
    await saveShots(customer.page, SHOTS, 'extension');
    await card.getByRole('button', { name: 'Send the request' }).click();
    await customer.page.getByText('Your request has been sent.').first().waitFor();
    const request = customer.page.getByText(/^AS-[0-9A-F]{8}: Extend the trip/);
    await request.waitFor();

    // Staff reply from the request's lead; the customer reads it.
    await gotoReady(page, `${baseUrl}/admin/inbox?type=after-sale&q=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: /^Open AS-/ }).click();
    await drawer.getByRole('textbox', { name: 'Reply' }).fill('The insurer confirmed your extension.');
    await drawer.getByRole('button', { name: 'Send the reply' }).click();
    await page.getByText('Reply sent to the customer').first().waitFor();
    await drawer.getByText('The insurer confirmed your extension.').waitFor();
    expect((await waitForMail(dataDir, email, /^Reply to your request AS-/)).text).toContain(
      'The insurer confirmed your extension.',
    );
    await gotoReady(customer.page, `${baseUrl}/account/policies`);
    await customer.page.getByText('Our reply: The insurer confirmed your extension.').waitFor();
    await saveShots(customer.page, SHOTS, 'reply');
    expect([...errors, ...customer.errors]).toEqual([]);
  });
});
