// A person's name fields (platform spec section 5, product-flows section 5, N27, N28).

import { z } from 'zod';
import { FIELD_ERROR_MESSAGES } from './messages.ts';

/** Our own bounds, the spec gives none: long enough for real names, short enough for storage. */
export const NAME_MAX_LENGTH = 60;
export const FULL_NAME_MAX_LENGTH = 120;

// A word is letters of any alphabet, each optionally followed by combining marks (a decomposed
// 'ë'). Words join with an apostrophe (straight or typographic) or a hyphen, as in O'Brien and
// Jean-Luc (N28). No spaces in first and last names (platform spec section 5).
const WORD = String.raw`(?:\p{L}\p{M}*)+`;
const NAME_BODY = `${WORD}(?:['\u2019-]${WORD})*`;
const NAME = new RegExp(`^${NAME_BODY}$`, 'u');
// Full names (beneficiary, final contact): the same words separated by single spaces.
const FULL_NAME = new RegExp(`^${NAME_BODY}(?: ${NAME_BODY})*$`, 'u');

export function isValidName(value: string): boolean {
  return NAME.test(value) && value.length <= NAME_MAX_LENGTH;
}

export function isValidFullName(value: string): boolean {
  return FULL_NAME.test(value) && value.length <= FULL_NAME_MAX_LENGTH;
}

// Surrounding spaces are trimmed and text is stored in NFC so 'Zoë' is one spelling.
const nameSchema = (message: string) =>
  z
    .string(message)
    .trim()
    .overwrite((value) => value.normalize('NFC'))
    .refine(isValidName, message);

export const firstNameSchema = nameSchema(FIELD_ERROR_MESSAGES.FIRSTNAME_NOT_VALID);

export const lastNameSchema = nameSchema(FIELD_ERROR_MESSAGES.LASTNAME_NOT_VALID);

/** Letters and spaces (plus apostrophe and hyphen, N28); runs of spaces collapse to one. */
export const fullNameSchema = z
  .string(FIELD_ERROR_MESSAGES.NAME_NOT_VALID)
  .trim()
  .overwrite((value) => value.replace(/\s+/g, ' ').normalize('NFC'))
  .refine(isValidFullName, FIELD_ERROR_MESSAGES.NAME_NOT_VALID);

/** Beneficiary name is optional (product-flows section 5): '' or missing becomes undefined. */
export const optionalFullNameSchema = z
  .union([z.literal(''), fullNameSchema], { error: FIELD_ERROR_MESSAGES.NAME_NOT_VALID })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The first character typed into an empty field is upper-cased (platform spec section 5).
 * Call from an input's change handler with the field's value before and after the keystroke.
 */
export function upperFirstTyped(previous: string, next: string): string {
  if (previous !== '' || next === '') return next;
  const [first = '', ...rest] = next;
  return first.toUpperCase() + rest.join('');
}
