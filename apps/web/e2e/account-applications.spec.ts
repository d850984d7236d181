// My applications and My requests: a customer's life application moves to 'More
// information needed' with a note from staff; the customer sees the status, the note and the
// mail, withdraws, and sees Withdrawn; a contact request sent while signed in is listed with its
// status. Axe on each page; screenshots at 390 and 1280 px.

import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { confirmedCustomer, tokenOf } from './support/customers.ts';
import { waitForMail } from './support/mailbox.ts';
import { lifeSaved } from './support/walk-seeds.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl, dataDir } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/account-applications');
const PASSWORD = 'Secret#123';
const NOTE = 'Please send us a copy of your most recent medical report.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('my applications and requests in the browser', () => {
  it('shows a status and note set by staff, withdraws, and lists a contact request', async () => {
    const { page, errors } = await openPage(browser);
    const email = `applicant.${Date.now()}@example.com`;
    await confirmedCustomer(
      page,
      { baseUrl, dataDir },
      {
        firstName: 'Nora',
        lastName: 'Field',
        email,
        mobile: '416-555-0162',
        password: PASSWORD,
      },
    );
    const customerToken = await tokenOf(page, baseUrl, email, PASSWORD);
    const auth = { authorization: `Bearer ${customerToken}` };

    const term = lifeSaved('term-life');
    // The application cites the stored quote and a plan of it (ADR 0114).
    const quoted = await page.request.post(`${baseUrl}/api/quotations/term-life`, { data: term.request });
    expect(quoted.status(), await quoted.text()).toBe(200);
    type LifeAnswer = { quoteId: string; quotes: { insurerCode: string; policyName: string }[] };
    const answer = ((await quoted.json()) as { data: LifeAnswer }).data;
    const [cheapest] = answer.quotes;
    if (cheapest === undefined) throw new Error('no term-life plan');
    const applied = await page.request.post(`${baseUrl}/api/contact/application/life`, {
      headers: auth,
      data: {
        product: 'term-life',
        quote: term.request,
        plan: {
          ...term.plan,
          quoteId: answer.quoteId,
          insurerCode: cheapest.insurerCode,
          policyName: cheapest.policyName,
        },
        firstName: 'Nora',
        lastName: 'Field',
        email,
        phone: '416-555-0162',
        address: '1 Main Street, Toronto',
        province: 'ON',
        postalCode: 'M5V 2T6',
        beneficiaryName: '',
        contactTime: 'evening',
        healthConsent: true,
        acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
        signature: 'Nora Field',
      },
    });
    expect(applied.status(), await applied.text()).toBe(200);
    const contact = await page.request.post(`${baseUrl}/api/contact`, {
      headers: auth,
      data: { firstName: 'Nora', lastName: 'Field', email, mobile: '416-555-0162', products: [3] },
    });
    expect(contact.status(), await contact.text()).toBe(200);

    // Staff ask for more information, with a note to the customer.
    const adminAuth = {
      authorization: `Bearer ${await tokenOf(page, baseUrl, inject('adminEmail'), inject('adminPassword'))}`,
    };
    const inbox = await page.request.get(`${baseUrl}/api/admin/inbox`, {
      headers: adminAuth,
      params: { q: email, type: 'life-application' },
    });
    const [lead] = ((await inbox.json()) as { data: { rows: { id: string; reference: string }[] } }).data
      .rows;
    expect(lead).toBeDefined();
    const changed = await page.request.post(`${baseUrl}/api/admin/inbox/${lead?.id}/status`, {
      headers: adminAuth,
      data: { status: 'More information needed', note: NOTE, noteToCustomer: true },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const mail = await waitForMail(dataDir, email, /: More information needed$/);
    expect(mail.text).toContain(NOTE);

    await signInAsAdmin(page, baseUrl, email, PASSWORD);
    await gotoReady(page, `${baseUrl}/account`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    const attention = page.getByText(
      `We need more information for your Term Life application ${lead?.reference}.`,
    );
    await attention.waitFor();
    await page.getByRole('link', { name: 'My applications' }).click();

    await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
    const card = page.getByRole('article', { name: 'Term Life application' });
    await card.getByText(NOTE).waitFor();
    await expect(card.innerText()).resolves.toMatch(/More information needed/);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'applications');

    await card.getByRole('button', { name: /^Withdraw the Term Life application/ }).click();
    await card.getByRole('button', { name: 'Yes, withdraw' }).waitFor();
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'withdraw-confirm');
    await card.getByRole('button', { name: 'Yes, withdraw' }).click();
    await page
      .getByText('Your application has been withdrawn. We have sent you a confirmation e-mail.')
      .waitFor();
    await card.locator('[data-badge]', { hasText: 'Withdrawn' }).waitFor();
    await expect(card.getByRole('button', { name: /^Withdraw/ }).count()).resolves.toBe(0);
    expect((await waitForMail(dataDir, email, /: Withdrawn$/)).text).toContain('has been withdrawn');
    await saveShots(page, SHOTS, 'withdrawn');

    // Staff see the customer's withdrawal in the inbox.
    const detail = await page.request.get(`${baseUrl}/api/admin/inbox/${lead?.id}`, { headers: adminAuth });
    expect(((await detail.json()) as { data: { row: { status: string } } }).data.row.status).toBe(
      'Withdrawn',
    );

    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My requests' }).waitFor();
    const request = page.getByRole('article', { name: /^Contact request: / });
    await request.waitFor();
    await expect(request.innerText()).resolves.toMatch(/Pending/);
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'requests');
    expect(errors).toEqual([]);
  });
});
