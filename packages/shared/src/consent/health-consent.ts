// The applications' express consent to their health questions (N25), one schema for the forms and
// the API; the wording and its version are in purpose-notices.ts (zod-free).

import { z } from 'zod';
import { HEALTH_CONSENT_REQUIRED_MESSAGE } from './purpose-notices.ts';

/** Ticked, or the application is refused with the message (a box left empty is no consent). */
export const healthConsentSchema = z
  .boolean(HEALTH_CONSENT_REQUIRED_MESSAGE)
  .refine((given) => given, HEALTH_CONSENT_REQUIRED_MESSAGE);
