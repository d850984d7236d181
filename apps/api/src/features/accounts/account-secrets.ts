// Passwords (Argon2id) and opaque tokens (random, stored as SHA-256 hashes) (N16).

import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 is Argon2id (a const enum of @node-rs/argon2, not importable under verbatimModuleSyntax).
// OWASP's Argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the user is unknown makes both answers take the same time.
let dummyHash: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing#1A');
  await verifyPassword(await dummyHash, password);
}

/** 96 hex characters: verification and reset tokens (N16; the spec's links accept 90 to 100). */
export function newAccountToken(): string {
  return randomBytes(48).toString('hex');
}

/** Opaque refresh token, URL-safe (it travels in a path segment). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
