import { beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import { users } from '../../db/schema/accounts.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from './admin-test-helpers.ts';
import type { Tokens } from './admin-test-helpers.ts';
import { quotedVisitorsApplication } from '../travel-quote/travel-test-payloads.ts';

const t = useTestApp();
let tokens: Tokens;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
});

const today = todayInZone(new Date());
/** Applicant n, on an application citing a quote (ADR 0088). */
const visitors = (n: number, application: object) => ({
  ...application,
  gender: 'female',
  firstName: 'Meera',
  lastName: `Shah${String.fromCharCode(97 + n)}`,
  email: `meera${n}@example.com`,
  finalContactName: 'Ravi Shah',
  signature: `Meera Shah${String.fromCharCode(97 + n)}`,
});

async function addLifeApplication() {
  const user = await t.db.select({ id: users.id }).from(users).limit(1);
  await t.db.insert(lifeApplications).values({
    userId: user[0]?.id ?? '',
    product: 'term-life',
    productValue: 2,
    quote: { birthDate: '1985-02-03', gender: 'male', smoke: false, premiumPaymentDuration: 'monthly' },
    plan: { insurerCode: 'MFC', policyName: 'Term 20', paymentPeriod: 1, coverage: 500_000 },
    coverageCents: 50_000_000,
    premiumCents: 4_210,
    firstName: 'Jane',
    lastName: 'Applicant',
    email: 'jane.applicant@example.com',
    phone: '416-555-0111',
    address: '10 King St E, Toronto',
    province: 'ON',
    postalCode: 'M5C 1C3',
    beneficiaryName: 'John Applicant',
    contactTime: 'evening',
  });
}

const list = async (page: number, token = tokens.admin) =>
  call(t.app, 'GET', `/api/admin/applications/list/${page}`, { token });

describe('GET /api/admin/applications/list/<page>', () => {
  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/applications/list/1')).statusCode).toBe(401);
    expect((await list(1, tokens.user)).statusCode).toBe(403);
  });

  it('lists life and travel applications newest first, ten a page, with the answers staff need', async () => {
    const empty = await list(1);
    expect(empty.json()).toEqual({ data: { list: [], totalPages: 1 } });

    await addLifeApplication();
    const { application, row } = await quotedVisitorsApplication(t.app, today);
    for (let n = 0; n < 10; n += 1) {
      const payload = visitors(n, application);
      const sent = await call(t.app, 'POST', '/api/contact/application/visitors', { payload });
      expect(sent.statusCode).toBe(200);
    }

    const first = (await list(1)).json() as { data: { list: ApplicationRecord[]; totalPages: number } };
    expect(first.data.totalPages).toBe(2);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]).toMatchObject({
      kind: 'travel',
      product: 8,
      fullName: 'Meera Shahj',
      email: 'meera9@example.com',
    });
    expect(first.data.list[0]?.plan).toContain(`${row.policyName} by ${row.company}`);
    expect(first.data.list[0]?.details).toEqual(
      expect.arrayContaining([
        { key: 'Home country', value: 'India' },
        { key: 'Province', value: 'Ontario' },
        { key: 'Arrival date', value: application.arrivalDate },
      ]),
    );

    const second = (await list(2)).json() as { data: { list: ApplicationRecord[] } };
    expect(second.data.list).toHaveLength(1);
    const life = second.data.list[0];
    expect(life).toMatchObject({
      kind: 'life',
      product: 2,
      fullName: 'Jane Applicant',
      phone: '416-555-0111',
    });
    expect(life?.plan).toBe(`Term 20 by MFC, premium $42.10 monthly, $500,000 coverage`);
    expect(life?.details).toEqual(
      expect.arrayContaining([
        { key: 'Address', value: '10 King St E, Toronto, Ontario M5C 1C3' },
        { key: 'Beneficiary', value: 'John Applicant' },
        { key: 'Preferred contact time', value: 'Evening (5 PM to 8 PM)' },
      ]),
    );

    const panel = (await call(t.app, 'GET', '/api/admin/panel', { token: tokens.admin })).json() as {
      data: { applications: number };
    };
    expect(panel.data.applications).toBe(11);
  });

  it('refuses a page that is not a whole number', async () => {
    const response = await list(0);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Page must be a whole number from 1' });
  });
});
