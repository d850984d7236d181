// Admin bootstrap (N18): creates the admin, or promotes an existing account. Used at start
// (ADMIN_EMAIL, ADMIN_PASSWORD) and by `npm run admin`. There is no built-in default password.

import { PROFILE_PIC_COLORS } from '@brokerage/shared/accounts/account-schemas';
import { emailSchema } from '@brokerage/shared/validation/contact-fields';
import type { Db } from '../../db/client.ts';
import { hashPassword } from './account-secrets.ts';
import { findUserByEmail, insertUser, updateUser } from './accounts.repository.ts';

export interface EnsureAdminInput {
  email: string;
  /** Required to create; for an existing account it replaces the password only with `setPassword`. */
  password?: string;
  setPassword?: boolean;
}

export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged';

export async function ensureAdmin(db: Db, input: EnsureAdminInput): Promise<EnsureAdminOutcome> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new Error('The admin e-mail is not a valid e-mail address');
  const email = parsed.data;
  const existing = await findUserByEmail(db, email);
  if (existing === undefined) {
    if (input.password === undefined || input.password === '') {
      throw new Error('A password is needed to create a new admin');
    }
    await insertUser(db, {
      email,
      firstName: 'Site',
      lastName: 'Admin',
      mobile: null,
      passwordHash: await hashPassword(input.password),
      emailConfirmed: true,
      isAdmin: true,
      role: 'admin',
      profilePicColor: PROFILE_PIC_COLORS[0],
    });
    return 'created';
  }
  const changePassword = input.setPassword === true && input.password !== undefined && input.password !== '';
  if (existing.isAdmin && !changePassword) return 'unchanged';
  await updateUser(db, existing.id, {
    isAdmin: true,
    role: 'admin',
    ...(changePassword ? { passwordHash: await hashPassword(input.password ?? '') } : {}),
  });
  return existing.isAdmin ? 'unchanged' : 'promoted';
}
