import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, initialsOf } from './account-rules.ts';
import { BAD_LINK_MESSAGE } from './account-rules.ts';
import { resetPasswordSchema, signInSchema, signUpSchema } from './account-schemas.ts';
import { STRONG_PASSWORD_MESSAGE } from '../validation/messages.ts';

const valid = {
  firstName: 'Jane',
  lastName: "O'Brien",
  email: ' Jane@Example.COM ',
  mobile: '4165550198',
  password: 'Secret#123',
};

describe('signUpSchema', () => {
  it('normalises e-mail and phone', () => {
    expect(signUpSchema().parse(valid)).toMatchObject({ email: 'jane@example.com', mobile: '416-555-0198' });
  });

  it('refuses a weak password with the strong-password message (N39)', () => {
    const result = signUpSchema().safeParse({ ...valid, password: 'secret#123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(STRONG_PASSWORD_MESSAGE);
  });
});

describe('signInSchema', () => {
  it('accepts any non-empty password', () => {
    expect(signInSchema().safeParse({ email: 'a@b.ca', password: 'x' }).success).toBe(true);
    expect(signInSchema().safeParse({ email: 'a@b.ca', password: '' }).success).toBe(false);
  });
});

describe('resetPasswordSchema', () => {
  it('needs a token of 90 to 100 characters', () => {
    const body = { email: 'a@b.ca', password: 'Secret#123' };
    expect(resetPasswordSchema().safeParse({ ...body, token: 'a'.repeat(96) }).success).toBe(true);
    const short = resetPasswordSchema().safeParse({ ...body, token: 'a'.repeat(89) });
    expect(short.error?.issues[0]?.message).toBe(BAD_LINK_MESSAGE);
    expect(resetPasswordSchema().safeParse({ ...body, token: 'a'.repeat(101) }).success).toBe(false);
  });
});

describe('destinationAfterSignIn (N35)', () => {
  it.each([
    ['term-life', '/term-life/available-quotes'],
    ['kids-life', '/kids-life/available-quotes'],
    ['faq', '/faq'],
    ['admin-panel', '/admin-panel'],
    ['sign-up', undefined],
    ['nowhere', undefined],
    ['/evil.example', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (from, expected) => {
    expect(destinationAfterSignIn(from)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initialsOf('jane', 'doe')).toBe('JD');
    expect(initialsOf('Zoë', 'Élise')).toBe('ZÉ');
  });
});
