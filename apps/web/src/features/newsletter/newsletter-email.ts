import { z } from 'zod';

// Platform spec section 4 (Newsletter): the button stays disabled until the address is valid.
const emailSchema = z.email();

export function isValidNewsletterEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}
