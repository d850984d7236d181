// Staff accounts (ADR 0091): admins invite advisors or admins by e-mail, list and remove
// them. An invite is a single-use hashed token mailed as a link to the accept-invite page; the role
// applies only when the invitee sets a password there (ADR 0092).

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
import { recordAudit } from '../audit/record-audit.ts';
import {
  findAccountToken,
  findUserByEmail,
  findUserById,
  insertAccountToken,
  insertUser,
  listStaffUsers,
  spendAccountTokens,
  updateUser,
} from './accounts.repository.ts';
import { checkAccountToken } from './check-account-token.ts';
import { endAllSessions, forgetSessionState } from './session-state.ts';

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

export const INVITE_EXISTING_ACCOUNT_MESSAGE =
  'This address already has an account. The invitation is sent: the role applies only once they accept it through the link.';
export const INVITE_ACCEPTED_MESSAGE = 'Your password is set and your staff access is ready. Please sign in.';
const INVITE_LINK_USED = 'This invitation has already been used. Please ask an admin for a new one.';
const INVITE_LINK_EXPIRED = 'This invitation has expired. Please ask an admin for a new one.';

/**
 * Mails a single-use link; nothing is granted until the invitee accepts it (ADR 0092). A new
 * address gets a customer account nobody knows the password of; an existing account stays as it is.
 */
export async function inviteStaffMember(
  ctx: AccountsContext,
  invite: StaffInvite,
): Promise<{ id: string; existingAccount: boolean }> {
  const token = newAccountToken();
  return inTransaction(ctx.db, async (tx) => {
    let user = await findUserByEmail(tx, invite.email);
    const existingAccount = user !== undefined;
    if (user === undefined) {
      user = await insertUser(tx, {
        email: invite.email,
        firstName: invite.firstName,
        lastName: invite.lastName,
        mobile: null,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        emailConfirmed: false,
        profilePicColor: PROFILE_PIC_COLORS[1] ?? PROFILE_PIC_COLORS[0],
      });
      if (user === undefined) throw conflict('This e-mail already has an account');
    }
    await insertAccountToken(tx, {
      userId: user.id,
      purpose: 'staff-invite',
      role: invite.role,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    const link = `${ctx.publicUrl}/accept-invite/?${new URLSearchParams({ email: user.email, token }).toString()}`;
    await enqueueMail(tx, {
      to: user.email,
      subject: `You are invited to the ${COMPANY.shortName} staff workspace`,
      ...composeMail({
        greeting: `Hello ${invite.firstName},`,
        paragraphs: [
          `You have been invited to work leads as ${invite.role === 'admin' ? 'an admin' : 'an advisor'} at ${COMPANY.name}.`,
          'Choose your password with the link below, then sign in. Any other session of this account ends then.',
        ],
        action: { label: 'Accept and set my password', url: link },
        afterAction: ['This link works once and expires in 7 days.'],
      }),
    });
    return { id: user.id, existingAccount };
  });
}

/**
 * POST users/accept-invite: the new password confirms the address, ends every other session, and
 * only then applies the invited role (ADR 0092).
 */
export async function acceptStaffInvite(
  ctx: AccountsContext,
  body: { email: string; token: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const userId = await inTransaction(ctx.db, async (tx) => {
    const user = await checkAccountToken(tx, 'staff-invite', body, {
      used: INVITE_LINK_USED,
      expired: INVITE_LINK_EXPIRED,
    });
    const role = (await findAccountToken(tx, 'staff-invite', hashToken(body.token)))?.role ?? 'customer';
    if (role === 'customer') throw badRequest(INVITE_LINK_EXPIRED);
    await updateUser(tx, user.id, { passwordHash, emailConfirmed: true, role, isAdmin: role === 'admin' });
    await endAllSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'staff.invite-accepted',
      target: user.id,
      details: { role },
    });
    return user.id;
  });
  forgetSessionState(userId);
  return INVITE_ACCEPTED_MESSAGE;
}

export const REMOVE_SELF_MESSAGE = 'You cannot remove your own staff access';

/** Back to a customer account; every session of the member ends at once (ADR 0092). */
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
    // Pending invites of the member stop granting anything.
    await spendAccountTokens(tx, id, 'staff-invite');
    await endAllSessions(tx, id);
  });
  forgetSessionState(id);
}
