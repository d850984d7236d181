// An application cites its stored quote and plan (ADR 0088): the server checks the applicant
// against the quote, prices the plan again from the cited rate versions, and staff, both mails
// and My account name the plan and premium.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import { QUOTE_MATCH_MESSAGES } from '@brokerage/shared/travel-quote/application-quote-match';
import type { TravelQuoteAnswer } from '@brokerage/shared/travel-quote/quote-result.schema';
import { travelApplications } from '../../db/schema/travel.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import ExcelJS from 'exceljs';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import { listApplications } from '../admin/list-applications.ts';
import { leadDetail } from '../staff-inbox/lead-detail.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { travelApplicant, visitorQuoteBody, visitorsApplication } from './travel-test-payloads.ts';

const today = todayInZone(new Date());

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function quote(product: string, body: object): Promise<TravelQuoteAnswer> {
  const response = await t.app.inject({ method: 'POST', url: `/api/quotations/${product}`, payload: body });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: TravelQuoteAnswer }).data;
}

const apply = (form: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/contact/application/${form}`, payload });

/** A visitor of 45 on the quote's day; the application as the page prefills it from the quote. */
async function quotedVisitor() {
  const request = visitorQuoteBody(today);
  const answer = await quote('visitors-to-canada', request);
  const row = answer.quotes.find((q) => q.deductibleAmount === 1000) ?? answer.quotes[0];
  if (!row) throw new Error('no visitor quote');
  const application = {
    ...visitorsApplication(today),
    dateOfBirth: addYears(addDays(today, -30), -45),
    arrivalDate: request.startDate,
    policyEffectiveDate: request.startDate,
    departureDate: request.endDate,
    coverage: row.coverageAmount ?? request.coverage,
    deductible: row.deductibleAmount ?? 0,
    quote: { quoteId: answer.quoteId, planCode: row.planCode, deductible: row.deductibleAmount },
  };
  return { answer, row, application };
}

describe('an application citing its quote and plan', () => {
  it('stores the plan with its premium priced again from the cited rate version, and names it', async () => {
    const { answer, row, application } = await quotedVisitor();
    const response = await apply('visitors', application);
    expect(response.statusCode).toBe(200);

    const [stored] = await t.db
      .select()
      .from(travelApplications)
      .where(eq(travelApplications.quoteId, answer.quoteId));
    const premiumCents = Math.round((row.premiumAmount as number) * 100);
    expect(stored).toMatchObject({
      planCode: row.planCode,
      insurerCode: row.insurerCode,
      policyName: row.policyName,
      premiumCents: [premiumCents],
    });
    expect(stored?.rateVersion).toMatch(/\S/);

    // Both mails name the plan, its insurer and the premium.
    const named = `${row.policyName} by ${row.company}, premium ${formatCad(premiumCents)}`;
    const mails = await listOutbox(t.db);
    const toCustomer = mails.find((m) => m.toAddress === 'raj@example.com');
    expect(toCustomer?.textBody).toContain(`Plan: ${named}.`);
    const toStaff = mails.find((m) => m.toAddress === t.config.staffEmail);
    expect(toStaff?.textBody).toContain(`Plan: ${named}.`);
    expect(toStaff?.textBody).toContain(`rate version ${stored?.rateVersion}`);

    // The applications list and its export show it.
    const records = (await listApplications(t.db, 1)).list;
    const record = records.find((r) => r.recordId === `travel-${stored?.id}`);
    expect(record?.plan).toContain(named);

    // The inbox lead detail shows plan and premium in 'Plan and premium'.
    const [item] = await t.db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.sourceId, stored?.id ?? ''));
    const detail = await leadDetail(t.db, item?.id ?? '');
    const planSection = detail.sections.find((section) => section.id === 'plan');
    expect(planSection?.fields).toEqual(
      expect.arrayContaining([
        { label: 'Plan', value: `${row.policyName} by ${row.company}` },
        { label: 'Premium', value: formatCad(premiumCents) },
      ]),
    );

    // The inbox export has it in its last column.
    const { admin } = await adminAndUserTokens(t.app, t.db);
    const exported = await call(t.app, 'GET', '/api/admin/inbox/export?q=raj%40example.com', {
      token: admin,
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const file = (exported.json() as { data: { file: string } }).data.file;
    await workbook.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inbox');
    expect(sheet?.getRow(1).getCell(13).value).toBe('Plan and premium');
    expect(sheet?.getRow(2).getCell(13).value).toBe(named);
  });

  it('refuses an applicant who disagrees with the quote, with the field to correct', async () => {
    const { application } = await quotedVisitor();
    const response = await apply('visitors', {
      ...application,
      dateOfBirth: '1950-01-01',
      departureDate: addDays(application.departureDate, 5),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors.dateOfBirth).toBe(QUOTE_MATCH_MESSAGES.age(45));
    expect(body.fieldErrors.departureDate).toBe(QUOTE_MATCH_MESSAGES.endDate(application.departureDate));
  });

  it('refuses a plan the quote does not hold, another product, and an unknown quote', async () => {
    const { application } = await quotedVisitor();
    const fieldOf = async (payload: object) =>
      ((await apply('visitors', payload)).json() as { fieldErrors: Record<string, string> }).fieldErrors
        .quote;
    expect(await fieldOf({ ...application, quote: { ...application.quote, planCode: 'NO_SUCH_PLAN' } })).toBe(
      QUOTE_MATCH_MESSAGES.planNotQuoted,
    );
    expect(await fieldOf({ ...application, products: [10] })).toBe(QUOTE_MATCH_MESSAGES.product);
    expect(
      await fieldOf({
        ...application,
        quote: { ...application.quote, quoteId: '00000000-0000-4000-8000-000000000000' },
      }),
    ).toBe(QUOTE_MATCH_MESSAGES.quoteNotFound);
  });

  it('checks a student against the quote: age, birth date and the policy dates', async () => {
    const effectiveDate = addDays(today, 10);
    const expiryDate = addDays(effectiveDate, 200);
    const answer = await quote('international-students', {
      age: 25,
      effectiveDate,
      expiryDate,
      preExistingPerson1: 'no',
    });
    const row = answer.quotes[0];
    if (!row) throw new Error('no student quote');
    const student = {
      ...travelApplicant,
      quoteFor: 'single',
      age: 25,
      dateOfBirth: addYears(addDays(today, -30), -25),
      homeCountry: 'India',
      arrivalDate: effectiveDate,
      policyEffectiveDate: effectiveDate,
      departureDate: expiryDate,
      products: [11],
      quote: { quoteId: answer.quoteId, planCode: row.planCode, deductible: row.deductibleAmount },
    };
    // Quote age 25 with a birth date in 1950 and a departure three years out is refused.
    const refused = await apply('students', {
      ...student,
      dateOfBirth: '1950-06-01',
      departureDate: addYears(effectiveDate, 3),
    });
    expect(refused.statusCode).toBe(400);
    const { fieldErrors } = refused.json() as { fieldErrors: Record<string, string> };
    expect(fieldErrors.dateOfBirth).toBe(QUOTE_MATCH_MESSAGES.age(25));
    expect(fieldErrors.departureDate).toBe(QUOTE_MATCH_MESSAGES.endDate(expiryDate));

    const accepted = await apply('students', student);
    expect(accepted.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(travelApplications)
      .where(eq(travelApplications.quoteId, answer.quoteId));
    expect(stored?.policyName).toBe(row.policyName);
  });
});
