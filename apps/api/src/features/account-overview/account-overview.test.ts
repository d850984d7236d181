import { describe, expect, it } from 'vitest';
import { accountTestKit } from '../../test/account-test-kit.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { call } from '../admin/admin-test-helpers.ts';

const t = useTestApp({ env: { STAFF_EMAIL: 'office@example.com' } });
const kit = accountTestKit(t);

async function dataOf(path: string, token: string | undefined): Promise<unknown> {
  const response = await call(t.app, 'GET', path, token === undefined ? {} : { token });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return (response.json() as { data: unknown }).data;
}

describe('GET /api/account/overview', () => {
  it("answers what the five sections' own calls answer, in one call", async () => {
    const person = await kit.signUp('Olive', 'Overview', '416-555-0142');
    await kit.fillFor(person);
    const overview = (await dataOf('/api/account/overview', person.token)) as Record<string, unknown[]>;
    expect(overview).toEqual({
      profile: await dataOf('/api/account/profile', person.token),
      applications: await dataOf('/api/account/applications', person.token),
      calls: await dataOf('/api/account/calls', person.token),
      advisor: await dataOf('/api/account/advisor', person.token),
      quotes: await dataOf('/api/account/quotes', person.token),
    });
    // The kit's rows reach it: a life and a travel application and a call.
    expect(overview.applications).toHaveLength(2);
    expect(overview.calls).toHaveLength(1);
    expect(overview.profile).toMatchObject({ email: person.email, firstName: 'Olive' });
  });

  it("shows only the caller's own records", async () => {
    const owner = await kit.signUp('Owen', 'Owner', '416-555-0143');
    await kit.fillFor(owner);
    const other = await kit.signUp('Nora', 'Neighbour', '416-555-0144');
    const overview = (await dataOf('/api/account/overview', other.token)) as Record<string, unknown[]>;
    expect(overview).toMatchObject({ applications: [], calls: [], quotes: [], advisor: { advisor: null } });
  });

  it('answers 401 without a session', async () => {
    const response = await call(t.app, 'GET', '/api/account/overview');
    expect(response.statusCode).toBe(401);
  });
});
