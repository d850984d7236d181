// E-mail and phone fields (platform spec sections 5 and 9, product-flows sections 5 and 9, N27).

import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod';
import { FIELD_ERROR_MESSAGES } from './messages.ts';
import { PHONE_METADATA } from './phone-metadata.ts';

const EMAIL_MESSAGE = FIELD_ERROR_MESSAGES.EMAIL_NOT_VALID;
const PHONE_MESSAGE = FIELD_ERROR_MESSAGES.MOBILE_NOT_VALID;

/** Longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased, so one mailbox is one account and one subscription. */
export const emailSchema = z
  .string(EMAIL_MESSAGE)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

/** Formatted phone 'ddd-ddd-dddd' is at most 12 characters (platform spec section 9). */
export const PHONE_MAX_LENGTH = 12;

/** Phone locales of platform spec section 9 (en-CA, en-US). */
export const PHONE_COUNTRIES = ['CA', 'US'] as const;

/**
 * The national digits of what was typed, at most 10. Leading 1s are the +1 country code and are
 * dropped: no North American area code starts with 1 (dropping them all keeps formatting stable).
 */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').replace(/^1+/, '').slice(0, 10);
}

/**
 * Formats a phone field as it is typed: '41' -> '41', '4165' -> '416-5',
 * '+1 (416) 555-0198' -> '416-555-0198'. Extra digits are cut (platform spec section 5).
 */
export function formatPhoneAsTyped(input: string): string {
  const d = phoneDigits(input);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

// Digits with the usual separators and an optional leading +; nothing else.
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/**
 * A valid Canadian or US number that can be a mobile (product-flows section 5). The mobile
 * metadata of libphonenumber-js knows only mobile-capable ranges; most Canadian and US
 * numbers are fixed-line-or-mobile and pass, toll-free and invalid area codes do not.
 * Exactly 10 digits after an optional leading 1 (no silent truncation here).
 */
export function isValidPhone(input: string): boolean {
  if (!PHONE_TEXT.test(input.trim())) return false;
  const all = input.replace(/\D/g, '');
  const national = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
  if (national.length !== 10) return false;
  // Canada's and the US's part of the mobile metadata only (phone-metadata.ts).
  const parsed = parsePhoneNumberFromString(national, 'CA', PHONE_METADATA);
  if (!parsed?.isValid()) return false;
  const country = parsed.country;
  const type = parsed.getType();
  return (
    country !== undefined &&
    (PHONE_COUNTRIES as readonly string[]).includes(country) &&
    (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE')
  );
}

/** '+14165550198' for a number isValidPhone accepts (for SMS or tel: links). */
export function toE164Phone(input: string): string {
  return `+1${phoneDigits(input)}`;
}

/** Accepts any valid number (see isValidPhone) and outputs it as 'ddd-ddd-dddd'. */
export const phoneSchema = z
  .string(PHONE_MESSAGE)
  .trim()
  .refine(isValidPhone, PHONE_MESSAGE)
  .overwrite(formatPhoneAsTyped);
