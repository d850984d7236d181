// Accounts (platform spec sections 3 and 7, N16): users, their refresh tokens and the single-use
// e-mail-verification and password-reset tokens. Tokens are stored only as SHA-256 hashes.

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@brokerage/shared/accounts/roles';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased by the shared e-mail schema, so one mailbox is one account. */
    email: text().notNull().unique(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** 'ddd-ddd-dddd'; null for an admin created from the command line (N18). */
    mobile: text(),
    /** Argon2id (N16). */
    passwordHash: text().notNull(),
    emailConfirmed: boolean().notNull().default(false),
    /** The spec's admin flag (N16): true exactly when role is 'admin' (kept in step by the accounts repository). */
    isAdmin: boolean().notNull().default(false),
    /** 'customer', 'advisor' (works leads) or 'admin' (ADR 0091). */
    role: text({ enum: USER_ROLES }).notNull().default('customer'),
    /** A CSS colour chosen at sign-up, behind the avatar's initials. */
    profilePicColor: text().notNull(),
    /** In every access token; raising it ends every session at once (ADR 0092). */
    sessionVersion: integer().notNull().default(0),
    /** Confirmed addresses used before an e-mail change, for the data download and erasure. */
    previousEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One source of truth in effect: the flag is the admin role (ADR 0091).
  (t) => [check('users_admin_flag_is_role', sql`${t.isAdmin} = (${t.role} = 'admin')`)],
);

/** One row per refresh token; a family is one sign-in and all its rotations (N16). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when this token was exchanged for a new pair; using it again is reuse. */
    rotatedAt: timestamp({ withTimezone: true }),
    /** Set on logout, password reset, or reuse of any token of the family. */
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = [
  'verify-email',
  'reset-password',
  'change-email',
  'staff-invite',
  'undo-email-change',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** E-mail verification and password reset tokens: single use, hashed, expiring (N16). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** 'change-email' only: the address the link was sent to, which replaces the old one once confirmed. */
    newEmail: text(),
    /** 'staff-invite' only: the role granted once the invitee accepts (ADR 0092). */
    role: text({ enum: USER_ROLES }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index()
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null`),
  ],
);
