import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_MESSAGE, STRONG_PASSWORD_MESSAGE } from './messages.ts';
import {
  isStrongPassword,
  isValidPassword,
  passwordSchema,
  signInPasswordSchema,
  strongPasswordSchema,
  withConfirmPassword,
} from './password-fields.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('passwordSchema (platform spec section 5)', () => {
  it.each(['abcdef1!', 'abcdefghijklmn1*', '12345678#', 'pass word1&'])('accepts %j', (password) => {
    expect(isValidPassword(password)).toBe(true);
    expect(passwordSchema.parse(password)).toBe(password);
  });

  it.each([
    ['abcde1!', '7 characters'],
    ['abcdefghijklmno1!', '17 characters'],
    ['abcdefgh!', 'no number'],
    ['abcdefgh1', 'no special'],
    ['abcdefgh1?', '? is not one of !@#$%^&*'],
    ['', 'empty'],
  ])('refuses %j (%s) with one message', (password) => {
    const result = passwordSchema.safeParse(password);
    expect(messages(result)).toEqual([['', PASSWORD_MESSAGE]]);
  });

  it('is exactly 8 to 16 characters', () => {
    expect(isValidPassword('a'.repeat(6) + '1!')).toBe(true);
    expect(isValidPassword('a'.repeat(14) + '1!')).toBe(true);
    expect(isValidPassword('a'.repeat(5) + '1!')).toBe(false);
    expect(isValidPassword('a'.repeat(15) + '1!')).toBe(false);
  });
});

describe('strongPasswordSchema (N39)', () => {
  it('also needs an upper-case and a lower-case letter', () => {
    expect(strongPasswordSchema.parse('Abcdef1!')).toBe('Abcdef1!');
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(messages(strongPasswordSchema.safeParse('abcdef1!'))).toEqual([['', STRONG_PASSWORD_MESSAGE]]);
    expect(messages(strongPasswordSchema.safeParse('Abcdefgh1'))).toEqual([['', STRONG_PASSWORD_MESSAGE]]);
  });
});

describe('signInPasswordSchema (N39)', () => {
  it('accepts any non-empty password', () => {
    expect(signInPasswordSchema.parse('x')).toBe('x');
    expect(messages(signInPasswordSchema.safeParse(''))).toEqual([['', 'Password is required']]);
  });
});

describe('withConfirmPassword (platform spec section 5)', () => {
  const signUp = withConfirmPassword(z.object({ email: z.string(), password: strongPasswordSchema }));

  it('passes when both match', () => {
    const value = { email: 'a@b.ca', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(signUp.parse(value)).toEqual(value);
  });

  it("puts 'Password not match' on confirmPassword", () => {
    const result = signUp.safeParse({ email: 'a@b.ca', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(messages(result)).toEqual([['confirmPassword', 'Password not match']]);
  });

  it('still checks the password itself', () => {
    const result = signUp.safeParse({ email: 'a@b.ca', password: 'weak', confirmPassword: 'weak' });
    expect(messages(result)).toContainEqual(['password', STRONG_PASSWORD_MESSAGE]);
  });
});
