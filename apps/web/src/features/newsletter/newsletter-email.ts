import { regexes } from 'zod/v4/core';

// Platform spec section 4 (Newsletter): the button stays disabled until the address is valid.
// The footer is on every page, so this tests zod's own e-mail pattern (the one z.email() uses)
// without loading zod's schema code (issue 9: home initial JavaScript).

export function isValidNewsletterEmail(value: string): boolean {
  return regexes.email.test(value.trim());
}
