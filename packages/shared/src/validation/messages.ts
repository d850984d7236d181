// Validation messages, word for word: platform spec section 5, product-flows section 5 and
// N27 (wording of the field error ids), N39 (strong password).

/** Field error ids of product-flows section 8, with their wording (N27). */
export const FIELD_ERROR_MESSAGES = {
  FIRSTNAME_NOT_VALID: 'First name is not valid',
  LASTNAME_NOT_VALID: 'Last name is not valid',
  NAME_NOT_VALID: 'Name is not valid',
  EMAIL_NOT_VALID: 'Please enter a valid email address',
  MOBILE_NOT_VALID: 'Please enter a valid phone number',
  POSTAL_CODE_NOT_VALID: 'Please enter valid postal code',
  ADDRESS_NOT_VALID: 'Please enter valid canadian address',
  MAX_AGE: 'Age must be 99 or less for this option',
  TOTAL_CONTRIBUTION: 'Total contributions cannot exceed $50,000',
} as const;

export type FieldErrorId = keyof typeof FIELD_ERROR_MESSAGES;

/** Platform spec section 5. */
export const PASSWORD_MESSAGE =
  'Password must be 8-16 characters with at least one number and one of special character !@#$%^&*';

/** Sign-up and reset: the section 5 message extended to name the letter cases (N39). */
export const STRONG_PASSWORD_MESSAGE =
  'Password must be 8-16 characters with at least one upper case letter, one lower case letter, one number and one of special character !@#$%^&*';

/** Sign-in accepts any non-empty password (N39); the spec gives no wording, so this is ours. */
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';

export const PASSWORD_NOT_MATCH_MESSAGE = 'Password not match';
export const DATE_REQUIRED_MESSAGE = 'Date is required';
// Our wording: each way a date can be wrong gets its own message; the spec fixes only
// 'Date is required' and the birth-date range message.
export const DATE_FORMAT_MESSAGE = 'Please enter the date as YYYY-MM-DD';
export const DATE_NOT_REAL_MESSAGE = 'This date does not exist; please check the day and month';
export const DATE_YEAR_RANGE_MESSAGE = 'Please enter a year from 1000 to 9999';
export const DATE_NUMBERS_ONLY_MESSAGE = 'Please use numbers only for the day, month and year';
export const DATE_FOUR_DIGIT_YEAR_MESSAGE = 'Please enter the year with four digits, for example 1985';
export const AGE_REQUIRED_MESSAGE = 'Age is required';
export const SELECT_RANGE_MESSAGE = 'Select your range';
export const SELECT_DEDUCTIBLE_MESSAGE = 'Select deductible';
export const SELECT_OLDEST_AGE_MESSAGE = 'Select the age of oldest family member to be insured';

/** 'Please ensure that entered date is correct & between {year-99} to {year}.' (platform spec section 5). */
export function birthDateRangeMessage(fromYear: number, toYear: number): string {
  return `Please ensure that entered date is correct & between ${fromYear} to ${toYear}.`;
}
