// The person-level helpers of the account API tests (my-account.test.ts, personal-data.test.ts),
// bound to the test file's app: a confirmed person, rows about them in every table that holds a
// person's data, and where a value is still found in the database.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, appointments, contactRequests, serviceInquiries } from '../db/schema/contact.ts';
import { consents } from '../db/schema/consent.ts';
import { emailedQuoteRequests, lifeApplications, lifeQuoteRequests } from '../db/schema/life.ts';
import { travelApplications } from '../db/schema/travel.ts';
import type { App } from '../app.ts';
import type { TestApp } from './build-test-app.ts';
import {
  lastMailedLink,
  nextIp,
  post,
  signIn,
  signUpBody,
  travelApplicationValues,
  uniqueEmail,
} from '../features/accounts/accounts-test-helpers.ts';

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  token: string;
  refreshToken: string;
}

/** A PUT or DELETE as the token's holder, from a client address of its own. */
export function call(app: App, method: 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function accountTestKit(t: TestApp) {
  let slots = 0;
  /** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
  async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async function signUp(
    firstName: string,
    lastName: string,
    mobile: string,
    confirm = true,
  ): Promise<Person> {
    const email = uniqueEmail('person');
    const response = await post(
      t.app,
      '/api/users/signup',
      signUpBody(email, { firstName, lastName, mobile }),
    );
    expect(response.statusCode).toBe(200);
    const { token, refreshToken } = await signIn(t.app, email);
    if (confirm) {
      const link = await lastMailedLink(t.db, email, '/verify-email/');
      expect((await post(t.app, '/api/users/verify-email', { email, token: link.token })).statusCode).toBe(
        200,
      );
    }
    const [row] = await rowsOf<{ id: string }>(sql`select id from users where email = ${email}`);
    return { id: row?.id ?? '', email, firstName, lastName, mobile, token, refreshToken };
  }

  /** Rows about the person in every table that holds leads, consent, quotes or audit entries. */
  async function fillFor(p: Person): Promise<{ lifeQuoteId: string }> {
    slots += 1;
    const slot = slots;
    const person = { firstName: p.firstName, lastName: p.lastName, email: p.email, mobile: p.mobile };
    const [contact] = await t.db
      .insert(contactRequests)
      .values({ ...person, products: [1], message: `Call ${p.firstName}` })
      .returning({ id: contactRequests.id });
    await t.db.insert(appointments).values({
      ...person,
      slotStart: new Date(Date.UTC(2027, 0, 5, 15 + slot, 0)),
      slotEnd: new Date(Date.UTC(2027, 0, 5, 15 + slot, 30)),
      seat: 1,
      products: [3],
    });
    await t.db.insert(serviceInquiries).values({ ...person, product: 20, details: [] });
    await t.db.insert(travelApplications).values(
      travelApplicationValues({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.mobile,
      }),
    );
    await t.db.insert(lifeApplications).values({
      userId: p.id,
      product: 'term-life',
      productValue: 2,
      quote: {},
      plan: {},
      coverageCents: 50_000_000,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.mobile,
      address: '1 King St W',
      province: 'ON',
      postalCode: 'M5H 1A1',
      contactTime: 'Morning',
    });
    await t.db.insert(consents).values([
      {
        topic: 'newsletter',
        email: p.email,
        sourceForm: 'footer',
        wordingVersion: 'v1',
        ipAddress: '203.0.113.1',
      },
      {
        topic: 'province-availability',
        email: p.email,
        sourceForm: 'province-availability',
        wordingVersion: 'v1',
        ipAddress: '203.0.113.1',
      },
    ]);
    await t.db.insert(auditLog).values({
      actorId: null,
      action: 'contact.status-changed',
      target: contact?.id ?? null,
      details: { about: p.email },
    });
    const lifeQuoteId = randomUUID();
    await t.db.insert(lifeQuoteRequests).values({
      id: lifeQuoteId,
      product: 'term-life',
      request: { age: 40, coverage: 500000 },
      result: {
        quotes: [
          ['T10', 2150],
          ['T20', 1990],
        ],
      },
      rateVersions: ['v1'],
    });
    await t.db.insert(emailedQuoteRequests).values({
      product: 'term-life',
      productValue: 2,
      email: p.email,
      quoteRequestId: lifeQuoteId,
      coverageCents: 50_000_000,
    });
    return { lifeQuoteId };
  }

  /** Table and column of every text-like value in the database containing `needle`. */
  async function whereFound(needle: string): Promise<string[]> {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  return { rowsOf, signUp, fillFor, whereFound };
}
