// The newsletter consent wording (N23), shown by the footer box on every page; kept free of zod
//. newsletter-schemas.ts re-exports both names.

/** The consent wording the footer box shows (N23); its version is stored with every consent. */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-v1';
export const newsletterConsentWording = (companyName: string, city: string, province: string) =>
  `By subscribing you agree to receive e-mails from ${companyName}, ${city}, ${province}. You can unsubscribe at any time with the link in every e-mail.`;
