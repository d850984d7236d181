// My applications and My requests (issue 15): a customer's life application moves to 'More
// information needed' with a note from staff; the customer sees the status, the note and the
// mail, withdraws, and sees Withdrawn; a contact request sent while signed in is listed with its
// status. Axe on each page; screenshots at 390 and 1280 px.

import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { waitForMailLink } from './support/mailbox.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/account-applications');
const PASSWORD = 'Secret#123';
const NOTE = 'Please send us a copy of your most recent medical report.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A mail to `to` whose subject matches, with its text (DATA_DIR/mail/*.eml, N17). */
async function waitForMail(to: string, subject: RegExp): Promise<string | undefined> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
      if (address === to && subject.test(mail.subject ?? '')) return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function tokenOf(page: Page, email: string, password: string): Promise<string> {
  const login = await page.request.post(`${baseUrl}/api/users/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A customer with a confirmed e-mail, signed up and confirmed through the API and the mailed link. */
async function confirmedCustomer(page: Page, email: string) {
  const signUp = await page.request.post(`${baseUrl}/api/users/signup`, {
    data: { firstName: 'Nora', lastName: 'Field', email, mobile: '416-555-0162', password: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  const link = await waitForMailLink(dataDir, email, '/verify-email/');
  const verify = await page.request.post(`${baseUrl}/api/users/verify-email`, {
    data: { email, token: link.searchParams.get('token') },
  });
  expect(verify.status()).toBe(200);
}

describe('my applications and requests in the browser', () => {
  it('shows a status and note set by staff, withdraws, and lists a contact request', async () => {
    const { page, errors } = await openPage(browser);
    const email = `applicant.${Date.now()}@example.com`;
    await confirmedCustomer(page, email);
    const customerToken = await tokenOf(page, email, PASSWORD);
    const auth = { authorization: `Bearer ${customerToken}` };

    const applied = await page.request.post(`${baseUrl}/api/contact/application/life`, {
      headers: auth,
      data: {
        product: 'term-life',
        quote: {
          birthDate: addYears(todayInZone(new Date()), -35),
          gender: 'female',
          smoke: false,
          citizen: true,
          province: 'ON',
          coverage: 250000,
          premiumPaymentDuration: 'monthly',
          paymentPeriod: 2,
          page: 1,
        },
        plan: { paymentPeriod: 2, premiumPaymentDuration: 'monthly', coverage: 250000 },
        firstName: 'Nora',
        lastName: 'Field',
        email,
        phone: '416-555-0162',
        address: '1 Main Street, Toronto',
        province: 'ON',
        postalCode: 'M5V 2T6',
        beneficiaryName: '',
        contactTime: 'evening',
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
      authorization: `Bearer ${await tokenOf(page, inject('adminEmail'), inject('adminPassword'))}`,
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
    const mailText = await waitForMail(email, /: More information needed$/);
    expect(mailText).toContain(NOTE);

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
    await shoot(page, 'applications');

    await card.getByRole('button', { name: /^Withdraw the Term Life application/ }).click();
    await card.getByRole('button', { name: 'Yes, withdraw' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'withdraw-confirm');
    await card.getByRole('button', { name: 'Yes, withdraw' }).click();
    await page
      .getByText('Your application has been withdrawn. We have sent you a confirmation e-mail.')
      .waitFor();
    await card.locator('.mantine-Badge-root', { hasText: 'Withdrawn' }).waitFor();
    await expect(card.getByRole('button', { name: /^Withdraw/ }).count()).resolves.toBe(0);
    await expect(waitForMail(email, /: Withdrawn$/)).resolves.toContain('has been withdrawn');
    await shoot(page, 'withdrawn');

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
    await shoot(page, 'requests');
    expect(errors).toEqual([]);
  });
});
