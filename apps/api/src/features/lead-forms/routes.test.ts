import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import { LEAD_FORMS } from '@brokerage/shared/lead/lead-forms';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';

const HOME_PARTNER = 'https://home-partner.example.ca/quote?agent=42';
const BANK_PARTNER = 'https://bank-partner.example.ca/';

const t = useTestApp({
  env: {
    STAFF_EMAIL: 'staff@example.com',
    HOME_TENANT_PARTNER_URL: HOME_PARTNER,
    BANKING_PARTNER_URL: BANK_PARTNER,
  },
});
let tokens: Tokens;
let seq = 0;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
});

const lead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: `lead.${(seq += 1)}@Example.com`,
  mobile: '4165550198',
  ...overrides,
});

interface ErrorBody {
  message: string;
  code: string;
  fieldErrors: Record<string, string>;
}

interface ListedLead {
  email: string;
  products: number[];
  message: string;
  details: { key: string; value: string }[];
}

async function listedLeads(): Promise<ListedLead[]> {
  const response = await call(t.app, 'GET', '/api/contact/services/list/1', { token: tokens.admin });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { list: ListedLead[] } }).data.list;
}

describe('POST /api/contact/<lead form> (product-flows section 7, N13)', () => {
  it.each(LEAD_FORMS.map((f) => [f.apiName, f] as const))(
    '%s stores the lead with its product, thanks the visitor and mails customer and staff',
    async (apiName, form) => {
      const body = lead({
        products: [form.product],
        ...(form.asksMessage ? { message: 'Please call me about long-term cover' } : {}),
        ...(form.asksApplyFor ? { applyFor: 'Renewal' } : {}),
      });
      const email = String(body.email).toLowerCase();
      const response = await call(t.app, 'POST', `/api/contact/${apiName}`, { payload: body });
      expect(response.statusCode).toBe(200);
      const answer = response.json() as { message: string; data: unknown };
      expect(answer.message).toBe(CONTACT_THANK_YOU);
      if (apiName === 'home-and-tenant') expect(answer.data).toBe(HOME_PARTNER);
      else if (apiName === 'banking') expect(answer.data).toBe(BANK_PARTNER);
      else expect(answer.data).toEqual({ recordId: expect.any(String) });

      const stored = (await listedLeads()).find((r) => r.email === email);
      expect(stored?.products).toEqual([form.product]);
      expect(stored?.details).toContainEqual({ key: 'Form', value: form.path });
      const mails = await listOutbox(t.db);
      const customer = mails.find((m) => m.toAddress === email);
      expect(customer?.textBody).toContain(`You asked about: ${form.productName}.`);
      const staff = mails.find((m) => m.toAddress === 'staff@example.com' && m.textBody.includes(email));
      expect(staff?.subject).toBe('New services inquiry');
      expect(staff?.textBody).toContain('Mobile: 416-555-0198');
      expect(staff?.textBody).toContain(`Products: ${form.productName}`);
    },
  );

  it('keeps the disability message and the auto answer for staff', async () => {
    const disability = lead({ products: [6], message: '  Off work since March  ' });
    await call(t.app, 'POST', '/api/contact/disability', { payload: disability });
    const auto = lead({ products: [19], applyFor: 'A new policy' });
    await call(t.app, 'POST', '/api/contact/auto', { payload: auto });
    const noAnswer = lead({ products: [19] });
    expect((await call(t.app, 'POST', '/api/contact/auto', { payload: noAnswer })).statusCode).toBe(200);

    const list = await listedLeads();
    const byEmail = (body: Record<string, unknown>) =>
      list.find((r) => r.email === String(body.email).toLowerCase());
    expect(byEmail(disability)?.message).toBe('Off work since March');
    expect(byEmail(auto)?.details).toContainEqual({ key: 'Applying for', value: 'A new policy' });
    expect(byEmail(noAnswer)?.details.some((d) => d.key === 'Applying for')).toBe(false);
    const staff = (await listOutbox(t.db)).find(
      (m) => m.toAddress === 'staff@example.com' && m.textBody.includes(String(auto.email).toLowerCase()),
    );
    expect(staff?.textBody).toContain('Applying for: A new policy');
  });

  it.each([
    [
      'another product',
      'commercial',
      { products: [19] },
      'products',
      'This form is for Commercial: products must be [20]',
    ],
    [
      'two products',
      'tax',
      { products: [26, 27] },
      'products',
      'This form is for Tax Planning: products must be [26]',
    ],
    ['no products', 'banking', {}, 'products', 'This form is for Banking: products must be [29]'],
    [
      'a bad phone',
      'estate',
      { products: [23], mobile: '123-456' },
      'mobile',
      'Please enter a valid phone number',
    ],
    [
      'a bad first name',
      'financial',
      { products: [22], firstName: 'J0hn' },
      'firstName',
      'First name is not valid',
    ],
    [
      'a bad e-mail',
      'real-estate',
      { products: [27], email: 'nope@' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a disability lead without a message',
      'disability',
      { products: [6] },
      'message',
      'Please enter a message',
    ],
    [
      'a blank disability message',
      'disability',
      { products: [6], message: '  ' },
      'message',
      'Please enter a message',
    ],
    [
      'a bad applyFor',
      'auto',
      { products: [19], applyFor: 'Maybe' },
      'applyFor',
      "Applying for must be 'A new policy' or 'Renewal'",
    ],
  ])('refuses %s with 400 and a clear message', async (_case, apiName, overrides, field, message) => {
    const body = lead(overrides);
    const response = await call(t.app, 'POST', `/api/contact/${apiName}`, { payload: body });
    expect(response.statusCode).toBe(400);
    const answer = response.json() as ErrorBody;
    expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(answer.fieldErrors[field]).toBe(message);
    // Nothing stored, nothing mailed.
    expect((await listOutbox(t.db)).some((m) => m.toAddress === String(body.email).toLowerCase())).toBe(
      false,
    );
  });

  it('rate-limits one visitor like the contact dialog: 20 accepted in 15 minutes, refused ones not counted', async () => {
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/retirement',
        remoteAddress: '203.0.113.77',
        payload,
      });
    // A visitor correcting mistakes (or an office behind one address) is not locked out.
    for (let i = 0; i < 25; i += 1) expect((await send({})).statusCode).toBe(400);
    for (let i = 0; i < 20; i += 1) expect((await send(lead({ products: [25] }))).statusCode).toBe(200);
    const limited = await send(lead({ products: [25] }));
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as ErrorBody).code).toBe('RATE_LIMITED');
  });

  it('answers 404 for a lead form the spec does not have, and documents the 14 in OpenAPI', async () => {
    const unknown = await call(t.app, 'POST', '/api/contact/investments', {
      payload: lead({ products: [21] }),
    });
    expect(unknown.statusCode).toBe(404);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (docs.json() as { paths: Record<string, { post?: { tags?: string[] } }> }).paths;
    for (const form of LEAD_FORMS)
      expect(paths[`/api/contact/${form.apiName}`]?.post?.tags).toEqual(['lead forms']);
  });
});
