// An application cites its stored quote and plan (ADR 0088): the server checks the applicant
// against the quote, prices the plan again from the cited rate versions, and staff, both mails
// and My account name the plan and premium.

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { QUOTE_MATCH_MESSAGES } from '@brokerage/shared/travel-quote/application-quote-match';
import { APPLICATION_MESSAGES } from '@brokerage/shared/travel-quote/application.schema';
import { travelApplications, travelQuoteRequests } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import ExcelJS from 'exceljs';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import { listApplications } from '../admin/list-applications.ts';
import { leadDetail } from '../staff-inbox/lead-detail.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import {
  bornAged,
  quoteAndCite,
  quotedVisitorsApplication,
  travelApplicant,
} from './travel-test-payloads.ts';

const today = todayInZone(new Date());

const t = useTestApp();

const apply = (form: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/contact/application/${form}`, payload });

/** The applications stored citing a quote. */
const applicationsCiting = (quoteId: string) =>
  t.db.select().from(travelApplications).where(eq(travelApplications.quoteId, quoteId));

/** A visitor of 45 on the quote's day; the application as the page prefills it from the quote. */
const quotedVisitor = () => quotedVisitorsApplication(t.app, today);

describe('an application citing its quote and plan', () => {
  it('stores the plan with its premium priced again from the cited rate version, and names it', async () => {
    const { answer, row, application } = await quotedVisitor();
    const response = await apply('visitors', application);
    expect(response.statusCode).toBe(200);

    const [stored] = await applicationsCiting(answer.quoteId);
    const premiumCents = dollarsToCents(row.premiumAmount as number);
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

  it('refuses an application citing no quote, and one whose quote has started since', async () => {
    const { application } = await quotedVisitor();
    const { quote: _none, ...uncited } = application;
    const missing = await apply('visitors', uncited);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { quote: APPLICATION_MESSAGES.quoteMissing },
    });

    // The stored quote's trip started yesterday: its plans cannot be bought as quoted.
    const [stored] = await t.db
      .select()
      .from(travelQuoteRequests)
      .where(eq(travelQuoteRequests.publicId, application.quote.quoteId));
    const request = stored?.request as Record<string, unknown>;
    await t.db
      .update(travelQuoteRequests)
      .set({ request: { ...request, startDate: addDays(today, -1) } })
      .where(eq(travelQuoteRequests.publicId, application.quote.quoteId));
    const stale = await apply('visitors', application);
    expect(stale.statusCode).toBe(400);
    expect((stale.json() as { fieldErrors: Record<string, string> }).fieldErrors.quote).toBe(
      QUOTE_MATCH_MESSAGES.quoteStale,
    );
  });

  it('checks a student against the quote: age, birth date and the policy dates', async () => {
    const effectiveDate = addDays(today, 10);
    const expiryDate = addDays(effectiveDate, 200);
    const { answer, row, quote } = await quoteAndCite(t.app, 'international-students', {
      age: 25,
      effectiveDate,
      expiryDate,
      preExistingPerson1: 'no',
    });
    const student = {
      ...travelApplicant,
      quoteFor: 'single',
      age: 25,
      dateOfBirth: bornAged(today, 25),
      homeCountry: 'India',
      arrivalDate: effectiveDate,
      policyEffectiveDate: effectiveDate,
      departureDate: expiryDate,
      products: [11],
      quote,
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
    const [stored] = await applicationsCiting(answer.quoteId);
    expect(stored?.policyName).toBe(row.policyName);
  });
});
