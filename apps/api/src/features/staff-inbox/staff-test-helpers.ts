// Helpers of the staff-inbox API tests (not used by the app): an admin, an advisor invited and
// set up through the real invite link, and a plain user, with their access tokens.

import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import {
  demoLeadSplit,
  insertDemoCustomers,
  insertDemoLeads,
  insertDemoStaff,
  workDemoInbox,
} from '../../db/demo-leads.ts';
import { ensureAdmin } from '../accounts/ensure-admin.ts';
import {
  STRONG_PASSWORD,
  claimsOf,
  lastMailedLink,
  post,
  signUpUser,
  uniqueEmail,
} from '../accounts/accounts-test-helpers.ts';

export interface StaffTokens {
  admin: string;
  adminId: string;
  advisor: string;
  advisorId: string;
  user: string;
}

async function logIn(app: App, email: string): Promise<string> {
  const login = await post(app, '/api/users/login', { email, password: STRONG_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return (login.json() as { data: { token: string } }).data.token;
}

/** An advisor invited by `adminToken` who set a password through the mailed link. */
export async function inviteAdvisor(
  app: App,
  db: Db,
  adminToken: string,
  firstName = 'Avery',
): Promise<string> {
  const email = uniqueEmail('advisor');
  const invite = await post(
    app,
    '/api/admin/staff/invite',
    { email, firstName, lastName: 'Advisor', role: 'advisor' },
    adminToken,
  );
  if (invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`);
  const link = await lastMailedLink(db, email, '/accept-invite/');
  const reset = await post(app, '/api/users/accept-invite', {
    email: link.email,
    token: link.token,
    password: STRONG_PASSWORD,
  });
  if (reset.statusCode !== 200) throw new Error(`set password failed: ${reset.body}`);
  return logIn(app, email);
}

export async function staffTokens(app: App, db: Db): Promise<StaffTokens> {
  const adminEmail = uniqueEmail('admin');
  await ensureAdmin(db, { email: adminEmail, password: STRONG_PASSWORD });
  const admin = await logIn(app, adminEmail);
  const advisor = await inviteAdvisor(app, db, admin);
  const user = (await signUpUser(app)).token;
  return {
    admin,
    adminId: String(claimsOf(admin).sub),
    advisor,
    advisorId: String(claimsOf(advisor).sub),
    user,
  };
}

/** `total` varied demo leads of every kind, worked by demo staff, with fresh statistics. */
export async function seedDemoInbox(db: Db, total: number): Promise<void> {
  const run = 'test';
  const staff = await insertDemoStaff(db, 'not-a-password-hash', run);
  const customers = await insertDemoCustomers(db, 'not-a-password-hash', run);
  for (const [kind, count] of Object.entries(demoLeadSplit(total))) {
    await insertDemoLeads(db, kind as keyof ReturnType<typeof demoLeadSplit>, {
      from: 1,
      to: count,
      run,
      customers,
    });
  }
  await workDemoInbox(db, staff);
}
