// Password fields (platform spec sections 5 and 9, N39).

import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import {
  PASSWORD_MESSAGE,
  PASSWORD_NOT_MATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from './messages.ts';

/** Password length 8 to 16 (platform spec section 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** The special characters of platform spec section 5. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

// Length counts characters as people see them (code points), not UTF-16 units.
// Characters outside the required classes are allowed; the spec only demands some.
export function isValidPassword(value: string): boolean {
  const length = Array.from(value).length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(value) &&
    /[!@#$%^&*]/.test(value)
  );
}

/** isValidPassword plus an upper-case and a lower-case letter (N39). */
export function isStrongPassword(value: string): boolean {
  return isValidPassword(value) && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value);
}

/** Platform spec section 5. Passwords are never trimmed. */
export const passwordSchema = z.string(PASSWORD_MESSAGE).refine(isValidPassword, PASSWORD_MESSAGE);

/** Sign-up and reset password (N39). */
export const strongPasswordSchema = z
  .string(STRONG_PASSWORD_MESSAGE)
  .refine(isStrongPassword, STRONG_PASSWORD_MESSAGE);

/** Sign-in accepts any non-empty password (N39), so old passwords still work. */
export const signInPasswordSchema = z.string(PASSWORD_REQUIRED_MESSAGE).min(1, PASSWORD_REQUIRED_MESSAGE);

/**
 * Adds `confirmPassword`, which must equal `password` ('Password not match', platform spec
 * section 5). The error sits on `confirmPassword`. The API schemas leave it out, as the
 * sign-up call carries only the password (platform spec section 7).
 */
export function withConfirmPassword<Shape extends z.ZodRawShape & { password: z.ZodType<string, string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema.extend({ confirmPassword: z.string(PASSWORD_NOT_MATCH_MESSAGE) }).refine(
    (data) => {
      // The generic shape hides the two keys from TypeScript; both are strings by construction.
      const { password, confirmPassword } = data as unknown as { password: string; confirmPassword: string };
      return password === confirmPassword;
    },
    { error: PASSWORD_NOT_MATCH_MESSAGE, path: ['confirmPassword'] },
  );
}

/** Reset password and accepting an invitation: a strong password, typed twice (N39). */
export const newPasswordFormSchema = onFirstUse(() =>
  withConfirmPassword(z.object({ password: strongPasswordSchema })),
);
