// Helpers of the admin-area API tests (not used by the app): an admin and a plain user with their
// access tokens, and requests that carry them.

import { beforeAll } from 'vitest';
import type { App } from '../../app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { ensureAdmin } from '../accounts/ensure-admin.ts';
import { nextIp, post, signUpUser, uniqueEmail, STRONG_PASSWORD } from '../accounts/accounts-test-helpers.ts';

export interface Tokens {
  admin: string;
  user: string;
}

export async function adminAndUserTokens(app: App, db: Db): Promise<Tokens> {
  const adminEmail = uniqueEmail('admin');
  await ensureAdmin(db, { email: adminEmail, password: STRONG_PASSWORD });
  const login = await post(app, '/api/users/login', { email: adminEmail, password: STRONG_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  const admin = (login.json() as { data: { token: string } }).data.token;
  const user = (await signUpUser(app)).token;
  return { admin, user };
}

/** The test file's admin and user tokens, taken once its app is built (after useTestApp's hook). */
export function useAdminAndUserTokens(t: TestApp): Tokens {
  const tokens = {} as Tokens;
  beforeAll(async () => {
    Object.assign(tokens, await adminAndUserTokens(t.app, t.db));
  });
  return tokens;
}

export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string | undefined; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    ...(options.token === undefined ? {} : { headers: { authorization: `Bearer ${options.token}` } }),
  });
}

/** The actions on the audit log's first page (newest first), as an admin reads them. */
export async function auditActions(app: App, adminToken: string): Promise<string[]> {
  const response = await call(app, 'GET', '/api/admin/audit-log/1', { token: adminToken });
  return (response.json() as { data: { list: { action: string }[] } }).data.list.map((entry) => entry.action);
}
