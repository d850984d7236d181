import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import {
  NON_RESIDENT_QUOTE_MESSAGE,
  PROVINCE_NOT_SERVED_MESSAGE,
} from '@brokerage/shared/catalogue/provinces';
import { ageLimitMessage } from '@brokerage/shared/life-quote/life-pricing';
import {
  LIFE_APPLICATION_RECEIVED_MESSAGE,
  LIFE_QUOTES_EMAILED_MESSAGE,
} from '@brokerage/shared/life-quote/life-quote-schemas';
import {
  LIFE_PLAN_CITATION_MESSAGE,
  lifeQuoteResultSchema,
} from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { DATE_FORMAT_MESSAGE, DATE_NOT_REAL_MESSAGE } from '@brokerage/shared/validation/messages';
import { lifeApplications, lifeQuoteRequests } from '../../db/schema/life.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { newestLifeApplications } from './list-life-applications.ts';
import { bornYearsAgo, lifeQuoteBody, quotedLifeApplication } from './life-test-payloads.ts';
import { activeRateTables } from './active-rate-tables.ts';
import { insertRateTable } from './life-quote.repository.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { LIFE_QUOTE_MATCH_MESSAGES } from '@brokerage/shared/life-quote/life-application-quote-match';

const t = useTestApp();
let ip = 0;

const body = lifeQuoteBody;

function post(url: string, payload: unknown, token?: string) {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.9.0.${ip % 250}`,
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
  });
}

async function quote(product: string, overrides: Record<string, unknown> = {}) {
  const response = await post(`/api/quotations/${product}`, body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: LifeQuoteResult }).data;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

describe('POST /api/quotations/<product>', () => {
  it('answers term life with a tile per payment period and plans for the chosen one, cheapest first', async () => {
    const data = await quote('term-life');
    expect(data.shortQuotes.map((q) => q.term)).toEqual(
      LIFE_PAYMENT_PERIODS['term-life'].map((p) => p.label),
    );
    expect(data.quotes.length).toBeGreaterThanOrEqual(10);
    expect(new Set(data.quotes.map((q) => q.term))).toEqual(new Set(['20 Years']));
    const premiums = data.quotes.map((q) => q.premiumAmount);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(premiums.every(twoDecimals)).toBe(true);
    expect(data.shortQuotes[2]?.premiumAmount).toBe(premiums[0]);
    expect(data.quotes[0]).toMatchObject({
      paymentMode: 'Monthly',
      company: expect.any(String),
      policyName: expect.any(String),
    });
    expect(data.rateVersions).toEqual(['term-life:2026.11-sample-2']);
    expect(data.sampleRates).toBe(true);
  });

  it('stores every request with its result and rate versions', async () => {
    const data = await quote('whole-life', { paymentPeriod: 0 });
    const stored = await t.db.query.lifeQuoteRequests.findFirst({
      where: eq(lifeQuoteRequests.id, data.quoteId),
    });
    expect(stored?.product).toBe('whole-life');
    expect(stored?.rateVersions).toEqual(['whole-life:2026.11-sample-2']);
    expect(stored?.result).toHaveProperty('quotes');
    expect(stored?.request).toMatchObject({ coverage: 250000, gender: 'female' });
  });

  it('annual premiums are about 11 monthly ones (monthly = annual x 0.09)', async () => {
    const monthly = await quote('term-life', { premiumPaymentDuration: 'monthly' });
    const annual = await quote('term-life', { premiumPaymentDuration: 'annually' });
    annual.quotes.forEach((row, i) => {
      expect(monthly.quotes[i]?.premiumAmount).toBe(Math.round(row.premiumAmount * 9) / 100);
    });
  });

  it('quotes critical illness by illnesses covered; 25+ costs more', async () => {
    const core = await quote('critical-illness', { illnessCovered: 'core-4', paymentPeriod: 0 });
    const extended = await quote('critical-illness', { illnessCovered: 'extended-25', paymentPeriod: 0 });
    expect(core.quotes.length).toBeGreaterThanOrEqual(6);
    expect(extended.shortQuotes[0]?.premiumAmount).toBeGreaterThan(
      core.shortQuotes[0]?.premiumAmount ?? Infinity,
    );
    const missing = await post('/api/quotations/critical-illness', body());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please choose the illnesses covered' });
  });

  it('quotes mortgage protection and kids life', async () => {
    expect((await quote('mortgage-protection', { paymentPeriod: 6 })).quotes.length).toBeGreaterThanOrEqual(
      6,
    );
    const kids = await quote('kids-life', { birthDate: bornYearsAgo(4), coverage: 100000, paymentPeriod: 1 });
    expect(kids.quotes.length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    [
      'an adult on kids life',
      'kids-life',
      { birthDate: bornYearsAgo(30), coverage: 100000, paymentPeriod: 0 },
      /^Please ensure that entered date is correct & between/,
    ],
    [
      'a 16-year-old on term life',
      'term-life',
      { birthDate: bornYearsAgo(16) },
      ageLimitMessage('term-life'),
    ],
    // The basic form refuses these with the same message (life-basic-answers.ts).
    [
      'a whole-life shopper born in 1930',
      'whole-life',
      { birthDate: '1930-06-15' },
      ageLimitMessage('whole-life'),
    ],
    [
      'a 66-year-old on critical illness',
      'critical-illness',
      { birthDate: bornYearsAgo(66), illnessCovered: 'core-4' },
      ageLimitMessage('critical-illness'),
    ],
    ['a non-resident', 'term-life', { citizen: false }, NON_RESIDENT_QUOTE_MESSAGE],
    ['Quebec', 'term-life', { province: 'QC' }, PROVINCE_NOT_SERVED_MESSAGE],
    [
      'a coverage not offered',
      'kids-life',
      { birthDate: bornYearsAgo(3), coverage: 300000 },
      'Please choose one of the coverage amounts offered',
    ],
    [
      'a payment period not offered',
      'whole-life',
      { paymentPeriod: 4 },
      'Please choose one of the payment periods offered',
    ],
    ['a missing birth date', 'term-life', { birthDate: undefined }, 'Date is required'],
    // Each kind of bad date its own message, not 'Date is required'.
    ['a birth date that does not exist', 'term-life', { birthDate: '1990-02-30' }, DATE_NOT_REAL_MESSAGE],
    ['a birth date not written as a date', 'term-life', { birthDate: '02/03/1990' }, DATE_FORMAT_MESSAGE],
    // No raw validator English.
    ['a page beyond the last', 'term-life', { page: 5000 }, 'Please enter a number no greater than 1,000'],
    [
      'a text coverage',
      'term-life',
      { coverage: 'lots' },
      'Please choose one of the coverage amounts offered',
    ],
  ])('refuses %s with a 400 and a clear message', async (_name, product, overrides, message) => {
    const response = await post(`/api/quotations/${product}`, body(overrides));
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { message: string };
    if (typeof message === 'string') expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(message);
  });

  it('stores refused requests with the reason', async () => {
    await post('/api/quotations/term-life', body({ citizen: false }));
    const [row] = await t.db
      .select({ n: count() })
      .from(lifeQuoteRequests)
      .where(eq(lifeQuoteRequests.refusal, NON_RESIDENT_QUOTE_MESSAGE));
    expect(row?.n).toBeGreaterThan(0);
  });

  it('writes the answer exactly as the response schema encodes it (ADR 0083)', async () => {
    const schema = apiResponseSchema(lifeQuoteResultSchema());
    const cases: [string, Record<string, unknown>][] = [
      ['term-life', {}],
      ['term-life', { gender: 'female', smoke: true, premiumPaymentDuration: 'annually', paymentPeriod: 7 }],
      ['whole-life', { birthDate: bornYearsAgo(41), paymentPeriod: 2 }],
      ['critical-illness', { illnessCovered: 'extended-25', paymentPeriod: 0 }],
      ['kids-life', { birthDate: bornYearsAgo(5), paymentPeriod: 0, smoke: false }],
    ];
    for (const [product, overrides] of cases) {
      const response = await post(`/api/quotations/${product}`, body(overrides));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(z.encode(schema, response.json())));
    }
  });

  it('answers an unknown product with 404', async () => {
    const response = await post('/api/quotations/pet-life', body());
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/quotations/email/<product>', () => {
  it('queues a mail with the quotes', async () => {
    const response = await post('/api/quotations/email/term-life', body({ email: 'Quotes@Example.com' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: LIFE_QUOTES_EMAILED_MESSAGE });
    const mail = (await listOutbox(t.db)).find((m) => m.toAddress === 'quotes@example.com');
    expect(mail?.subject).toBe('Your Term Life insurance quotes');
    expect(mail?.textBody).toContain('20 Years: from $');
    expect(mail?.textBody).toContain('Sample rates for demonstration');
  });

  it("lists every plan the page lists: all 12 of a 41-year-old's whole life 'Pay for 20'", async () => {
    const request = body({ birthDate: bornYearsAgo(41), paymentPeriod: 2 });
    const page = await quote('whole-life', request);
    expect(page.quotes).toHaveLength(12);
    const response = await post('/api/quotations/email/whole-life', {
      ...request,
      email: 'all.plans@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = (await listOutbox(t.db)).find((m) => m.toAddress === 'all.plans@example.com');
    for (const plan of page.quotes) {
      const line = `${plan.company}, ${plan.policyName} (Pay for 20): $${plan.premiumAmount.toFixed(2)} monthly`;
      expect(mail?.textBody).toContain(line);
      // each plan's details too
      expect(plan.details?.goodToKnow).toBeTruthy();
      expect(mail?.textBody).toContain(`${line}. Renewable to: `);
      expect(mail?.textBody).toContain(`Good to know: ${plan.details?.goodToKnow}`);
      expect(mail?.html).toContain(`${plan.company}, ${plan.policyName}`);
    }
  });

  it('needs a valid e-mail', async () => {
    const response = await post('/api/quotations/email/term-life', body({ email: 'nope' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });
});

describe('POST /api/contact/application/life', () => {
  async function signUp(): Promise<string> {
    const email = `life.${Date.now()}@example.com`;
    const response = await post('/api/users/signup', {
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      mobile: '416-555-0198',
      password: 'Secret#123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const login = await post('/api/users/login', { email, password: 'Secret#123' });
    expect(login.statusCode, login.body).toBe(200);
    return (login.json() as { data: { token: string } }).data.token;
  }

  it('needs a signed-in user', async () => {
    const { application } = await quotedLifeApplication(t.app);
    const response = await post('/api/contact/application/life', application);
    expect(response.statusCode).toBe(401);
  });

  it('stores the application, prices it from the cited quote and mails the customer and staff', async () => {
    const token = await signUp();
    const { application, row } = await quotedLifeApplication(t.app, body(), 1);
    const response = await post(
      '/api/contact/application/life',
      { ...application, plan: { ...application.plan, premiumAmount: 0.01 } },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: LIFE_APPLICATION_RECEIVED_MESSAGE });
    const [stored] = await t.db.select().from(lifeApplications);
    expect(stored).toMatchObject({
      product: 'term-life',
      productValue: 2,
      postalCode: 'M5V 2T6',
      beneficiaryName: null,
      plan: { quoteId: application.plan.quoteId, insurerCode: row.insurerCode, policyName: row.policyName },
    });
    // The browser's premium is never trusted.
    const premiumCents = dollarsToCents(row.premiumAmount);
    expect(stored?.premiumCents).toBe(premiumCents);
    const named = `${row.policyName} by ${INSURERS.find((i) => i.code === row.insurerCode)?.name}, premium ${formatCad(premiumCents)} monthly`;
    const outbox = await listOutbox(t.db);
    const confirmation = outbox.find((m) => m.toAddress === 'jane.applicant@example.com');
    expect(confirmation?.subject).toBe('We received your Term Life insurance application');
    expect(confirmation?.textBody).toContain(`Good to know: ${row.details?.goodToKnow}`);
    expect(confirmation?.textBody).toContain(named);
    const staff = outbox.find((m) => m.toAddress === t.config.staffEmail);
    expect(staff?.subject).toBe('New Term Life application');
    expect(staff?.textBody).toContain('Preferred contact time: Evening');
    expect(staff?.textBody).toContain(named);
    const listed = await newestLifeApplications(t.db, 10);
    expect(listed[0]).toMatchObject({ kind: 'life', product: 2, email: 'jane.applicant@example.com' });
    expect(listed[0]?.plan).toContain(named);
    expect(listed[0]?.plan).toContain('$250,000 coverage');
  });

  it('prices from the rate version the quote cites, whatever was imported since', async () => {
    const token = await signUp();
    const { application, row } = await quotedLifeApplication(t.app, body({ birthDate: bornYearsAgo(41) }));
    // New rates, every premium doubled, become active after the quote.
    const [active] = await activeRateTables(t.db, 'term-life');
    if (active === undefined) throw new Error('no term-life rates');
    await insertRateTable(t.db, {
      ...active,
      version: `${active.version}-doubled`,
      source: 'import',
      rows: active.rows.map((r) => ({ ...r, annualRatesPer1000: r.annualRatesPer1000.map((x) => x * 2) })),
    });
    forgetActiveRates(t.db);
    const requoted = await quotedLifeApplication(t.app, body({ birthDate: bornYearsAgo(41) }));
    const same = requoted.answer.quotes.find((q) => q.policyName === row.policyName);
    expect(same?.premiumAmount).toBeGreaterThan(row.premiumAmount);

    const response = await post(
      '/api/contact/application/life',
      { ...application, email: 'cited.rates@example.com' },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.db
      .select()
      .from(lifeApplications)
      .where(eq(lifeApplications.email, 'cited.rates@example.com'));
    expect(stored?.premiumCents).toBe(dollarsToCents(row.premiumAmount));
  });

  it('refuses an application citing no quote, an unknown one, another plan or other answers', async () => {
    const token = await signUp();
    const { application } = await quotedLifeApplication(t.app);
    const fieldErrorsOf = async (payload: object) => {
      const response = await post('/api/contact/application/life', payload, token);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { fieldErrors: Record<string, string> }).fieldErrors;
    };
    const { quoteId: _none, ...uncited } = application.plan;
    expect(await fieldErrorsOf({ ...application, plan: uncited })).toMatchObject({
      'plan.quoteId': LIFE_PLAN_CITATION_MESSAGE,
    });
    const unknown = { ...application.plan, quoteId: '00000000-0000-4000-8000-000000000000' };
    expect(await fieldErrorsOf({ ...application, plan: unknown })).toEqual({
      plan: LIFE_QUOTE_MATCH_MESSAGES.quoteNotFound,
    });
    expect(
      await fieldErrorsOf({ ...application, plan: { ...application.plan, policyName: 'No Such Plan' } }),
    ).toEqual({ plan: LIFE_QUOTE_MATCH_MESSAGES.planNotQuoted });
    expect(await fieldErrorsOf({ ...application, product: 'whole-life' })).toEqual({
      plan: LIFE_QUOTE_MATCH_MESSAGES.product,
    });
    // Another birth date, a smoker, another province and another term than quoted.
    const quoted = application.quote;
    expect(
      await fieldErrorsOf({
        ...application,
        quote: { ...quoted, birthDate: bornYearsAgo(60), smoke: true, paymentPeriod: 1 },
        plan: { ...application.plan, paymentPeriod: 1 },
        province: 'BC',
      }),
    ).toEqual({
      'quote.birthDate': LIFE_QUOTE_MATCH_MESSAGES.birthDate(quoted.birthDate),
      'quote.smoke': LIFE_QUOTE_MATCH_MESSAGES.smoker(false),
      province: LIFE_QUOTE_MATCH_MESSAGES.province('Ontario'),
      'plan.paymentPeriod': LIFE_QUOTE_MATCH_MESSAGES.term(
        LIFE_PAYMENT_PERIODS['term-life'][quoted.paymentPeriod]?.label ?? '',
      ),
    });
  });

  it('refuses bad fields with their messages', async () => {
    const token = await signUp();
    const { application } = await quotedLifeApplication(t.app);
    const response = await post(
      '/api/contact/application/life',
      { ...application, phone: '12', postalCode: 'D1D 1D1', contactTime: '' },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      phone: 'Please enter a valid phone number',
      postalCode: 'Please enter valid postal code',
      contactTime: 'Please choose when we may call you',
    });
  });
});
