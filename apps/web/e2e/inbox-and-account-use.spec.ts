// The inbox and My account as their people use them: a customer answers 'More information needed'
// from My account > Applications, and the advisor reads the answer in the lead, which speaks the
// staff's language (sections, money and dates formatted, the person's quotes); the inbox list at
// 1280 px (badges whole, long e-mails cut with a title) and at 390 px (filters folded behind one
// button with a count, one card per lead); the panel's counts equal the inbox's; "Forgot
// password" on a sign-in screen with `from`. Axe and screenshots at 390 and 1280 px.

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPLY_FILES_TYPE_MESSAGE } from '@brokerage/shared/accounts/my-applications-schemas';
import { signInAsAdmin, staffToken } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openWithCookiesAccepted } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';
import { bornAged } from './support/dates.ts';
import { waitForMail } from './support/mailbox.ts';
import { quotedVisit } from './support/quoted-visit.ts';
import { testServer } from './support/test-server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const { baseUrl, dataDir } = testServer();
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/inbox-and-account-use');
const PASSWORD = 'Secret#123';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api(method: 'GET' | 'POST', pathname: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data?: unknown; message?: string };
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json.data;
}

/** A visitors-to-Canada application (the form's fields), from `email`. */
const visitorsApplication = async (email: string, firstName: string, lastName: string) => ({
  ...(await quotedVisit(baseUrl)),
  gender: 'female',
  firstName,
  lastName,
  preExistingCondition: 'no',
  email,
  phone: '416-555-0177',
  canadianAddress: '1 Queen St W, Toronto',
  province: 'ON',
  postalCode: 'M5H2N2',
  canadianNumber: '416-555-0199',
  finalContactName: 'Priya Patel',
  finalContactNumber: '416-555-0100',
  contactTime: 'Morning',
  numberOfVisitors: 'single',
  homeCountry: 'India',
  products: [8],
  healthConsent: true,
  acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
  signature: `${firstName} ${lastName}`,
});

async function leadOf(email: string, token: string): Promise<{ id: string; reference: string }> {
  const page = (await api('GET', `admin/inbox?q=${encodeURIComponent(email)}`, undefined, token)) as {
    rows: { id: string; reference: string }[];
  };
  const row = page.rows[0];
  if (row === undefined) throw new Error(`no lead for ${email}`);
  return row;
}

/** Every status badge of the list shows its whole text (and the list has badges). */
async function expectWholeBadges(page: Page, scope: string) {
  const { count, cut } = await page.evaluate((selector) => {
    const badges = [...document.querySelectorAll<HTMLElement>(`${selector} [data-badge]`)];
    const cutOff = badges.filter((badge) => badge.scrollWidth > badge.clientWidth + 1);
    return { count: badges.length, cut: cutOff.map((badge) => badge.textContent) };
  }, scope);
  expect(count).toBeGreaterThan(0);
  expect(cut).toEqual([]);
}

describe('the inbox and My account, as their people use them', () => {
  it('a customer answers More information needed; the advisor reads it in a lead that speaks their language', async () => {
    const stamp = Date.now();
    const email = `olivia.${stamp}@example.com`;
    const longEmail = `a.very.long.address.to.test.truncation.${stamp}@example-insurance-brokerage.com`;
    const admin = await staffToken(baseUrl, adminEmail, adminPassword);

    // The customer signs up, quotes term life and applies for visitors insurance, signed in.
    // Sign-up answers every address alike and starts no session (ADR 0092): sign in after it.
    await api('POST', 'users/signup', {
      firstName: 'Olivia',
      lastName: "O'Neil",
      email,
      mobile: '416-555-0177',
      password: PASSWORD,
    });
    const session = (await api('POST', 'users/login', { email, password: PASSWORD })) as { token: string };
    const birthDate = bornAged(35);
    await api(
      'POST',
      'quotations/term-life',
      {
        birthDate,
        gender: 'female',
        smoke: false,
        citizen: true,
        province: 'ON',
        coverage: 100_000,
        premiumPaymentDuration: 'monthly',
        paymentPeriod: 2,
        page: 1,
      },
      session.token,
    );
    await api(
      'POST',
      'contact/application/visitors',
      await visitorsApplication(email, 'Olivia', "O'Neil"),
      session.token,
    );
    // A guest's application with a long address, waiting for more information too.
    await api('POST', 'contact/application/visitors', await visitorsApplication(longEmail, 'Lee', 'Long'));

    // The admin takes the lead and asks the customer for more information.
    const lead = await leadOf(email, admin);
    await api('POST', 'admin/inbox/assign', { ids: [lead.id], assignee: 'me' }, admin);
    for (const target of [lead, await leadOf(longEmail, admin)]) {
      await api(
        'POST',
        `admin/inbox/${target.id}/status`,
        { status: 'More information needed', note: 'When do you arrive in Canada?', noteToCustomer: true },
        admin,
      );
    }

    // My account > Applications: the question, the answer, the timeline.
    const customer = await openWithCookiesAccepted(browser);
    await customer.page.addInitScript((t) => localStorage.setItem('jwtToken', t), session.token);
    await gotoReady(customer.page, `${baseUrl}/account/applications`);
    const card = customer.page.getByRole('article', { name: 'Visitors to Canada application' });
    await card.getByText('When do you arrive in Canada?').waitFor();
    await expectAccessible(customer.page);
    await saveShots(customer.page, SHOTS, 'application-question');
    await customer.page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Send my answer' }).click();
    await card.getByText('Please write your answer').waitFor();
    await card
      .getByRole('textbox', { name: 'Your answer to your advisor' })
      .fill('I land in Toronto on the 2nd, flight AC 857.');
    // A file with the answer: the wrong kind is named and refused, a PDF goes with it.
    const upload = card.locator('input[type="file"]');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await card.getByText(`notes.txt: ${REPLY_FILES_TYPE_MESSAGE}`).waitFor();
    await upload.setInputFiles({ name: 'boarding-pass.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(card.getByText(REPLY_FILES_TYPE_MESSAGE, { exact: false }).count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Send my answer' }).click();
    await customer.page.getByText('Your answer has been sent to your advisor.').first().waitFor();
    await card.getByText('Your answer (In review)').waitFor();
    await card.getByText('I land in Toronto on the 2nd, flight AC 857.', { exact: false }).waitFor();
    await expect(card.getByRole('button', { name: 'Send my answer' }).count()).resolves.toBe(0);
    await expectAccessible(customer.page);
    await saveShots(customer.page, SHOTS, 'application-answered');

    // The assigned advisor's mail.
    const mail = await waitForMail(dataDir, adminEmail, /O'Neil answered/);
    expect(mail.text).toContain('I land in Toronto on the 2nd, flight AC 857.');
    expect(mail.text).toContain('Attached: boarding-pass.pdf');
    expect(mail.text).toContain(`/admin/inbox?lead=${lead.id}`);

    // The lead, from the mail's link: sections, formatted values, the answer, the person's quote.
    const desk = await openWithCookiesAccepted(browser);
    await signInAsAdmin(desk.page, baseUrl, adminEmail, adminPassword);
    await gotoReady(desk.page, `${baseUrl}/admin/inbox?lead=${lead.id}`);
    const drawer = desk.page.getByRole('dialog');
    for (const title of ['Person', 'Quote or application', 'Plan and premium', 'Notes and status']) {
      await drawer.getByRole('heading', { name: title, level: 2 }).waitFor();
    }
    const plan = drawer.getByRole('region', { name: 'Plan and premium' });
    await expect(plan.innerText()).resolves.toMatch(/Coverage\s+\$100,000\s+Deductible\s+\$500/);
    const application = drawer.getByRole('region', { name: 'Quote or application' });
    await expect(application.innerText()).resolves.toMatch(/Product\s+Visitors to Canada/);
    await expect(application.innerText()).resolves.toMatch(/Policy starts\s+\d{1,2}(st|nd|rd|th) \w+, \d{4}/);
    // A raw date is a defect; a rate version's name ("sample-2026-11-27") is an identifier.
    await expect(drawer.innerText()).resolves.not.toMatch(
      /cents|(?<![\w-])\d{4}-\d{2}-\d{2}|Form visitors|Product value/,
    );
    await drawer.getByText('Customer’s answer (status: In review)').waitFor();
    await drawer.getByText('I land in Toronto on the 2nd, flight AC 857.', { exact: false }).waitFor();
    const file = drawer.getByRole('button', {
      name: 'Download boarding-pass.pdf (sent with the customer’s answer)',
    });
    const [download] = await Promise.all([desk.page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('boarding-pass.pdf');
    const related = drawer.getByRole('region', { name: 'Same customer’s other requests' });
    await related.getByText('Term Life quote').waitFor();
    // The quote in words, in the site's date format (N5).
    await expect(related.innerText()).resolves.toMatch(
      /\$100,000, [^·]*born \d{1,2}(st|nd|rd|th) \w+, \d{4}[^·]* · best premium \$/,
    );
    await expectAccessible(desk.page);
    await saveShots(desk.page, SHOTS, 'lead');
    await desk.page.setViewportSize({ width: 1280, height: 800 });
    await desk.page.keyboard.press('Escape');

    // The list at 1280 px: whole badges, the long address cut with its title.
    await gotoReady(desk.page, `${baseUrl}/admin/inbox?status=More%20information%20needed`);
    const longRow = desk.page.getByRole('row', { name: /Lee Long/ });
    await longRow.waitFor();
    const address = longRow.getByText(longEmail);
    await expect(address.getAttribute('title')).resolves.toBe(longEmail);
    await expect(address.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
    await gotoReady(desk.page, `${baseUrl}/admin/inbox`);
    await desk.page.getByRole('row', { name: /Lee Long/ }).waitFor();
    await expectWholeBadges(desk.page, 'table');
    await expectAccessible(desk.page);
    await desk.page.screenshot({ path: path.join(SHOTS, 'inbox-1280.png'), fullPage: true });
    const listed = Number(
      /^([\d,]+) leads?$/
        .exec(await desk.page.getByText(/^[\d,]+ leads?$/).innerText())?.[1]
        ?.replace(/,/g, ''),
    );

    // The panel's Inbox card counts what the inbox lists, and opens it.
    await gotoReady(desk.page, `${baseUrl}/admin-panel`);
    const inboxCard = desk.page
      .locator('div')
      .filter({ has: desk.page.getByText('Leads in the inbox', { exact: true }) })
      .last();
    await expect.poll(() => inboxCard.getByText(/^\d+$/).innerText()).toBe(String(listed));
    await inboxCard.getByRole('link', { name: 'Inbox', exact: true }).click();
    await desk.page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();

    // At 390 px: the filters folded behind one button with their count, each lead a card.
    const phone = await openWithCookiesAccepted(browser, { viewport: { width: 390, height: 844 } });
    await signInAsAdmin(phone.page, baseUrl, adminEmail, adminPassword);
    await gotoReady(phone.page, `${baseUrl}/admin/inbox?status=More%20information%20needed`);
    const filters = phone.page.getByRole('button', { name: /^Filters/ });
    await expect(filters.innerText()).resolves.toMatch(/Filters\s*1/);
    await expect(phone.page.getByLabel('Search', { exact: true }).isVisible()).resolves.toBe(false);
    const first = phone.page.getByRole('listitem').filter({ hasText: 'Lee Long' });
    await first.getByText('More information needed').waitFor();
    await first.getByText('Unassigned').waitFor();
    await first.getByText('Due by').waitFor();
    const box = await first.boundingBox();
    expect((box?.y ?? 1000) + (box?.height ?? 0)).toBeLessThan(844);
    await expectWholeBadges(phone.page, 'ul');
    await expectAccessible(phone.page);
    await phone.page.screenshot({ path: path.join(SHOTS, 'inbox-390.png'), fullPage: true });
    await filters.click();
    await phone.page.getByLabel('Search', { exact: true }).waitFor();
    await expectAccessible(phone.page);
    await phone.page.screenshot({ path: path.join(SHOTS, 'inbox-filters-390.png'), fullPage: true });
    expect([...customer.errors, ...desk.errors, ...phone.errors]).toEqual([]);
    // Three browsers walk the whole exchange: about 45 s on a loaded 2-core machine.
  }, 120_000);

  it('offers Forgot password on a sign-in screen with from, and keeps from on the way back', async () => {
    const { page, errors } = await openWithCookiesAccepted(browser, {
      viewport: { width: 390, height: 844 },
    });
    await gotoReady(page, `${baseUrl}/sign-in?from=account%2Fcalls`);
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await expect.poll(() => forgot.getAttribute('href')).toBe('/forgot-password?from=account%2Fcalls');
    await expectAccessible(page);
    await saveShots(page, SHOTS, 'sign-in-from');
    await forgot.click();
    await page.getByRole('heading', { name: 'Forgot Password', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL(`${baseUrl}/sign-in?from=account%2Fcalls`);
    await expect.poll(() => forgot.getAttribute('href')).toBe('/forgot-password?from=account%2Fcalls');
    expect(errors).toEqual([]);
  });
});
