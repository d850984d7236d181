import fc from 'fast-check';
import { parsePhoneNumberFromString as parseWithAllCountries } from 'libphonenumber-js/mobile';
import allMetadata from 'libphonenumber-js/metadata.mobile.json';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  formatPhoneAsTyped,
  isValidPhone,
  phoneDigits,
  phoneSchema,
  toE164Phone,
} from './contact-fields.ts';
import { PHONE_METADATA } from './phone-metadata.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'no message');

describe('emailSchema (platform spec section 5)', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(emailSchema.parse(' Jane.Doe+ins@Example.CA ')).toBe('jane.doe+ins@example.ca');
  });

  it.each(['', 'jane', 'jane@', '@example.ca', 'jane@example', 'jane doe@example.ca', 'a@b.c'])(
    'refuses %j',
    (email) => {
      expect(messageOf(emailSchema.safeParse(email))).toBe('Please enter a valid email address');
    },
  );

  it('refuses a missing value and a 255-character address', () => {
    expect(messageOf(emailSchema.safeParse(undefined))).toBe('Please enter a valid email address');
    expect(emailSchema.safeParse(`${'a'.repeat(243)}@example.ca`).success).toBe(true);
    expect(messageOf(emailSchema.safeParse(`${'a'.repeat(244)}@example.ca`))).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('formatPhoneAsTyped (platform spec sections 5 and 9)', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['41', '41'],
    ['416', '416'],
    ['4165', '416-5'],
    ['416555', '416-555'],
    ['4165550', '416-555-0'],
    ['4165550198', '416-555-0198'],
    ['41655501981', '416-555-0198'],
    ['4165550198123', '416-555-0198'],
    ['416-555-01989', '416-555-0198'],
    ['(416) 555 0198', '416-555-0198'],
    ['+1 416 555 0198', '416-555-0198'],
    ['14165550198', '416-555-0198'],
    ['1', ''],
    ['+1', ''],
    ['11', ''],
    ['1 1416', '416'],
    ['416-', '416'],
    ['abc', ''],
  ])('%j -> %j', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it('never shows more than 12 characters and is stable when re-applied', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatPhoneAsTyped(typed);
        expect(shown.length).toBeLessThanOrEqual(12);
        expect(shown).toMatch(/^(\d{0,3}|\d{3}-\d{1,3}|\d{3}-\d{3}-\d{1,4})$/);
        expect(formatPhoneAsTyped(shown)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[\d +()-]{0,20}$/), (typed) => {
        const shown = formatPhoneAsTyped(typed);
        expect(shown.length).toBeLessThanOrEqual(12);
        expect(formatPhoneAsTyped(shown)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });

  it('phoneDigits and toE164Phone', () => {
    expect(phoneDigits('+1 (416) 555-0198')).toBe('4165550198');
    expect(toE164Phone('416-555-0198')).toBe('+14165550198');
  });
});

describe('phone validation (platform spec section 5, product-flows section 5)', () => {
  it.each([
    '416-555-0198',
    '4165550198',
    '+1 416 555 0198',
    '(604) 555-1234',
    '212-555-0123',
    '905-555-0143',
  ])('accepts the Canadian or US number %j and outputs ddd-ddd-dddd', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(phoneSchema.parse(phone)).toMatch(/^\d{3}-\d{3}-\d{4}$/);
  });

  it('normalises to the formatted form', () => {
    expect(phoneSchema.parse('+1 (416) 555-0198')).toBe('416-555-0198');
  });

  it.each([
    ['123-456-7890', 'area code starting with 1'],
    ['555-555-5555', 'invalid area code 555'],
    ['999-999-9999', 'unassigned area code'],
    ['403-123-4567', 'exchange starting with 1'],
    ['800-555-1234', 'toll-free, not a mobile'],
    ['416-555-019', 'too short'],
    ['416-555-01981', 'too long'],
    ['416-555-0198 ext 2', 'extension'],
    ['876-555-0198', 'Jamaica, not Canada or the US'],
    ['', 'empty'],
  ])('refuses %j (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(messageOf(phoneSchema.safeParse(phone))).toBe('Please enter a valid phone number');
  });

  it('refuses a missing value', () => {
    expect(messageOf(phoneSchema.safeParse(undefined))).toBe('Please enter a valid phone number');
  });
});

describe("phone metadata: Canada's and the US's part only", () => {
  it('is the installed libphonenumber-js mobile metadata for CA and US (regenerate: scripts/generate-phone-metadata.mjs)', () => {
    const committed = PHONE_METADATA as unknown as typeof allMetadata;
    expect(committed.version).toBe(allMetadata.version);
    expect(committed.countries).toEqual({ US: allMetadata.countries.US, CA: allMetadata.countries.CA });
    expect(committed.country_calling_codes).toEqual({ 1: ['US', 'CA'] });
  });

  it('judges every 10-digit number as the whole mobile metadata does', () => {
    const judgedWithAll = (national: string): boolean => {
      const parsed = parseWithAllCountries(national, 'CA');
      return (
        parsed?.isValid() === true &&
        (parsed.country === 'CA' || parsed.country === 'US') &&
        ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(parsed.getType() ?? '')
      );
    };
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (national) => {
        expect(isValidPhone(national)).toBe(judgedWithAll(national));
      }),
      { numRuns: 2000 },
    );
    for (const national of ['4165550198', '6045550123', '8765551234', '8005550100', '2125550123']) {
      expect(isValidPhone(national)).toBe(judgedWithAll(national));
    }
  });
});
