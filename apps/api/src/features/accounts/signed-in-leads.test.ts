// Requests and travel applications sent while signed in belong to the account: they
// show on My requests, My applications and in the export even before the e-mail is confirmed;
// a guest's with the same address only once it is; a forged or expired token reads as a guest;
// nobody else sees them; deleting the account erases them.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountApplication, AccountRequest } from '@brokerage/shared/accounts/my-applications-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { users } from '../../db/schema/accounts.ts';
import { contactRequests, serviceInquiries } from '../../db/schema/contact.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { quotedVisitorsApplication } from '../travel-quote/travel-test-payloads.ts';
import {
  STRONG_PASSWORD,
  get,
  lastMailedLink,
  post,
  signUpBody,
  uniqueEmail,
} from './accounts-test-helpers.ts';

const t = useTestApp();

interface Customer {
  id: string;
  email: string;
  token: string;
}

/** A signed-up, signed-in customer whose e-mail is not confirmed yet. */
async function unconfirmedCustomer(): Promise<Customer> {
  const email = uniqueEmail('owner');
  expect((await post(t.app, '/api/users/signup', signUpBody(email))).statusCode).toBe(200);
  const login = await post(t.app, '/api/users/login', { email, password: STRONG_PASSWORD });
  const token = (login.json() as { data: { token: string } }).data.token;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user?.id ?? '', email, token };
}

async function confirmEmail(c: Customer): Promise<void> {
  const link = await lastMailedLink(t.db, c.email, '/verify-email/');
  expect(
    (await post(t.app, '/api/users/verify-email', { email: c.email, token: link.token })).statusCode,
  ).toBe(200);
}

const contactBody = (email: string) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email,
  mobile: '4165550198',
  products: [2],
  message: 'Please call me',
});

const leadBody = (email: string) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email,
  mobile: '4165550198',
  products: [20],
});

const travelBody = async (email: string) => ({
  ...(await quotedVisitorsApplication(t.app, todayInZone(new Date()))).application,
  email,
});

/** Sends a contact request, a commercial lead and a visitors application, with `token` if given. */
async function sendAll(email: string, token?: string): Promise<void> {
  for (const [url, body] of [
    ['/api/contact', contactBody(email)],
    ['/api/contact/commercial', leadBody(email)],
    ['/api/contact/application/visitors', await travelBody(email)],
  ] as const) {
    const response = await post(t.app, url, body, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  }
}

async function listOf<T>(url: string, c: Customer): Promise<T[]> {
  const response = await get(t.app, url, c.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: T[] }).data;
}

const requestKinds = async (c: Customer) =>
  (await listOf<AccountRequest>('/api/account/requests', c)).map((row) => row.kind).sort();
const applicationKinds = async (c: Customer) =>
  (await listOf<AccountApplication>('/api/account/applications', c)).map((row) => row.kind);

async function exported(c: Customer): Promise<Record<string, unknown[]>> {
  const response = await get(t.app, '/api/account/data', c.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Record<string, unknown[]> }).data;
}

/** The ids and owners of the rows stored with `email` (lower-cased by the schemas). */
async function storedWith(email: string) {
  const address = email.toLowerCase();
  return {
    contacts: await t.db
      .select({ id: contactRequests.id, userId: contactRequests.userId })
      .from(contactRequests)
      .where(eq(contactRequests.email, address)),
    services: await t.db
      .select({ id: serviceInquiries.id, userId: serviceInquiries.userId })
      .from(serviceInquiries)
      .where(eq(serviceInquiries.email, address)),
    travel: await t.db
      .select({ id: travelApplications.id, userId: travelApplications.userId })
      .from(travelApplications)
      .where(eq(travelApplications.email, address)),
  };
}

describe('requests and applications sent while signed in', () => {
  it('belong to the account before its e-mail is confirmed, in the lists and the export', async () => {
    const a = await unconfirmedCustomer();
    // The address typed in the form need not be the account's: signed in is what counts.
    const typed = uniqueEmail('typed');
    await sendAll(typed, a.token);

    expect(await requestKinds(a)).toEqual(['contact', 'service']);
    expect(await applicationKinds(a)).toEqual(['travel']);
    const data = await exported(a);
    for (const key of ['contactRequests', 'serviceInquiries', 'travelApplications'])
      expect(data[key], key).toEqual([expect.objectContaining({ email: typed.toLowerCase(), userId: a.id })]);

    // The spec's answers are unchanged, and a signed-in contact request says so to staff.
    const [contact] = await t.db
      .select({ info: contactRequests.additionalInfo })
      .from(contactRequests)
      .where(eq(contactRequests.userId, a.id));
    expect(contact?.info).toContainEqual({ key: 'Signed in', value: 'Yes' });
  });

  it("a guest's with the account's e-mail show only once the account confirms it", async () => {
    const a = await unconfirmedCustomer();
    await sendAll(a.email);
    expect(await requestKinds(a)).toEqual([]);
    expect(await applicationKinds(a)).toEqual([]);
    const before = await exported(a);
    expect([before.contactRequests, before.serviceInquiries, before.travelApplications]).toEqual([
      [],
      [],
      [],
    ]);

    await confirmEmail(a);
    expect(await requestKinds(a)).toEqual(['contact', 'service']);
    expect(await applicationKinds(a)).toEqual(['travel']);
    // Confirming finds them by e-mail: they stay guest rows.
    const stored = await storedWith(a.email);
    expect([...stored.contacts, ...stored.services, ...stored.travel].map((row) => row.userId)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('a forged or expired token is a guest: the request is kept, without an owner', async () => {
    const a = await unconfirmedCustomer();
    const forged = `${a.token.slice(0, -4)}AAAA`;
    const expired = await signAccessToken(
      { id: a.id, email: a.email, isAdmin: false, role: 'customer' },
      t.config.jwtSecret,
      Math.floor(Date.now() / 1000) - 3600,
    );
    for (const token of [forged, expired, 'not-a-jwt']) {
      const email = uniqueEmail('guest');
      await sendAll(email, token);
      const stored = await storedWith(email);
      expect([...stored.contacts, ...stored.services, ...stored.travel].map((row) => row.userId)).toEqual([
        null,
        null,
        null,
      ]);
      const [contact] = await t.db
        .select({ info: contactRequests.additionalInfo })
        .from(contactRequests)
        .where(eq(contactRequests.email, email));
      expect(contact?.info).toContainEqual({ key: 'Signed in', value: 'No' });
    }
    expect(await requestKinds(a)).toEqual([]);
    expect(await applicationKinds(a)).toEqual([]);
  });

  it('another account never sees, exports or withdraws them', async () => {
    const a = await unconfirmedCustomer();
    const b = await unconfirmedCustomer();
    await confirmEmail(b);
    await sendAll(uniqueEmail('other'), a.token);

    expect(await requestKinds(b)).toEqual([]);
    expect(await applicationKinds(b)).toEqual([]);
    const data = await exported(b);
    expect([data.contactRequests, data.serviceInquiries, data.travelApplications]).toEqual([[], [], []]);
    // B may not withdraw A's application either.
    const [application] = await listOf<AccountApplication>('/api/account/applications', a);
    const withdraw = await post(
      t.app,
      `/api/account/applications/travel/${application?.id ?? ''}/withdraw`,
      undefined,
      b.token,
    );
    expect(withdraw.statusCode).toBe(404);
    expect((await applicationKinds(a)).length).toBe(1);
  });

  it('deleting the account erases them', async () => {
    const a = await unconfirmedCustomer();
    const typed = uniqueEmail('erased');
    await sendAll(typed, a.token);
    const stored = await storedWith(typed);
    expect([stored.contacts.length, stored.services.length, stored.travel.length]).toEqual([1, 1, 1]);

    const deleted = await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, a.token);
    expect(deleted.statusCode).toBe(200);
    expect(await storedWith(typed)).toEqual({ contacts: [], services: [], travel: [] });
  });
});
