// Bodies of the account calls (platform spec section 7), shared by the web forms and the API (ADR 0002).
// Each schema is made on first use (ADR 0134): the account pages and My account (through
// my-account-schemas) load this module, and each uses one or two of its schemas, if any.

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { BAD_LINK_MESSAGE } from './account-rules.ts';
import { USER_ROLES } from './roles.ts';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema } from '../validation/person-fields.ts';
import { signInPasswordSchema, strongPasswordSchema } from '../validation/password-fields.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

// Zod-free rules live in account-rules.ts so the header and route guard load no zod.

/** Verification and reset tokens are 96 characters (N16); links accept 90 to 100 (platform spec section 9). */
export const ACCOUNT_TOKEN_MIN_LENGTH = 90;
export const ACCOUNT_TOKEN_MAX_LENGTH = 100;

/** Platform spec section 8: the verify-email success text. */
export const EMAIL_CONFIRMED_MESSAGE = 'thank you for confirming email';

export const accountTokenSchema = onFirstUse(() =>
  z
    .string(BAD_LINK_MESSAGE)
    .min(ACCOUNT_TOKEN_MIN_LENGTH, BAD_LINK_MESSAGE)
    .max(ACCOUNT_TOKEN_MAX_LENGTH, BAD_LINK_MESSAGE),
);

/** POST users/signup. Strong password (N39). */
export const signUpSchema = onFirstUse(() =>
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    mobile: phoneSchema,
    password: strongPasswordSchema,
  }),
);
export type SignUpBody = z.infer<ReturnType<typeof signUpSchema>>;

/** POST users/login. Any non-empty password (N39). */
export const signInSchema = onFirstUse(() =>
  z.object({ email: emailSchema, password: signInPasswordSchema }),
);
export type SignInBody = z.infer<ReturnType<typeof signInSchema>>;

/** POST users/forgot-password. */
export const forgotPasswordSchema = onFirstUse(() => z.object({ email: emailSchema }));

/** POST users/verify-email. */
export const verifyEmailSchema = onFirstUse(() =>
  z.object({ email: emailSchema, token: accountTokenSchema() }),
);

/** POST users/reset-password. Strong password (N39). */
export const resetPasswordSchema = onFirstUse(() =>
  z.object({
    email: emailSchema,
    token: accountTokenSchema(),
    password: strongPasswordSchema,
  }),
);

/** POST users/logout: the refresh token to revoke (absent when the session kept none). */
export const logoutSchema = onFirstUse(() => z.object({ refreshToken: z.string().max(200).optional() }));

/** GET users/details (platform spec section 7). */
export const userDetailsSchema = onFirstUse(() =>
  z.object({
    email: z.string(),
    emailConfirmed: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    isAdmin: z.boolean(),
    /** 'customer', 'advisor' or 'admin'. */
    role: z.enum(USER_ROLES),
    profilePicColor: z.string(),
  }),
);
export type UserDetails = z.infer<ReturnType<typeof userDetailsSchema>>;

/** Signup and login answers: data.token, data.refreshToken, data.user (platform spec section 7). */
export const sessionSchema = onFirstUse(() =>
  z.object({
    token: z.string(),
    refreshToken: z.string(),
    user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  }),
);
export type SessionData = z.infer<ReturnType<typeof sessionSchema>>;

export const tokenPairSchema = onFirstUse(() => z.object({ token: z.string(), refreshToken: z.string() }));
export type TokenPair = z.infer<ReturnType<typeof tokenPairSchema>>;

/** Claims of the access token (N16): `key` is the admin flag, `exp` in seconds. */
export interface AccessTokenClaims {
  email: string;
  key: boolean;
  exp: number;
}

/** Avatar colours (platform spec section 3, profilePicColor); dark enough for white initials (N24). */
export const PROFILE_PIC_COLORS = [
  '#0b4f6c',
  '#7a3e9d',
  '#a4343a',
  '#1d6b45',
  '#8a4b08',
  '#2f4b8a',
  '#6b2e5f',
  '#37545e',
] as const;

// What the account calls answer (ADR 0062): every one declares 400, 401, 403, 409 and 429.
const ACCOUNT_ERROR_STATUSES = [400, 401, 403, 409, 429] as const;
/** POST users/signup and users/login. */
export const sessionContract = apiContract(sessionSchema, ACCOUNT_ERROR_STATUSES);
/** GET users/refreshToken/<token>. */
export const tokenPairContract = apiContract(tokenPairSchema, ACCOUNT_ERROR_STATUSES);
/** GET users/details. */
export const userDetailsContract = apiContract(userDetailsSchema, ACCOUNT_ERROR_STATUSES);
/** The message-only account calls: forgot and reset password, verify and resend e-mail, logout. */
export const accountMessageContract = apiContract(() => z.undefined().optional(), ACCOUNT_ERROR_STATUSES);
