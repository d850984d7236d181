import { describe, expect, it } from 'vitest';
import {
  AGE_REQUIRED_MESSAGE,
  birthDateRangeMessage,
  DATE_REQUIRED_MESSAGE,
  FIELD_ERROR_MESSAGES,
  PASSWORD_MESSAGE,
  PASSWORD_NOT_MATCH_MESSAGE,
  SELECT_DEDUCTIBLE_MESSAGE,
  SELECT_OLDEST_AGE_MESSAGE,
  SELECT_RANGE_MESSAGE,
  STRONG_PASSWORD_MESSAGE,
} from './messages.ts';

describe('validation messages (platform spec section 5, N27, N39)', () => {
  it('words the field error ids as N27 does', () => {
    expect(FIELD_ERROR_MESSAGES).toEqual({
      FIRSTNAME_NOT_VALID: 'First name is not valid',
      LASTNAME_NOT_VALID: 'Last name is not valid',
      NAME_NOT_VALID: 'Name is not valid',
      EMAIL_NOT_VALID: 'Please enter a valid email address',
      MOBILE_NOT_VALID: 'Please enter a valid phone number',
      POSTAL_CODE_NOT_VALID: 'Please enter valid postal code',
      ADDRESS_NOT_VALID: 'Please enter valid canadian address',
      MAX_AGE: 'Age must be 99 or less for this option',
      TOTAL_CONTRIBUTION: 'Total contributions cannot exceed $50,000',
    });
  });

  it('keeps the other section 5 texts', () => {
    expect(PASSWORD_MESSAGE).toBe(
      'Password must be 8-16 characters with at least one number and one of special character !@#$%^&*',
    );
    expect(PASSWORD_NOT_MATCH_MESSAGE).toBe('Password not match');
    expect(DATE_REQUIRED_MESSAGE).toBe('Date is required');
    expect(AGE_REQUIRED_MESSAGE).toBe('Age is required');
    expect(SELECT_RANGE_MESSAGE).toBe('Select your range');
    expect(SELECT_DEDUCTIBLE_MESSAGE).toBe('Select deductible');
    expect(SELECT_OLDEST_AGE_MESSAGE).toBe('Select the age of oldest family member to be insured');
  });

  it('extends the strong-password message with letter cases (N39)', () => {
    expect(STRONG_PASSWORD_MESSAGE).toMatch(/upper case/);
    expect(STRONG_PASSWORD_MESSAGE).toMatch(/lower case/);
    expect(STRONG_PASSWORD_MESSAGE).toMatch(/^Password must be 8-16 characters/);
    expect(STRONG_PASSWORD_MESSAGE).toMatch(/!@#\$%\^&\*$/);
  });

  it('fills in the birth-date years', () => {
    expect(birthDateRangeMessage(1927, 2026)).toBe(
      'Please ensure that entered date is correct & between 1927 to 2026.',
    );
  });
});
