import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { isValidNewsletterEmail, NEWSLETTER_EMAIL_PATTERN } from './newsletter-email.ts';

describe('isValidNewsletterEmail', () => {
  it('uses the pattern z.email() uses', () => {
    expect(NEWSLETTER_EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll('\\-]', '-]'));
    expect(NEWSLETTER_EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  const emailSchema = z.email();
  it.each([
    'jane@example.com',
    '  jane.doe+news@mail.example.ca  ',
    'jane@example',
    'jane@@example.com',
    '.jane@example.com',
    'jane..doe@example.com',
    'jane@example.c',
    '',
    'not an address',
  ])('agrees with z.email() on %j', (value) => {
    expect(isValidNewsletterEmail(value)).toBe(emailSchema.safeParse(value.trim()).success);
  });
});
