// The lead as staff read it: sections in order, money and dates in the site's formats, product
// and option names, nothing raw; the person's quotes among their other requests; and the admin
// panel's lead counts equal to the inbox views they link to.

import { beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { InboxDetail, InboxPage } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { useTestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../accounts/accounts-test-helpers.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { quotedVisitorsApplication } from '../travel-quote/travel-test-payloads.ts';
import { staffTokens } from './staff-test-helpers.ts';
import type { StaffTokens } from './staff-test-helpers.ts';

const t = useTestApp();
let tokens: StaffTokens;
let customer: { token: string; email: string };

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
  customer = await signUpUser(t.app);
  // The customer quotes term life while signed in, then asks to be called.
  const quote = await call(t.app, 'POST', '/api/quotations/term-life', {
    token: customer.token,
    payload: lifeQuoteBody({ coverage: 100_000 }),
  });
  if (quote.statusCode !== 200) throw new Error(quote.body);
  const contact = await call(t.app, 'POST', '/api/contact', {
    token: customer.token,
    payload: {
      firstName: 'Mia',
      lastName: 'Stone',
      email: customer.email,
      mobile: '416-555-0177',
      products: [2, 3],
      message: 'Please call after 5',
    },
  });
  if (contact.statusCode !== 200) throw new Error(contact.body);
  const travel = await call(t.app, 'POST', '/api/contact/application/visitors', {
    payload: (await quotedVisitorsApplication(t.app, todayInZone(new Date()))).application,
  });
  if (travel.statusCode !== 200) throw new Error(travel.body);
});

async function inbox(query: string): Promise<InboxPage> {
  const response = await call(t.app, 'GET', `/api/admin/inbox${query}`, { token: tokens.advisor });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InboxPage }).data;
}

async function detailOf(kind: string): Promise<InboxDetail> {
  const row = (await inbox(`?type=${kind}`)).rows[0];
  if (row === undefined) throw new Error(`no ${kind} lead`);
  const response = await call(t.app, 'GET', `/api/admin/inbox/${row.id}`, { token: tokens.advisor });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: InboxDetail }).data;
}

const fieldsOf = (detail: InboxDetail, id: string) =>
  Object.fromEntries(
    (detail.sections.find((section) => section.id === id)?.fields ?? []).map((f) => [f.label, f.value]),
  );

/** No column names, cents, ISO dates or option codes reach staff. */
function expectNothingRaw(detail: InboxDetail) {
  for (const field of detail.sections.flatMap((section) => section.fields)) {
    expect(field.label).not.toMatch(/_|cents|\bid\b/i);
    expect(field.value).not.toMatch(/^\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}|^\d{5,}$|^(yes|no|single|male|female)$/);
  }
}

describe('GET /api/admin/inbox/:id in sections', () => {
  it('shows a travel application as person, application, plan and premium, in the site formats', async () => {
    const detail = await detailOf('travel-application');
    expect(detail.sections.map((section) => section.title)).toEqual([
      'Person',
      'Quote or application',
      'Plan and premium',
    ]);
    // The plan the application cites, its premium priced again, and its rate version (ADR 0088).
    expect(fieldsOf(detail, 'plan')).toMatchObject({
      Plan: expect.stringMatching(/ by /),
      Premium: expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
      Coverage: '$100,000',
      Deductible: '$1,000',
    });
    const application = fieldsOf(detail, 'application');
    expect(application).toMatchObject({ Product: 'Visitors to Canada', 'Home country': 'India' });
    expect(application['Policy starts']).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/);
    expect(fieldsOf(detail, 'person')).toMatchObject({
      Name: 'Raj Patel',
      Gender: expect.stringMatching(/^(Male|Female)$/),
    });
    expectNothingRaw(detail);
  });

  it("shows a contact request with product names, and the person's quotes among their other requests", async () => {
    const detail = await detailOf('contact');
    expect(detail.sections.map((section) => section.id)).toEqual(['person', 'request']);
    expect(fieldsOf(detail, 'person')).toEqual({
      Name: 'Mia Stone',
      'E-mail': customer.email,
      Phone: '416-555-0177',
    });
    expect(fieldsOf(detail, 'request')).toMatchObject({
      Products: 'Term Life, Critical Illness',
      Message: 'Please call after 5',
    });
    expectNothingRaw(detail);
    expect(detail.quotes).toHaveLength(1);
    expect(detail.quotes[0]).toMatchObject({ kind: 'life', productName: 'Term Life' });
    // The quote in words, in the site's date format (N5), not the request's keys.
    expect(detail.quotes[0]?.summary).toMatch(
      /^\$100,000, [^,]+, (male|female), born \d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}, [A-Z][a-z ]+ · best premium \$[\d,]+\.\d{2}$/,
    );
  });
});

describe('admin panel counts', () => {
  it('equal the inbox views their cards open', async () => {
    const response = await call(t.app, 'GET', '/api/admin/panel', { token: tokens.admin });
    const counts = (response.json() as { data: Record<string, number> }).data;
    expect(counts.inbox).toBe((await inbox('')).total);
    expect(counts.newContacts).toBe((await inbox('?type=contact&status=Pending')).total);
    expect(counts.serviceInquiries).toBe((await inbox('?type=service')).total);
    expect(counts.applications).toBe(
      (await inbox('?type=life-application')).total + (await inbox('?type=travel-application')).total,
    );
    expect(counts).toMatchObject({ inbox: 2, newContacts: 1, applications: 1 });
  });
});
