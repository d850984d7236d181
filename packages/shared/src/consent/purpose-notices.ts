// The short notice of purpose every form that collects personal data shows next to its submit
// button, with the privacy policy's link (N25, PIPEDA principle 2). Kept free of zod: the contact
// dialog and the footer-reachable forms load it on their first paint.

export const PRIVACY_POLICY_PATH = '/policy';

export const PURPOSE_NOTICES = {
  contact: 'We use your name, e-mail and phone only to answer this request.',
  lead: 'We use these details only to answer this request, and share them only with the firm named above when another firm handles it.',
  booking: 'We use these details only to arrange and hold this call with you.',
  signUp: 'We use these details to run your account and to send you the quotes and messages you ask for.',
  application:
    'We use these details to prepare your application and send it to the insurer you chose; we keep them as the law requires.',
  quoteEmail: 'We use your e-mail only to send you these quotes.',
} as const;

export type PurposeNoticeKind = keyof typeof PURPOSE_NOTICES;

/**
 * Express consent to the health questions of an application (N25: health answers are sensitive
 * information). The version is stored with the consent record; change it whenever the words change.
 */
export const HEALTH_CONSENT_VERSION = '2026-11-health-v1';
export const HEALTH_CONSENT_WORDING =
  'I agree that Maple Shield may collect and use the health information in this application (such as pre-existing conditions) for me and each person I name, to assess and place this insurance, and share it with the insurer I apply to. I confirm the people I name have agreed to this. I can withdraw this consent by contacting Maple Shield.';
export const HEALTH_CONSENT_REQUIRED_MESSAGE =
  'Please give your consent to the use of health information to send this application';
