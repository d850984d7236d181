// Staff accounts (issue 16, ADR 0091): admins invite advisors or admins by e-mail, list and remove
// them. An invite is the password-reset machinery with a longer life: a single-use hashed token
// mailed as a link to the set-password page, which also confirms the address.

import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@brokerage/shared/accounts/roles';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { PROFILE_PIC_COLORS } from '@brokerage/shared/accounts/account-schemas';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import { hashPassword, hashToken, newAccountToken } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import {
  findUserByEmail,
  findUserById,
  insertAccountToken,
  insertUser,
  listStaffUsers,
  revokeUserRefreshTokens,
  updateUser,
} from './accounts.repository.ts';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

export async function listStaffMembers(ctx: Pick<AccountsContext, 'db'>): Promise<StaffMemberView[]> {
  const rows = await listStaffUsers(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'advisor',
  }));
}

export interface StaffInvite {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/** Creates the account (or gives an existing one the role) and mails the set-password link. */
export async function inviteStaffMember(ctx: AccountsContext, invite: StaffInvite): Promise<{ id: string }> {
  const token = newAccountToken();
  return inTransaction(ctx.db, async (tx) => {
    let user = await findUserByEmail(tx, invite.email);
    if (user === undefined) {
      // Nobody knows this password: the invitee sets theirs through the link.
      user = await insertUser(tx, {
        email: invite.email,
        firstName: invite.firstName,
        lastName: invite.lastName,
        mobile: null,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        emailConfirmed: false,
        isAdmin: invite.role === 'admin',
        role: invite.role,
        profilePicColor: PROFILE_PIC_COLORS[1] ?? PROFILE_PIC_COLORS[0],
      });
      if (user === undefined) throw conflict('This e-mail already has an account');
    } else {
      await updateUser(tx, user.id, { role: invite.role, isAdmin: invite.role === 'admin' });
    }
    await insertAccountToken(tx, {
      userId: user.id,
      purpose: 'reset-password',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    const link = `${ctx.publicUrl}/reset-password/?${new URLSearchParams({ email: user.email, token }).toString()}`;
    await enqueueMail(tx, {
      to: user.email,
      subject: `You are invited to the ${COMPANY.shortName} staff workspace`,
      ...composeMail({
        greeting: `Hello ${invite.firstName},`,
        paragraphs: [
          `You have been invited to work leads as ${invite.role === 'admin' ? 'an admin' : 'an advisor'} at ${COMPANY.name}.`,
          'Choose your password with the link below, then sign in.',
        ],
        action: { label: 'Set my password', url: link },
        afterAction: ['This link works once and expires in 7 days.'],
      }),
    });
    return { id: user.id };
  });
}

export const REMOVE_SELF_MESSAGE = 'You cannot remove your own staff access';

/** Back to a customer account; every session of the member ends. */
export async function removeStaffMember(
  ctx: Pick<AccountsContext, 'db'>,
  id: string,
  actorId: string,
): Promise<void> {
  if (id === actorId) throw badRequest(REMOVE_SELF_MESSAGE);
  await inTransaction(ctx.db, async (tx) => {
    const user = await findUserById(tx, id);
    if (user === undefined || user.role === 'customer') {
      throw notFound('This staff member does not exist');
    }
    await updateUser(tx, id, { role: 'customer', isAdmin: false });
    await revokeUserRefreshTokens(tx, id);
  });
}
