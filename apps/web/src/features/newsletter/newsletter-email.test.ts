import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidNewsletterEmail } from './newsletter-email.ts';

describe('isValidNewsletterEmail', () => {
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
