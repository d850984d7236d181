// My advisor (GET /api/account/advisor): the staff member on the customer's newest assigned lead
// or application, by name only; nobody while none is assigned, while the assignee is no longer
// staff, or when the assigned lead is another account's.

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountAdvisor } from '@brokerage/shared/accounts/my-applications-schemas';
import { users } from '../../db/schema/accounts.ts';
import { contactRequests } from '../../db/schema/contact.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { get, post, signedInAdmin, signUpUser, uniqueEmail } from './accounts-test-helpers.ts';

const t = useTestApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = await signedInAdmin(t.app, t.db);
});

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** A customer account: its id (for the fixture rows), e-mail and token. */
async function customer() {
  const session = await signUpUser(t.app, uniqueEmail('customer'));
  return { id: await idOf(session.email), email: session.email, token: session.token };
}

/** An advisor's account (the role set as an accepted invite sets it). */
async function advisor(firstName: string, lastName: string): Promise<{ id: string; email: string }> {
  const session = await signUpUser(t.app, uniqueEmail('advisor'), { firstName, lastName });
  const id = await idOf(session.email);
  await t.db.update(users).set({ role: 'advisor' }).where(eq(users.id, id));
  return { id, email: session.email };
}

async function assign(sourceId: string, assignee: string) {
  const [item] = await t.db
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(eq(inboxItems.sourceId, sourceId));
  const response = await post(t.app, '/api/admin/inbox/assign', { ids: [item?.id], assignee }, adminToken);
  expect(response.statusCode, response.body).toBe(200);
}

async function lifeApplicationOf(userId: string, email: string, createdAt: Date): Promise<string> {
  const [row] = await t.db
    .insert(lifeApplications)
    .values({
      userId,
      product: 'term-life',
      productValue: 2,
      quote: {},
      plan: {},
      coverageCents: 50_000_000,
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      phone: '416-555-0198',
      address: '1 King St W',
      province: 'ON',
      postalCode: 'M5H 1A1',
      contactTime: 'Morning',
      createdAt,
    })
    .returning({ id: lifeApplications.id });
  return row?.id ?? '';
}

async function contactRequestOf(userId: string, email: string, createdAt: Date): Promise<string> {
  const [row] = await t.db
    .insert(contactRequests)
    .values({
      userId,
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      mobile: '416-555-0198',
      products: [2],
      createdAt,
    })
    .returning({ id: contactRequests.id });
  return row?.id ?? '';
}

async function advisorOf(token: string): Promise<{ body: string; advisor: AccountAdvisor['advisor'] }> {
  const response = await get(t.app, '/api/account/advisor', token);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, advisor: (response.json() as { data: AccountAdvisor }).data.advisor };
}

describe('my advisor', () => {
  it('asks for a signed-in user', async () => {
    expect((await get(t.app, '/api/account/advisor')).statusCode).toBe(401);
  });

  it('is nobody until a lead of the customer is assigned', async () => {
    const c = await customer();
    await expect(advisorOf(c.token)).resolves.toMatchObject({ advisor: null });
    await lifeApplicationOf(c.id, c.email, new Date('2026-03-02T15:00:00Z'));
    await expect(advisorOf(c.token)).resolves.toMatchObject({ advisor: null });
  });

  it("names the staff member on the newest assigned lead, by name only, and nobody else's", async () => {
    const c = await customer();
    const priya = await advisor('Priya', 'Sharma');
    const application = await lifeApplicationOf(c.id, c.email, new Date('2026-03-02T15:00:00Z'));
    const request = await contactRequestOf(c.id, c.email, new Date('2026-03-05T15:00:00Z'));
    await assign(application, 'me');
    await expect(advisorOf(c.token)).resolves.toMatchObject({ advisor: { name: 'Site Admin' } });

    // The newer contact request assigned to an advisor: that advisor, without their e-mail.
    await assign(request, priya.id);
    const named = await advisorOf(c.token);
    expect(named.advisor).toEqual({ name: 'Priya Sharma' });
    expect(named.body).not.toContain(priya.email);

    // A still newer lead nobody is assigned to changes nothing.
    await contactRequestOf(c.id, c.email, new Date('2026-03-09T15:00:00Z'));
    await expect(advisorOf(c.token)).resolves.toMatchObject({ advisor: { name: 'Priya Sharma' } });

    // Another customer does not see this customer's advisor.
    const other = await customer();
    await expect(advisorOf(other.token)).resolves.toMatchObject({ advisor: null });

    // Priya no longer staff: the newest lead assigned to a staff member decides.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, priya.id));
    await expect(advisorOf(c.token)).resolves.toMatchObject({ advisor: { name: 'Site Admin' } });
  });
});
