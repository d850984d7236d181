import { accountTokenSchema } from '@brokerage/shared/accounts/account-schemas';
import { emailSchema } from '@brokerage/shared/validation/contact-fields';

/** The e-mail and token of a verify or reset link, or null when either is not valid (platform spec section 4). */
export function readAccountLink(search: string): { email: string; token: string } | null {
  const params = new URLSearchParams(search);
  const email = emailSchema.safeParse(params.get('email') ?? '');
  const token = accountTokenSchema().safeParse(params.get('token') ?? '');
  return email.success && token.success ? { email: email.data, token: token.data } : null;
}
