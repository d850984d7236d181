// The customer's own account: profile, password, sessions, e-mail change, quotes.
// Every call acts on the token's user only; ids of another account's records answer 404.

import type {
  AccountQuote,
  ClaimQuotesBody,
  ProfileDetails,
} from '@brokerage/shared/accounts/my-account-schemas';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  ProfileBody,
} from '@brokerage/shared/accounts/account-settings-schemas';
import type { TokenPair } from '@brokerage/shared/accounts/account-schemas';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { COMPANY } from '@brokerage/shared/company/company-info';
import {
  emailChangedMail,
  emailChangeMail,
  passwordChangedMail,
  passwordResetMail,
} from './account-mails.ts';
import { hashPassword, hashToken, newAccountToken, verifyPassword } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import {
  findAccountToken,
  findUserByEmail,
  findUserById,
  insertAccountToken,
  spendAccountTokens,
  updateUser,
  useAccountToken,
} from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';
import { INVALID_LINK_MESSAGE } from './check-account-token.ts';
import { issueTokenPair } from './issue-session.ts';
import { endAllSessions, forgetSessionState } from './session-state.ts';
import { storedBestPremiumCents } from './best-premium.ts';
import { RESET_TTL_MS } from './password-reset.ts';
import {
  claimOwnerlessQuotes,
  insertEmailChangeToken,
  listOwnedQuotes,
  pendingEmailOf,
  releaseQuote,
  restoreUserEmail,
  setUserEmail,
  updateProfile,
} from './my-account.repository.ts';

export const QUOTE_NOT_IN_ACCOUNT_MESSAGE = 'This quote is not in your account.';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const EMAIL_CHANGE_SENT_MESSAGE =
  'We have sent a link to your new address. Your e-mail changes when you open it; until then the old one stays.';
export const EMAIL_CHANGED_MESSAGE = 'Your e-mail address has been changed.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export async function currentUser(ctx: Pick<AccountsContext, 'db'>, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (user === undefined) throw unauthorized();
  return user;
}

/** The password again, for the calls that change how the account is reached or end it. */
export async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
}

export async function readProfile(ctx: Pick<AccountsContext, 'db'>, userId: string): Promise<ProfileDetails> {
  const user = await currentUser(ctx, userId);
  return {
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    pendingEmail: await pendingEmailOf(ctx.db, user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function editProfile(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  body: ProfileBody,
): Promise<ProfileDetails> {
  await currentUser(ctx, userId);
  await updateProfile(ctx.db, userId, body);
  return readProfile(ctx, userId);
}

/** New password; every session ends and this one continues with the returned pair. */
export async function changePassword(
  ctx: AccountsContext,
  userId: string,
  body: ChangePasswordBody,
): Promise<TokenPair> {
  const user = await currentUser(ctx, userId);
  await checkPassword(user, body.currentPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const pair = await inTransaction(ctx.db, async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    const sessionVersion = await endAllSessions(tx, user.id);
    await enqueueMail(tx, passwordChangedMail(ctx.publicUrl, user));
    return issueTokenPair(tx, ctx.jwtSecret, { ...user, sessionVersion });
  });
  forgetSessionState(user.id);
  return pair;
}

/** Ends every session: refresh tokens stop working and access tokens at once (ADR 0092). */
export async function signOutEverywhere(ctx: Pick<AccountsContext, 'db'>, userId: string): Promise<void> {
  await inTransaction(ctx.db, (tx) => endAllSessions(tx, userId));
  forgetSessionState(userId);
}

export async function requestEmailChange(
  ctx: AccountsContext,
  userId: string,
  body: ChangeEmailBody,
): Promise<string> {
  const user = await currentUser(ctx, userId);
  await checkPassword(user, body.password);
  if (body.newEmail === user.email) throw badRequest('This is already your e-mail address.');
  if ((await findUserByEmail(ctx.db, body.newEmail)) !== undefined) throw conflict(EMAIL_TAKEN_MESSAGE);
  const token = newAccountToken();
  await inTransaction(ctx.db, async (tx) => {
    await insertEmailChangeToken(tx, {
      userId: user.id,
      newEmail: body.newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    await enqueueMail(tx, emailChangeMail(ctx.publicUrl, { ...user, email: body.newEmail }, token));
  });
  return EMAIL_CHANGE_SENT_MESSAGE;
}

/** From the link sent to the new address: the address replaces the old one, which is told. */
export async function confirmEmailChange(
  ctx: AccountsContext,
  body: { email: string; token: string },
): Promise<string> {
  const userId = await inTransaction(ctx.db, async (tx) => {
    const found = await findAccountToken(tx, 'change-email', hashToken(body.token));
    if (found === undefined || found.newEmail !== body.email) throw badRequest(INVALID_LINK_MESSAGE);
    if (found.usedAt !== null || found.expired)
      throw badRequest('This link is no longer valid. Please ask for the change again from your account.');
    const user = await findUserById(tx, found.userId);
    if (user === undefined) throw badRequest(INVALID_LINK_MESSAGE);
    if ((await findUserByEmail(tx, body.email)) !== undefined) throw conflict(EMAIL_TAKEN_MESSAGE);
    if (!(await useAccountToken(tx, found.id))) throw badRequest(INVALID_LINK_MESSAGE);
    await setUserEmail(tx, user.id, body.email, { email: user.email, confirmed: user.emailConfirmed });
    // The old address may undo the change ('this wasn't me').
    const undoToken = newAccountToken();
    await insertAccountToken(tx, {
      userId: user.id,
      purpose: 'undo-email-change',
      newEmail: user.email,
      tokenHash: hashToken(undoToken),
      expiresAt: new Date(Date.now() + UNDO_EMAIL_CHANGE_TTL_MS),
    });
    await enqueueMail(tx, emailChangedMail(ctx.publicUrl, user, body.email, undoToken));
    return user.id;
  });
  forgetSessionState(userId);
  return EMAIL_CHANGED_MESSAGE;
}

export const EMAIL_CHANGE_UNDONE_MESSAGE =
  'Your e-mail address is back and every session has ended. We sent you a link to choose a new password.';
export const UNDO_EMAIL_CHANGE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const UNDO_LINK_USED = 'This link has already been used.';
const UNDO_LINK_EXPIRED = `This link has expired. Please call us at ${COMPANY.phone}.`;

/**
 * 'This wasn't me', from the notice sent to the old address: the old address comes back, every
 * session ends, and a password reset link goes to it (ADR 0092).
 */
export async function undoEmailChange(
  ctx: AccountsContext,
  body: { email: string; token: string },
): Promise<string> {
  const userId = await inTransaction(ctx.db, async (tx) => {
    const found = await findAccountToken(tx, 'undo-email-change', hashToken(body.token));
    if (found === undefined || found.newEmail !== body.email) throw badRequest(INVALID_LINK_MESSAGE);
    if (found.usedAt !== null) throw badRequest(UNDO_LINK_USED);
    if (found.expired) throw badRequest(UNDO_LINK_EXPIRED);
    const user = await findUserById(tx, found.userId);
    if (user === undefined) throw badRequest(INVALID_LINK_MESSAGE);
    if (!(await useAccountToken(tx, found.id))) throw badRequest(UNDO_LINK_USED);
    const holder = await findUserByEmail(tx, body.email);
    if (holder !== undefined && holder.id !== user.id) throw conflict(EMAIL_TAKEN_MESSAGE);
    await restoreUserEmail(tx, user.id, body.email);
    await spendAccountTokens(tx, user.id, 'change-email');
    await endAllSessions(tx, user.id);
    const resetToken = newAccountToken();
    await insertAccountToken(tx, {
      userId: user.id,
      purpose: 'reset-password',
      tokenHash: hashToken(resetToken),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await enqueueMail(tx, passwordResetMail(ctx.publicUrl, { ...user, email: body.email }, resetToken));
    return user.id;
  });
  forgetSessionState(userId);
  return EMAIL_CHANGE_UNDONE_MESSAGE;
}

export async function listQuotes(ctx: Pick<AccountsContext, 'db'>, userId: string): Promise<AccountQuote[]> {
  const rows = await listOwnedQuotes(ctx.db, userId);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    product: row.product,
    createdAt: row.createdAt.toISOString(),
    request: (row.request ?? {}) as Record<string, unknown>,
    bestPremiumCents: storedBestPremiumCents(row.kind, row.result, row.request),
  }));
}

/**
 * The quotes of the person behind a lead, for the staff inbox: the lead's account and the account
 * of its e-mail once confirmed (the rule of `ownedBy`), newest first.
 */
export async function quotesOfPerson(
  ctx: Pick<AccountsContext, 'db'>,
  person: { userId: string | null; email: string },
  limit: number,
): Promise<AccountQuote[]> {
  const byEmail = await findUserByEmail(ctx.db, person.email.toLowerCase());
  const ids = new Set<string>();
  if (person.userId !== null) ids.add(person.userId);
  if (byEmail?.emailConfirmed) ids.add(byEmail.id);
  const quotes: AccountQuote[] = [];
  for (const id of ids) quotes.push(...(await listQuotes(ctx, id)));
  return quotes.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

export async function claimQuotes(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  body: ClaimQuotesBody,
): Promise<number> {
  return claimOwnerlessQuotes(ctx.db, userId, body);
}

export async function removeQuote(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  kind: 'life' | 'travel',
  id: string,
): Promise<void> {
  if (!(await releaseQuote(ctx.db, userId, kind, id))) throw notFound(QUOTE_NOT_IN_ACCOUNT_MESSAGE);
}
