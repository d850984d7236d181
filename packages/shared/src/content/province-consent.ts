// The UPDATE ME! box's consent wording (N23), apart from the schemas: the page shows it before any
// zod code loads (ADR 0131).

/** Version of the consent wording shown under the UPDATE ME! box; stored with each record (N23). */
export const PROVINCE_CONSENT_VERSION = 'province-update-2026-11';
export const PROVINCE_CONSENT_SOURCE = 'province-availability';
export const PROVINCE_CONSENT_TEXT =
  'Yes, Maple Shield Insurance & Financial Services may e-mail me when it starts serving my province. I can withdraw this consent at any time by replying to that e-mail or by writing to info@mapleshield.ca.';
