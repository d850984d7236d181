// Helpers shared by the accounts API tests (not used by the app).

import { decodeJwt } from 'jose';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { ensureAdmin } from './ensure-admin.ts';

let counter = 0;

/** A different client address per call, so per-IP limits never interfere with functional tests. */
export function nextIp(): string {
  counter += 1;
  return `10.1.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export const STRONG_PASSWORD = 'Secret#123';

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    email,
    mobile: '416-555-0198',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

export async function post(app: App, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: nextIp(),
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
  });
}

export async function get(app: App, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
  });
}

export interface Session {
  token: string;
  refreshToken: string;
}

/** Signs up, then signs in (sign-up gives no session, ADR 0092). */
export async function signUpUser(
  app: App,
  email = uniqueEmail(),
  overrides: Record<string, unknown> = {},
): Promise<Session & { email: string }> {
  const response = await post(app, '/api/users/signup', signUpBody(email, overrides));
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const password = typeof overrides.password === 'string' ? overrides.password : STRONG_PASSWORD;
  return { ...(await signIn(app, email, password)), email };
}

/** A new admin account (the ADMIN_EMAIL path) signed in: its access token. */
export async function signedInAdmin(app: App, db: Db): Promise<string> {
  const email = uniqueEmail('admin');
  await ensureAdmin(db, { email, password: STRONG_PASSWORD });
  return (await signIn(app, email)).token;
}

export async function signIn(app: App, email: string, password = STRONG_PASSWORD): Promise<Session> {
  const login = await post(app, '/api/users/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return (login.json() as { data: Session }).data;
}

/** The last link to `path` mailed to `email`, with its token and e-mail parameters. */
export async function lastMailedLink(
  db: Db,
  email: string,
  path: '/verify-email/' | '/reset-password/' | '/accept-invite/' | '/account/not-me/',
) {
  const rows = (await listOutbox(db)).filter((row) => row.toAddress === email && row.textBody.includes(path));
  const row = rows.at(-1);
  const match = row === undefined ? null : /https?:\/\/\S+/.exec(row.textBody);
  if (!row || !match) throw new Error(`no ${path} mail to ${email}`);
  const url = new URL(match[0]);
  return { url, email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '', row };
}

export function claimsOf(token: string) {
  return decodeJwt(token);
}

/** A stored visitors-to-Canada application's columns for `person` (fixture rows of the account tests). */
export function travelApplicationValues(person: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}) {
  return {
    form: 'visitors' as const,
    productValue: 8,
    insured: 'single' as const,
    ...person,
    gender: 'female' as const,
    dateOfBirth: '1960-05-04',
    preExistingCondition: 'no' as const,
    canadianAddress: '1 King St W',
    province: 'ON',
    postalCode: 'M5H 1A1',
    canadianNumber: person.phone,
    finalContactName: `${person.firstName} ${person.lastName}`,
    contactTime: 'Morning',
    departureDate: '2027-06-30',
    policyEffectiveDate: '2027-01-10',
  };
}
