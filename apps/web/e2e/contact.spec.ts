import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { signInAsAdmin as signInWithAdminToken } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { pickCalendarDay } from './support/calendar.ts';
import { torontoDate } from './support/dates.ts';
import { waitForMailLink } from './support/mailbox.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl, dataDir } = testServer();
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
let browser: Browser;
let seq = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newEmail = (tag: string) => `${tag}.${Date.now()}.${(seq += 1)}@example.com`;
const THANK_YOU = 'Thank you for contacting us. Our representative will get back to you shortly.';

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
}

const signInAsAdmin = (page: Page) => signInWithAdminToken(page, baseUrl, adminEmail, adminPassword);

describe('contact dialog', () => {
  it('opens from the footer, enables submit only when valid, thanks the visitor and clears', async () => {
    // No transitions: axe must not read colours mid-fade.
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await gotoReady(page, `${baseUrl}/`);
    await acceptCookies(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${baseUrl}/`);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await dialog.getByLabel('First Name').fill('jane');
    await expect(dialog.getByLabel('First Name').inputValue()).resolves.toBe('Jane');
    await dialog.getByLabel('Last Name').fill('Doe');
    await dialog.getByLabel('Email').fill(newEmail('contact'));
    await dialog.getByLabel('Mobile Number').pressSequentially('4165550198');
    await expect(dialog.getByLabel('Mobile Number').inputValue()).resolves.toBe('416-555-0198');
    // No product yet: submit stays disabled.
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('combobox', { name: 'Products you are interested in' }).click();
    await page.getByRole('option', { name: 'Term Life' }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await expect(submit.isEnabled()).resolves.toBe(true);
    await submit.click();
    await dialog.getByText(THANK_YOU).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // Opened again, the form is empty.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(dialog.getByLabel('Last Name').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
  });
});

describe('a body over the size limit', () => {
  it('reaches the browser as a 413 with its message, never as a failed connection', async () => {
    const { page } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/`);
    const answers = await page.evaluate(async () => {
      const body = JSON.stringify({ firstName: 'Jane', message: 'y'.repeat(1_500_000) });
      return Promise.all(
        Array.from({ length: 6 }, async () => {
          try {
            const response = await fetch('/api/contact', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            });
            return { status: response.status, body: (await response.json()) as unknown };
          } catch (error) {
            return { status: 0, body: String(error) };
          }
        }),
      );
    });
    for (const answer of answers) {
      expect(answer).toEqual({ status: 413, body: { message: BODY_TOO_LARGE_MESSAGE, code: 'BAD_REQUEST' } });
    }
  });
});

describe('newsletter', () => {
  it('opens from the home page request-a-call section', async () => {
    const { page } = await openPage(browser, { reducedMotion: 'reduce' });
    await gotoReady(page, `${baseUrl}/`);
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Request a call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('First Name').isVisible()).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('subscribes from the footer and unsubscribes with the mailed one-click link, signed out', async () => {
    const { page } = await openPage(browser);
    const email = newEmail('news');
    await gotoReady(page, `${baseUrl}/`);
    await acceptCookies(page);
    const box = page.getByLabel('E-mail address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await box.fill('not-an-email');
    await expect(subscribe.isDisabled()).resolves.toBe(true);
    await box.fill(email);
    await subscribe.click();
    await page.getByText('Thank you for subscribing to our newsletter.').waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    // A second subscription is answered kindly.
    await box.fill(email);
    await subscribe.click();
    await page.getByText('You are already subscribed to our newsletter.', { exact: false }).waitFor();

    const link = await waitForMailLink(dataDir, email, '/newsletters/unsubscribe');
    await gotoReady(page, `${baseUrl}${link.pathname}${link.search}`);
    await page.getByText('You have been unsubscribed.', { exact: false }).waitFor();
    await expectAccessible(page);
  });
});

describe('booking a call', () => {
  it('goes from a date to a time, the details, and the confirmation with the phone number', async () => {
    const { page, errors } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/term-life/quote/book-a-call`);
    await acceptCookies(page);
    await page.getByRole('heading', { name: 'Schedule a call' }).waitFor();
    const book = page.getByRole('button', { name: 'Book' });
    await expect(book.isDisabled()).resolves.toBe(true);
    // Tomorrow (Eastern) always has slots ahead; past days are disabled.
    const tomorrow = torontoDate(1);
    // The calendar opens on the first month with times left; other months' days are not drawn.
    await pickCalendarDay(page, tomorrow);
    const firstSlot = page.getByRole('radio', { name: '10:00 AM - 10:30 AM' });
    await firstSlot.click();
    await expect(firstSlot.getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Email').fill(newEmail('booker'));
    await page.getByLabel('Mobile Number').pressSequentially('4165550198');
    await expectAccessible(page);
    await book.click();
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    await page.getByRole('link', { name: '905-555-0143' }).first().waitFor();
    await page.getByRole('link', { name: 'OK', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
  });
});

describe('admin area', () => {
  it('works a contact through statuses with notes, shows appointments of a date, downloads both Excel files', async () => {
    const visitor = newEmail('lead');
    await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Worked',
        email: visitor,
        mobile: '416-555-0198',
        products: [1],
      }),
    });
    const appointmentDate = torontoDate(2);
    await fetch(`${baseUrl}/api/contact/book-appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        date: appointmentDate,
        time: '15:00',
        products: [2],
        firstName: 'Bea',
        lastName: 'Booked',
        email: newEmail('appt'),
        mobile: '416-555-0198',
      }),
    });

    // No transitions: axe must not read colours mid-fade.
    const { page, errors } = await openPage(browser, { acceptDownloads: true, reducedMotion: 'reduce' });
    await signInAsAdmin(page);
    await gotoReady(page, `${baseUrl}/admin-panel`);
    await acceptCookies(page);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await expectAccessible(page);
    await page.locator('#main-content').getByRole('link', { name: 'Contact inquiries' }).click();

    const row = page.getByRole('row', { name: /Ada Worked/ });
    await row.waitFor();
    for (const [status, note] of [
      ['In Progress', 'Left a voicemail'],
      ['Completed', 'Quote sent by e-mail'],
    ] as const) {
      await row.getByRole('button', { name: 'Edit Ada Worked' }).click();
      const popup = page.getByRole('dialog', { name: 'Update Ada Worked' });
      await popup
        .getByRole('textbox', { name: 'Status' })
        .or(popup.getByRole('combobox', { name: 'Status' }))
        .first()
        .click();
      await page.getByRole('option', { name: status, exact: true }).click();
      await popup.getByLabel('Message').fill(note);
      await popup.getByRole('button', { name: 'Save' }).click();
      await popup.waitFor({ state: 'hidden' });
      await row.getByText(status, { exact: true }).waitFor();
    }
    await row.getByRole('button', { name: 'Show details for Ada Worked' }).click();
    const notes = page.getByRole('list', { name: 'Admin notes' });
    await notes.getByText('Left a voicemail', { exact: false }).waitFor();
    await notes.getByText('Quote sent by e-mail', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Additional details' }).click();
    await page
      .getByRole('dialog', { name: /Additional details/ })
      .getByText('Contact dialog')
      .waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await gotoReady(page, `${baseUrl}/admin/appointments`);
    await page.getByRole('button', { name: 'Date' }).click();
    await pickCalendarDay(page, appointmentDate);
    const appointment = page.getByRole('row', { name: /Bea Booked/ });
    await appointment.waitFor();
    await appointment.getByText('UTC', { exact: false }).first().waitFor();
    await expectAccessible(page);
    await appointment.getByRole('button', { name: 'Edit Bea Booked' }).click();
    const appointmentPopup = page.getByRole('dialog', { name: 'Update Bea Booked' });
    await appointmentPopup.getByLabel('Message').fill('Called back');
    await appointmentPopup.getByRole('button', { name: 'Save' }).click();
    await appointmentPopup.waitFor({ state: 'hidden' });
    await appointment.getByText('Called back').waitFor();

    await gotoReady(page, `${baseUrl}/services/list`);
    const [servicesFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download home and auto (Excel)' }).click(),
    ]);
    expect(servicesFile.suggestedFilename()).toMatch(/^home-and-auto-inquiries-.*\.xlsx$/);
    await page.getByText('Home and auto inquiries downloaded').waitFor();

    await gotoReady(page, `${baseUrl}/newsletters/subscriptions/list`);
    const [newsFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download (Excel)' }).click(),
    ]);
    expect(newsFile.suggestedFilename()).toMatch(/^newsletter-subscriptions-.*\.xlsx$/);
    await page.getByText('Newsletter subscriptions downloaded').waitFor();
    expect(errors).toEqual([]);
  });
});
