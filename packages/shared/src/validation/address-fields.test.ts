import { describe, expect, it } from 'vitest';
import { addressSchema, isValidPostalCode, normalisePostalCode, postalCodeSchema } from './address-fields.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'no message');

describe('postalCodeSchema (product-flows section 5, N29)', () => {
  it.each([
    ['K1A 0B1', 'K1A 0B1'],
    ['K1A0B1', 'K1A 0B1'],
    ['k1a0b1', 'K1A 0B1'],
    [' l6w 3w8 ', 'L6W 3W8'],
    ['T2P 1J9', 'T2P 1J9'],
    ['V6B 4Y8', 'V6B 4Y8'],
    ['X0A 0Z0', 'X0A 0Z0'],
  ])('accepts %j as %j', (typed, stored) => {
    expect(postalCodeSchema.parse(typed)).toBe(stored);
    expect(normalisePostalCode(typed)).toBe(stored);
  });

  it.each([
    ['D1A 1A1', 'D anywhere'],
    ['K1D 1A1', 'D second letter'],
    ['K1A 1F1', 'F third letter'],
    ['I1A 1A1', 'I'],
    ['O1A 1A1', 'O'],
    ['Q1A 1A1', 'Q'],
    ['U1A 1A1', 'U'],
    ['W1A 1A1', 'W first'],
    ['Z1A 1A1', 'Z first'],
    ['K1A  0B1', 'two spaces'],
    ['K1A-0B1', 'hyphen'],
    ['K1A 0B', 'too short'],
    ['11A 1A1', 'digit first'],
    ['12345', 'US ZIP'],
    ['', 'empty'],
  ])('refuses %j (%s)', (typed) => {
    expect(isValidPostalCode(typed)).toBe(false);
    expect(messageOf(postalCodeSchema.safeParse(typed))).toBe('Please enter valid postal code');
  });

  it('allows W and Z after the first letter', () => {
    expect(postalCodeSchema.parse('A1W 1Z1')).toBe('A1W 1Z1');
  });
});

describe('addressSchema (product-flows section 5)', () => {
  it('accepts any non-empty value, trimmed', () => {
    expect(addressSchema.parse('  12 Main St ')).toBe('12 Main St');
    expect(addressSchema.parse('#')).toBe('#');
  });

  it.each(['', '   ', undefined])('refuses %j', (value) => {
    expect(messageOf(addressSchema.safeParse(value))).toBe('Please enter valid canadian address');
  });
});
