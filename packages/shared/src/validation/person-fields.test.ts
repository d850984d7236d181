import { describe, expect, it } from 'vitest';
import {
  firstNameSchema,
  fullNameSchema,
  lastNameSchema,
  NAME_MAX_LENGTH,
  optionalFullNameSchema,
  upperFirstTyped,
} from './person-fields.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'no message');

describe('first and last names (platform spec section 5, N28)', () => {
  it.each(["O'Brien", 'Jean-Luc', 'Zoë', 'Ng', 'José', 'Иван', '李', 'O’Neil', 'Anne-Marie-Claire'])(
    'accepts %s',
    (name) => {
      expect(firstNameSchema.parse(name)).toBe(name);
      expect(lastNameSchema.parse(name)).toBe(name);
    },
  );

  it.each(['Jo hn', 'J0hn', '', '   ', '-Jean', "O''Brien", 'Jean-', 'Dr.', 'A_B', 'Ann--Marie'])(
    'refuses %j',
    (name) => {
      expect(messageOf(firstNameSchema.safeParse(name))).toBe('First name is not valid');
      expect(messageOf(lastNameSchema.safeParse(name))).toBe('Last name is not valid');
    },
  );

  it('refuses a missing value with the field message', () => {
    expect(messageOf(firstNameSchema.safeParse(undefined))).toBe('First name is not valid');
  });

  it('trims surrounding spaces and stores NFC', () => {
    expect(firstNameSchema.parse('  Anna ')).toBe('Anna');
    const decomposed = 'Zoe\u0308';
    expect(firstNameSchema.parse(decomposed)).toBe('Zo\u00eb');
  });

  it('caps the length', () => {
    expect(firstNameSchema.safeParse('a'.repeat(NAME_MAX_LENGTH)).success).toBe(true);
    expect(messageOf(firstNameSchema.safeParse('a'.repeat(NAME_MAX_LENGTH + 1)))).toBe(
      'First name is not valid',
    );
  });
});

describe('full names (platform spec section 5)', () => {
  it('accepts letters and spaces, and collapses space runs', () => {
    expect(fullNameSchema.parse('Mary Ann Smith')).toBe('Mary Ann Smith');
    expect(fullNameSchema.parse("  Seán  O'Brien-Lee ")).toBe("Seán O'Brien-Lee");
  });

  it.each(['', 'J0hn Smith', 'John, Smith', '  '])('refuses %j with NAME_NOT_VALID', (name) => {
    expect(messageOf(fullNameSchema.safeParse(name))).toBe('Name is not valid');
  });

  it('beneficiary name is optional', () => {
    expect(optionalFullNameSchema.parse('')).toBeUndefined();
    expect(optionalFullNameSchema.parse(undefined)).toBeUndefined();
    expect(optionalFullNameSchema.parse('Mary Smith')).toBe('Mary Smith');
    expect(messageOf(optionalFullNameSchema.safeParse('M4ry'))).toBe('Name is not valid');
  });
});

describe('upperFirstTyped (platform spec section 5)', () => {
  it('upper-cases the first character typed into an empty field', () => {
    expect(upperFirstTyped('', 'j')).toBe('J');
    expect(upperFirstTyped('', 'john')).toBe('John');
    expect(upperFirstTyped('', 'émile')).toBe('Émile');
  });

  it('leaves later typing alone', () => {
    expect(upperFirstTyped('J', 'Jo')).toBe('Jo');
    expect(upperFirstTyped('john', 'johnx')).toBe('johnx');
    expect(upperFirstTyped('Jo', 'jo')).toBe('jo');
    expect(upperFirstTyped('J', '')).toBe('');
    expect(upperFirstTyped('', '')).toBe('');
  });
});
