// GET users/details (platform spec section 7).

import type { UserDetails } from '@brokerage/shared/accounts/account-schemas';
import { unauthorized } from '../../lib/app-error.ts';
import type { AccountsContext } from './accounts-context.ts';
import { findUserById } from './accounts.repository.ts';

export async function getUserDetails(ctx: Pick<AccountsContext, 'db'>, userId: string): Promise<UserDetails> {
  const user = await findUserById(ctx.db, userId);
  if (user === undefined) throw unauthorized();
  return {
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    role: user.role,
    profilePicColor: user.profilePicColor,
  };
}
