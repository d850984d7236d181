// The staff workspace in Chromium: an advisor invited by the admin sets a password
// through the mailed link, finds a customer by a phone typed differently, assigns the lead to
// themself, changes its status with a note and exports the filtered view, and is turned away from
// the staff page; the admin sees the panel's dashboard (charts with data tables) and the staff
// page. Axe-clean at 1280 and 390 px, with screenshots.

import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, staffToken } from './support/admin.ts';
import {
  expectAccessible,
  expectLighthouseAccessible,
  gotoReady,
  launchBrowser,
  openWithCookiesAccepted,
} from './support/browser.ts';
import { waitForMailLink } from './support/mailbox.ts';
import { quotedVisit } from './support/quoted-visit.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/staff-inbox');
const PASSWORD = 'Advisor#2026';
let browser: Browser;

async function api(pathname: string, body: unknown, token?: string) {
  return fetch(`${baseUrl}/api/${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('staff inbox', () => {
  it('lets an advisor find a caller by phone, assign, answer with a note and export the view', async () => {
    const stamp = Date.now();
    const advisorEmail = `advisor.${stamp}@example.com`;
    const customerEmail = `renee.${stamp}@example.com`;
    // A customer's contact request, and another lead that must not match the search.
    for (const [firstName, lastName, email, mobile] of [
      ['Renée', 'Côté', customerEmail, '647-555-0142'],
      ['Other', 'Person', `other.${stamp}@example.com`, '905-555-0177'],
    ]) {
      const sent = await api('contact', {
        firstName,
        lastName,
        email,
        mobile,
        products: [2],
        message: '',
        page: '/',
      });
      expect(sent.status).toBe(200);
    }

    // The admin invites the advisor; the advisor sets a password through the mailed link.
    const adminToken = await staffToken(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const since = Date.now() - 1000;
    const invited = await api(
      'admin/staff/invite',
      { email: advisorEmail, firstName: 'Ada', lastName: 'Advisor', role: 'advisor' },
      adminToken,
    );
    expect(invited.status).toBe(200);
    const link = await waitForMailLink(testServer().dataDir, advisorEmail, '/accept-invite/', {
      after: since,
    });
    const { page, errors } = await openWithCookiesAccepted(browser);
    await gotoReady(page, link.toString());
    await page.getByLabel('New Password').fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accept and set my password' }).click();
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();

    await signInAsAdmin(page, baseUrl, advisorEmail, PASSWORD);
    await gotoReady(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'AA, account menu for Ada Advisor' }).click();
    await page.getByRole('menuitem', { name: 'Inbox' }).click();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();

    // The phone typed differently from the form's 647-555-0142.
    await page.getByLabel('Search', { exact: true }).fill('(647) 555 0142');
    await page.waitForURL(/q=%28647%29/);
    const row = page.getByRole('row', { name: /Renée Côté/ });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.screenshot({ path: path.join(SHOTS, 'inbox-1280.png'), fullPage: true });
    await expectAccessible(page);

    await row.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Assign selected leads to' }).selectOption({ label: 'Me' });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('1 lead assigned to Ada Advisor').waitFor();
    await row.getByText('Ada Advisor').waitFor();

    // Status and note in the lead's drawer.
    await row.getByRole('button', { name: /^Open CR-/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Mails sent to the customer').waitFor();
    await drawer
      .getByRole('combobox', { name: 'Status' })
      .or(drawer.getByRole('textbox', { name: 'Status' }))
      .first()
      .click();
    await page.getByRole('listbox', { name: 'Status' }).getByRole('option', { name: 'In Progress' }).click();
    await drawer.getByRole('textbox', { name: 'Note' }).fill('Called back, quote sent');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Status: In Progress').waitFor();
    await drawer.getByText('Called back, quote sent').waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'lead-1280.png') });
    await page.keyboard.press('Escape');
    await row.getByText('In Progress').waitFor();

    // Export the filtered view.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inbox');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(6).value).toBe(customerEmail);
    expect(sheet?.getRow(2).getCell(11).value).toBe('In Progress');

    // The view is in the URL: the same link on a phone shows the same lead.
    const url = page.url();
    const phone = await openWithCookiesAccepted(browser, { viewport: { width: 390, height: 844 } });
    await signInAsAdmin(phone.page, baseUrl, advisorEmail, PASSWORD);
    await gotoReady(phone.page, url);
    // On a phone each lead is a card with its status, assignee and due-by.
    const card = phone.page.getByRole('listitem').filter({ hasText: 'Renée Côté' });
    await card.getByText('In Progress').waitFor();
    await card.getByText('Ada Advisor').waitFor();
    await expectAccessible(phone.page);
    await phone.page.screenshot({ path: path.join(SHOTS, 'inbox-390.png'), fullPage: true });
    // Staff management is the admin's: the advisor is turned away by the page's guard.
    await gotoReady(page, `${baseUrl}/admin/staff`);
    await page.getByText('You are not authorised to open this page').first().waitFor();
    expect([...errors, ...phone.errors]).toEqual([]);
  });

  it('shows a search without leads in order under the heading, the avatar named by what it shows', async () => {
    const { page, errors } = await openWithCookiesAccepted(browser, {
      viewport: { width: 390, height: 844 },
    });
    await signInAsAdmin(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(page, `${baseUrl}/admin/inbox?q=nobody-${Date.now()}`);
    // The empty state's heading comes right under the page's h1, as a level 2.
    await page.getByRole('heading', { name: 'No leads match this search', level: 2 }).first().waitFor();
    const avatar = page.getByRole('button', { name: /, account menu for / });
    await avatar.waitFor();
    // The button's name starts with the initials it shows (WCAG 2.5.3).
    const initials = (await avatar.innerText()).trim();
    expect(initials).toMatch(/^[A-Z?]{1,2}$/);
    expect(await avatar.getAttribute('aria-label')).toMatch(new RegExp(`^${initials}, account menu for `));
    await expectLighthouseAccessible(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("shows the admin the panel's dashboard with its data tables, and the staff page", async () => {
    // A quote of its own, so the charts have something to count whichever specs ran before.
    await quotedVisit(baseUrl);
    const desk = await openWithCookiesAccepted(browser);
    await signInAsAdmin(desk.page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(desk.page, `${baseUrl}/admin-panel`);
    await desk.page.getByRole('heading', { name: 'Leads and quotes', level: 2 }).waitFor();
    // The charts are pictures of these tables, which carry the numbers as text.
    const byType = desk.page.getByRole('table', { name: 'Leads by type' });
    await byType.getByRole('rowheader', { name: 'Contact request' }).waitFor();
    await desk.page.getByText('Show the quotes per day as a table').click();
    await desk.page.getByRole('table', { name: /Quotes per product per day/ }).waitFor();
    await desk.page.getByRole('table', { name: /Applications per 100 quotes/ }).waitFor();
    await expectAccessible(desk.page);
    await desk.page.screenshot({ path: path.join(SHOTS, 'dashboard-1280.png'), fullPage: true });

    const phone = await openWithCookiesAccepted(browser, { viewport: { width: 390, height: 844 } });
    await signInAsAdmin(phone.page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(phone.page, `${baseUrl}/admin-panel`);
    await phone.page.getByRole('table', { name: 'Leads by type' }).waitFor();
    await expectAccessible(phone.page);
    await phone.page.screenshot({ path: path.join(SHOTS, 'dashboard-390.png'), fullPage: true });

    await desk.page.getByRole('button', { name: /, account menu for / }).click();
    await desk.page.getByRole('menuitem', { name: 'Staff' }).click();
    await desk.page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await desk.page.getByRole('cell', { name: 'Ada Advisor' }).first().waitFor();
    // Another member can be removed; the admin's own row says 'You' instead (the API refuses it).
    await desk.page.getByRole('button', { name: 'Remove Ada Advisor' }).first().waitFor();
    const ownRow = desk.page.getByRole('row').filter({ hasText: inject('adminEmail') });
    await ownRow.getByText('You', { exact: true }).waitFor();
    expect(await ownRow.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await expectAccessible(desk.page);
    await desk.page.screenshot({ path: path.join(SHOTS, 'staff-1280.png'), fullPage: true });
    expect([...desk.errors, ...phone.errors]).toEqual([]);
  });
});
