// Canadian address fields (platform spec section 5, product-flows section 5, N27, N29).

import { z } from 'zod';
import { FIELD_ERROR_MESSAGES } from './messages.ts';

const POSTAL_MESSAGE = FIELD_ERROR_MESSAGES.POSTAL_CODE_NOT_VALID;
const ADDRESS_MESSAGE = FIELD_ERROR_MESSAGES.ADDRESS_NOT_VALID;

// Canada Post letters (N29): never D, F, I, O, Q or U; W and Z never first.
const FIRST_LETTER = '[ABCEGHJKLMNPRSTVXY]';
const LETTER = '[ABCEGHJKLMNPRSTVWXYZ]';
const POSTAL_CODE = new RegExp(`^(${FIRST_LETTER}\\d${LETTER}) ?(\\d${LETTER}\\d)$`);

/**
 * 'k1a0b1' or ' K1A 0B1 ' -> 'K1A 0B1'; null when it is not a Canadian postal code.
 * Upper-cased, one optional middle space (product-flows section 5, N29).
 */
export function normalisePostalCode(input: string): string | null {
  const match = POSTAL_CODE.exec(input.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

export function isValidPostalCode(input: string): boolean {
  return normalisePostalCode(input) !== null;
}

/** Outputs the normalised 'A1A 1A1' form. */
export const postalCodeSchema = z
  .string(POSTAL_MESSAGE)
  .refine(isValidPostalCode, POSTAL_MESSAGE)
  .overwrite((value) => normalisePostalCode(value) ?? value);

/** Our own storage bound; the spec gives none. */
export const ADDRESS_MAX_LENGTH = 200;

/** Required; any non-empty value passes (product-flows section 5). Trimmed. */
export const addressSchema = z
  .string(ADDRESS_MESSAGE)
  .trim()
  .min(1, ADDRESS_MESSAGE)
  .max(ADDRESS_MAX_LENGTH, ADDRESS_MESSAGE);
