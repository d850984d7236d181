// The bodies of the account's settings forms under /api/account (profile, password, e-mail,
// deletion), shared by the web forms and the API (ADR 0002). Apart from my-account-schemas.ts
// because they load the name, address and password fields' schemas, which My account's overview
// does not need (ADR 0134).

import { z } from 'zod';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema } from '../validation/person-fields.ts';
import { signInPasswordSchema, strongPasswordSchema } from '../validation/password-fields.ts';
import { accountTokenSchema } from './account-schemas.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

/** GET and PUT /api/account/profile: the fields a customer edits (the spec's sign-up rules). */
export const profileSchema = onFirstUse(() =>
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    mobile: phoneSchema,
  }),
);
export type ProfileBody = z.infer<ReturnType<typeof profileSchema>>;

/** POST /api/account/password: the current password, then a strong new one (N39). */
export const changePasswordSchema = onFirstUse(() =>
  z.object({
    currentPassword: signInPasswordSchema,
    newPassword: strongPasswordSchema,
  }),
);
export type ChangePasswordBody = z.infer<ReturnType<typeof changePasswordSchema>>;

/** POST /api/account/email: the new address gets the confirmation link. */
export const changeEmailSchema = onFirstUse(() =>
  z.object({ newEmail: emailSchema, password: signInPasswordSchema }),
);
export type ChangeEmailBody = z.infer<ReturnType<typeof changeEmailSchema>>;

/** POST /api/account/email/confirm: from the link sent to the new address. */
export const confirmEmailChangeSchema = onFirstUse(() =>
  z.object({ email: emailSchema, token: accountTokenSchema() }),
);

/** POST /api/account/delete: the password again. */
export const deleteAccountSchema = onFirstUse(() => z.object({ password: signInPasswordSchema }));
export type DeleteAccountBody = z.infer<ReturnType<typeof deleteAccountSchema>>;
