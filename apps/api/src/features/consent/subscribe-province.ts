// "UPDATE ME!" on /province-availability: the consent record (N23) and a confirmation mail with
// the one-click unsubscribe link, through the one consent model (ADR 0042). Logs never carry the
// e-mail (N25).

import { COMPANY } from '@brokerage/shared/company/company-info';
import {
  PROVINCE_SUBSCRIBED_MESSAGE,
  type ProvinceSubscription,
} from '@brokerage/shared/content/content-schemas';
import {
  PROVINCE_CONSENT_SOURCE,
  PROVINCE_CONSENT_VERSION,
} from '@brokerage/shared/content/province-consent';
import { giveConsent } from './manage-consent.ts';
import type { ConsentContext } from './manage-consent.ts';

export async function subscribeProvince(
  ctx: ConsentContext,
  input: ProvinceSubscription,
  ip: string,
): Promise<string> {
  await giveConsent(
    ctx,
    'province-availability',
    input.email,
    { sourceForm: PROVINCE_CONSENT_SOURCE, wordingVersion: PROVINCE_CONSENT_VERSION, ipAddress: ip },
    {
      subject: `${COMPANY.shortName}: we will tell you when we serve your province`,
      paragraphs: [
        `Thank you for your interest in ${COMPANY.shortName}. We will send you one e-mail when we start serving your province.`,
        'You can withdraw your consent at any time: one click on the link below unsubscribes you at once.',
      ],
    },
  );
  return PROVINCE_SUBSCRIBED_MESSAGE;
}
