import { describe, expect, it } from 'vitest';
import { findProductByValue } from '../catalogue/products.ts';
import { findRoute } from '../routes/route-table.ts';
import { findLeadFormByRouteId, LEAD_FORMS } from './lead-forms.ts';
import { APPLY_FOR_MESSAGE, LEAD_MESSAGE_REQUIRED, leadRequestSchema } from './lead-schemas.ts';

const form = (routeId: string) => {
  const found = findLeadFormByRouteId(routeId);
  if (!found) throw new Error(`no lead form ${routeId}`);
  return found;
};

const lead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'Zoe@Example.com',
  mobile: '(416) 555 0198',
  ...overrides,
});

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('lead forms catalogue (product-flows sections 2 and 7, N13, N41)', () => {
  it('has the 14 spec routes, each a route of the table, with its product and API name', () => {
    expect(LEAD_FORMS.map((f) => [f.path, f.apiName, f.product])).toEqual([
      ['/disability/quote/basic', 'disability', 6],
      ['/home/quote/basic', 'home-and-tenant', 18],
      ['/auto/quote/basic', 'auto', 19],
      ['/commercial/quote/basic', 'commercial', 20],
      ['/investments/quote/basic', 'investment', 21],
      ['/financial-planning/quote/basic', 'financial', 22],
      ['/estate-planning/quote/basic', 'estate', 23],
      ['/child-education-planning/quote/basic', 'child-education', 24],
      ['/retirement-planning/quote/form', 'retirement', 25],
      ['/tax-planning/quote/basic', 'tax', 26],
      ['/real-estate/quote/basic', 'real-estate', 27],
      ['/mortgage-service/quote/basic', 'mortgage-service', 28],
      ['/banking/quote/basic', 'banking', 29],
      ['/personal-business-accounting/quote/basic', 'personal-and-business-accounting', 30],
    ]);
    for (const f of LEAD_FORMS) {
      expect(findRoute(f.routeId)?.path).toBe(f.path);
      expect(f.okPath).toBe(findProductByValue(f.product)?.landingPath);
      expect(f.phone).toMatch(/^\d{3}-\d{3}-\d{4}$/);
    }
  });

  it('sends home and tenant, and banking, to a partner and then on; the others confirm', () => {
    expect(LEAD_FORMS.filter((f) => f.partner).map((f) => [f.apiName, f.partner?.followUpPath])).toEqual([
      ['home-and-tenant', '/home'],
      ['banking', '/banking'],
    ]);
  });
});

describe('leadRequestSchema (product-flows sections 3 and 5)', () => {
  it('normalises the person fields with the shared rules and keeps the one product', () => {
    const parsed = leadRequestSchema(form('commercial-quote')).parse(lead({ products: [20] }));
    expect(parsed).toEqual({
      firstName: 'Zoë',
      lastName: "O'Brien",
      email: 'zoe@example.com',
      mobile: '416-555-0198',
      products: [20],
    });
    // Nothing the form does not ask is in the body sent: no empty message, no 'applying for'.
    const sent = JSON.parse(
      JSON.stringify(leadRequestSchema(form('commercial-quote')).parse(lead({ products: [20] }))),
    );
    expect(Object.keys(sent as object)).toEqual(['firstName', 'lastName', 'email', 'mobile', 'products']);
  });

  it.each([[[]], [[19]], [[20, 21]], [['20']], [undefined]])(
    'refuses products %j on the commercial form with a clear message',
    (products) => {
      const result = leadRequestSchema(form('commercial-quote')).safeParse(lead({ products }));
      expect(errorsOf(result).products).toBe('This form is for Commercial: products must be [20]');
    },
  );

  it('refuses bad person fields with the N27 messages', () => {
    const result = leadRequestSchema(form('tax-planning-quote')).safeParse(
      lead({ firstName: 'J0hn', lastName: '', email: 'nope', mobile: '123', products: [26] }),
    );
    expect(errorsOf(result)).toEqual({
      firstName: 'First name is not valid',
      lastName: 'Last name is not valid',
      email: 'Please enter a valid email address',
      mobile: 'Please enter a valid phone number',
    });
  });

  it('requires a non-empty message for disability only', () => {
    const disability = leadRequestSchema(form('disability-quote'));
    expect(errorsOf(disability.safeParse(lead({ products: [6] }))).message).toBe(LEAD_MESSAGE_REQUIRED);
    expect(errorsOf(disability.safeParse(lead({ products: [6], message: '   ' }))).message).toBe(
      LEAD_MESSAGE_REQUIRED,
    );
    expect(disability.parse(lead({ products: [6], message: ' Back injury ' })).message).toBe('Back injury');
    // Another form drops a message it does not ask for.
    expect(
      leadRequestSchema(form('banking-quote')).parse(lead({ products: [29], message: 'x' })).message,
    ).toBeUndefined();
  });

  it('takes an optional applyFor on auto, one of the two answers', () => {
    const auto = leadRequestSchema(form('auto-quote'));
    expect(auto.parse(lead({ products: [19] })).applyFor).toBeUndefined();
    expect(auto.parse(lead({ products: [19], applyFor: '' })).applyFor).toBeUndefined();
    expect(auto.parse(lead({ products: [19], applyFor: 'Renewal' })).applyFor).toBe('Renewal');
    expect(auto.parse(lead({ products: [19], applyFor: 'A new policy' })).applyFor).toBe('A new policy');
    expect(errorsOf(auto.safeParse(lead({ products: [19], applyFor: 'renewal' }))).applyFor).toBe(
      APPLY_FOR_MESSAGE,
    );
  });
});
