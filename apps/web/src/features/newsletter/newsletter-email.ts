// Platform spec section 4 (Newsletter): the button stays disabled until the address is valid.
// The footer is on every page, so this is zod's own e-mail pattern (the one z.email() uses) copied
// here: importing it from zod put zod's utilities into every page's first load (ADR 0082).
// newsletter-email.test.ts checks the copy still equals zod's (which escapes a class's final `-`).
export const NEWSLETTER_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}
