// An extension's premium (ADR 0113): the added days priced at the rate version the application's
// quote cites, unchanged by rates imported since, at least $25; the policy's premium per day when
// no quote is cited. Only the policy's owner asks; bad dates get their message.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import {
  EXTENSION_AFTER_END_MESSAGE,
  EXTENSION_END_DATE_MESSAGE,
} from '@brokerage/shared/policies/policy-schemas';
import type { ExtensionPremium } from '@brokerage/shared/policies/policy-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelQuoteAnswer, TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { eq } from 'drizzle-orm';
import { travelApplications } from '../../db/schema/travel.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { get, lastMailedLink, post, signUpUser } from '../accounts/accounts-test-helpers.ts';
import { staffTokens } from '../staff-inbox/staff-test-helpers.ts';
import type { StaffTokens } from '../staff-inbox/staff-test-helpers.ts';
import { importTravelRateSheets } from '../travel-quote/import-travel-rate-sheets.ts';
import { RATE_FILES_DIR } from '../travel-quote/rate-files.ts';
import { quotedVisitorsApplication, visitorQuoteBody } from '../travel-quote/travel-test-payloads.ts';

let t: TestApp;
let staff: StaffTokens;
const today = todayInZone(new Date());

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffTokens(t.app, t.db);
}, 120_000);
afterAll(() => t.close());

async function verifiedCustomer() {
  const session = await signUpUser(t.app);
  const link = await lastMailedLink(t.db, session.email, '/verify-email/');
  await post(t.app, '/api/users/verify-email', { email: link.email, token: link.token });
  return session;
}

async function quote(body: object): Promise<TravelQuoteAnswer> {
  const response = await post(t.app, '/api/quotations/visitors-to-canada', body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TravelQuoteAnswer }).data;
}

async function leadOf(email: string): Promise<string> {
  const page = await get(
    t.app,
    `/api/admin/inbox?type=travel-application&q=${encodeURIComponent(email)}`,
    staff.admin,
  );
  const row = (page.json() as { data: { rows: { id: string }[] } }).data.rows[0];
  if (row === undefined) throw new Error(`no application lead for ${email}`);
  return row.id;
}

interface PolicyTerms {
  startDate: string;
  endDate: string;
  premiumCents: number;
}

async function policyFor(email: string, body: object, token: string, terms: PolicyTerms): Promise<string> {
  const sent = await post(t.app, '/api/contact/application/visitors', { ...body, email }, token);
  expect(sent.statusCode, sent.body).toBe(200);
  const created = await post(
    t.app,
    '/api/admin/policies',
    {
      leadId: await leadOf(email),
      policyNumber: `TG-${Math.random().toString(36).slice(2, 8)}`,
      insurer: 'TUGO',
      planName: 'Visitors plan',
      paymentSchedule: 'single',
      rateVersion: 'typed by staff',
      insuredPersons: [{ name: 'Raj Patel', dateOfBirth: '1980-03-04' }],
      ...terms,
    },
    staff.advisor,
  );
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { data: { id: string } }).data.id;
}

const premiumCentsOf = (row: TravelQuoteRow) =>
  dollarsToCents(Array.isArray(row.premiumAmount) ? (row.premiumAmount[0] ?? 0) : row.premiumAmount);

/** The sample sheets with every visitor daily rate doubled: an insurer's new version. */
function dearerSheets(): Record<string, string> {
  return Object.fromEntries(
    TRAVEL_RATE_TABLES.map((table) => {
      const text = readFileSync(`${RATE_FILES_DIR}${table}.csv`, 'utf8').replace('; source: sample', '');
      if (table !== 'visitor-rates') return [table, text];
      const [meta, header, ...rows] = text.trimEnd().split('\n');
      const doubled = rows.map((row) => {
        const cells = row.split(',');
        cells[4] = String(Number(cells[4]) * 2);
        return cells.join(',');
      });
      return [table, [meta, header, ...doubled].join('\n')];
    }),
  );
}

describe('the premium of an extension', { timeout: 120_000 }, () => {
  let customer: Awaited<ReturnType<typeof verifiedCustomer>>;
  let policyId: string;
  let endDate: string;
  let row: TravelQuoteRow;
  let expected: number;
  let oneDayAtCitedRates: number;

  const estimate = (id: string, newEndDate: string | undefined, token = customer.token) =>
    get(
      t.app,
      `/api/account/policies/${id}/extension-premium${newEndDate === undefined ? '' : `?newEndDate=${newEndDate}`}`,
      token,
    );

  /** Today's price of the plan for the added days, as a new quote gives it. */
  async function todaysPriceOfAddedDays(days: number): Promise<number> {
    const answer = await quote({
      ...visitorQuoteBody(today),
      startDate: addDays(endDate, 1),
      endDate: addDays(endDate, days),
      numberOfDays: days,
    });
    const same = answer.quotes.find(
      (q) => q.planCode === row.planCode && q.deductibleAmount === row.deductibleAmount,
    );
    if (same === undefined) throw new Error('the plan is not quoted for the added days');
    return premiumCentsOf(same);
  }

  it('prices the added days at the rate version the application’s quote cites', async () => {
    customer = await verifiedCustomer();
    const { request, row: chosen, application } = await quotedVisitorsApplication(t.app, today);
    row = chosen;
    endDate = request.endDate;
    policyId = await policyFor(customer.email, application, customer.token, {
      startDate: request.startDate,
      endDate,
      premiumCents: premiumCentsOf(row),
    });

    oneDayAtCitedRates = await todaysPriceOfAddedDays(1);
    expected = Math.max(2_500, await todaysPriceOfAddedDays(20));
    const response = await estimate(policyId, addDays(endDate, 20));
    expect(response.statusCode, response.body).toBe(200);
    const premium = (response.json() as { data: ExtensionPremium }).data;
    expect(premium).toMatchObject({ addedDays: 20, amountCents: expected, basis: 'rates' });
    expect(premium.rateVersion).toMatch(/\S/);
    expect(premium.rateVersion).not.toBe('typed by staff');
    expect(premium.explanation).toContain(premium.rateVersion);
  });

  it('keeps the cited version’s price after new rates are imported', async () => {
    await importTravelRateSheets(t.db, { version: 'dearer-1', tables: dearerSheets() });
    expect(await todaysPriceOfAddedDays(20)).not.toBe(expected);
    const response = await estimate(policyId, addDays(endDate, 20));
    const premium = (response.json() as { data: ExtensionPremium }).data;
    expect(premium.amountCents).toBe(expected);

    // The request sent carries the same amount, and the staff lead says where it comes from.
    const sent = await post(
      t.app,
      `/api/account/policies/${policyId}/requests`,
      { type: 'extend', newEndDate: addDays(endDate, 20), noChangeInHealthNoClaim: true },
      customer.token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const data = (sent.json() as { data: { amountCents: number; summary: string } }).data;
    expect(data.amountCents).toBe(expected);
    expect(data.summary).toContain(`premium ${formatCad(expected)}`);
    expect(data.summary).toContain('from your plan’s rates');
    const page = await get(
      t.app,
      `/api/admin/inbox?type=after-sale&q=${encodeURIComponent(customer.email)}`,
      staff.admin,
    );
    const lead = (page.json() as { data: { rows: { id: string }[] } }).data.rows[0];
    const detail = await get(t.app, `/api/admin/inbox/${lead?.id ?? ''}`, staff.advisor);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(formatCad(expected));
    expect(detail.body).toMatch(/"Premium Basis","value":"rates"/);
    expect(detail.body).toContain(`"Rate Version","value":"${premium.rateVersion}"`);
  });

  it('charges at least $25 for a single added day', async () => {
    const response = await estimate(policyId, addDays(endDate, 1));
    const premium = (response.json() as { data: ExtensionPremium }).data;
    // The sample plans' own minimum premium is already $25: the cited price, never below it.
    expect(premium).toMatchObject({
      addedDays: 1,
      basis: 'rates',
      amountCents: Math.max(2_500, oneDayAtCitedRates),
    });
    expect(premium.amountCents).toBeGreaterThanOrEqual(2_500);
  });

  it('prorates the policy’s premium when the application cites no quote, and says so', async () => {
    const older = await verifiedCustomer();
    const { application } = await quotedVisitorsApplication(t.app, today);
    const id = await policyFor(older.email, application, older.token, {
      startDate: addDays(today, 5),
      endDate: addDays(today, 64),
      premiumCents: 60_000,
    });
    // As an application sent before they cited quotes (ADR 0088).
    await t.db
      .update(travelApplications)
      .set({ quoteId: null })
      .where(eq(travelApplications.quoteId, application.quote.quoteId));
    const response = await estimate(id, addDays(today, 74), older.token);
    expect(response.statusCode, response.body).toBe(200);
    // 60 days for $600.00: $10.00 a day.
    expect((response.json() as { data: ExtensionPremium }).data).toMatchObject({
      addedDays: 10,
      amountCents: 10_000,
      basis: 'proration',
      rateVersion: null,
      explanation: expect.stringContaining('premium per day') as unknown,
    });
  });

  it('answers another customer 404 and a visitor 401', async () => {
    const other = await verifiedCustomer();
    expect((await estimate(policyId, addDays(endDate, 20), other.token)).statusCode).toBe(404);
    expect((await estimate('not-an-id', addDays(endDate, 20), other.token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/account/policies/${policyId}/extension-premium` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a missing, malformed or too early end date with its message', async () => {
    for (const [date, message] of [
      [undefined, EXTENSION_END_DATE_MESSAGE],
      ['2026-13-45', EXTENSION_END_DATE_MESSAGE],
      ['tomorrow', EXTENSION_END_DATE_MESSAGE],
      [endDate, EXTENSION_AFTER_END_MESSAGE],
      [addDays(endDate, -3), EXTENSION_AFTER_END_MESSAGE],
    ] as const) {
      const response = await estimate(policyId, date);
      expect(response.statusCode, String(date)).toBe(400);
      expect(response.body).toContain(message);
    }
  });
});
