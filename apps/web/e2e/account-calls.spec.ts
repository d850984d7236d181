// My account > Calls: a signed-in customer books a call, finds it under My account >
// Calls, moves it to another slot (the mailed .ics is an update of the same event), then cancels
// it. Axe on each state; screenshots at 390 and 1280 px.

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openWithCookiesAccepted } from './support/browser.ts';
import { pickCalendarDay } from './support/calendar.ts';
import { torontoDate } from './support/dates.ts';
import { waitForMail } from './support/mailbox.ts';
import { saveShots } from './support/screenshots.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl, dataDir } = testServer();
const SHOTS = path.resolve(import.meta.dirname, '../test-results/account-calls');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shoot = (page: Page, name: string) => saveShots(page, SHOTS, name);

/** Picks a date in the calendar (turning to next month when needed), then a time. */
async function pickSlot(page: Page, date: string, slot: string) {
  await pickCalendarDay(page, date);
  await page.getByRole('radio', { name: slot, exact: true }).click();
}

/** The VEVENT and VCALENDAR properties of the mail's .ics (RFC 5545 lines, unfolded). */
function icsProps(content: Buffer | undefined): Record<string, string> {
  const text = (content ?? Buffer.alloc(0)).toString('utf8');
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  const props: Record<string, string> = {};
  for (const line of text.replace(/\r\n[ \t]/g, '').split(/\r\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (['UID', 'SEQUENCE', 'METHOD', 'STATUS', 'DTSTART'].includes(name))
      props[name] = line.slice(colon + 1);
  }
  return props;
}

describe('my calls in the browser', () => {
  it('books a call signed in, reschedules it from My account > Calls, then cancels it', async () => {
    const { page, errors } = await openWithCookiesAccepted(browser);
    const email = `caller.${Date.now()}@example.com`;
    // Signed up and in through the API (the session goes where the web app keeps it): no sign-in
    // form, so the per-IP limit of the sign-in page stays free for the other files.
    const created = await page.request.post(`${baseUrl}/api/users/signup`, {
      data: { firstName: 'Cara', lastName: 'Caller', email, mobile: '416-555-0198', password: 'Secret#123' },
    });
    expect(created.status()).toBe(200);
    const signedIn = await page.request.post(`${baseUrl}/api/users/login`, {
      data: { email, password: 'Secret#123' },
    });
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
    await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);

    // Days 3 and 4 ahead: other files book tomorrow and the day after.
    const first = torontoDate(3);
    const second = torontoDate(4);
    await gotoReady(page, `${baseUrl}/term-life/quote/book-a-call`);
    await pickSlot(page, first, '11:30 AM - 12:00 PM');
    // The form starts with what the account knows, the mobile number included.
    await expect.poll(() => page.getByLabel('Mobile Number').inputValue()).toBe('416-555-0198');
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Cara');
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'booked');
    await page.getByRole('link', { name: 'My account > Calls' }).click();
    await page.waitForURL(`${baseUrl}/account/calls`);

    await page.getByRole('heading', { name: 'My calls', level: 1 }).waitFor();
    const card = page.getByRole('article');
    await card.getByText('11:30 AM - 12:00 PM (Eastern time)', { exact: false }).waitFor();
    await expect(card.getByText('Term Life', { exact: false }).isVisible()).resolves.toBe(true);
    // One status: the badge, with no second 'Status: Pending' line.
    await card.getByText('Booked', { exact: true }).waitFor();
    await expect(card.getByText(/Status:/).count()).resolves.toBe(0);
    await expectAccessible(page);
    await shoot(page, 'upcoming');

    await card.getByRole('button', { name: 'Reschedule' }).click();
    await pickSlot(page, second, '2:30 PM - 3:00 PM');
    await expectAccessible(page);
    await shoot(page, 'reschedule');
    await card.getByRole('button', { name: 'Move my call' }).click();
    await page.getByText('Your call has been moved.', { exact: false }).waitFor();
    await card.getByText('2:30 PM - 3:00 PM (Eastern time)', { exact: false }).waitFor();
    // The overview names the next call, with the way back here.
    await gotoReady(page, `${baseUrl}/account`);
    await page.getByText(/Your next call with an advisor: .*2:30 PM - 3:00 PM/).waitFor();
    await page.getByRole('link', { name: 'Change or cancel it' }).click();
    await page.waitForURL(`${baseUrl}/account/calls`);
    await card.getByText('2:30 PM - 3:00 PM (Eastern time)', { exact: false }).waitFor();

    const booked = await waitForMail(dataDir, email, /^Your call is booked/);
    const moved = await waitForMail(dataDir, email, /^Your call has moved/);
    const original = icsProps(booked.attachments[0]?.content);
    const update = icsProps(moved.attachments[0]?.content);
    expect(update.UID).toBe(original.UID);
    expect(update.METHOD).toBe('REQUEST');
    expect(Number(update.SEQUENCE)).toBeGreaterThan(Number(original.SEQUENCE ?? '0'));
    expect(update.DTSTART).not.toBe(original.DTSTART);

    await card.getByRole('button', { name: 'Cancel call' }).click();
    await expectAccessible(page);
    await shoot(page, 'confirm-cancel');
    await card.getByRole('button', { name: 'Yes, cancel the call' }).click();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await page.getByText('No upcoming call.', { exact: false }).waitFor();
    // With no upcoming call, the way to book one.
    await expect(
      page.getByRole('link', { name: 'Book a call with an advisor' }).getAttribute('href'),
    ).resolves.toBe('/term-life/quote/book-a-call');
    const cancelled = icsProps(
      (await waitForMail(dataDir, email, /^Your call is cancelled/)).attachments[0]?.content,
    );
    expect(cancelled).toMatchObject({ UID: original.UID, METHOD: 'CANCEL', STATUS: 'CANCELLED' });
    expect(Number(cancelled.SEQUENCE)).toBeGreaterThan(Number(update.SEQUENCE));
    await expectAccessible(page);
    await shoot(page, 'cancelled');
    expect(errors).toEqual([]);
  }, 120_000);
});
