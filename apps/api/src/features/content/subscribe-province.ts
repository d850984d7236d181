// "UPDATE ME!" on /province-availability: stores the CASL consent record (N23). Logs never carry
// the e-mail (N25).

import {
  PROVINCE_CONSENT_SOURCE,
  PROVINCE_CONSENT_VERSION,
  type ProvinceSubscription,
} from '@brokerage/shared/content/content-schemas';
import type { Db } from '../../db/client.ts';
import { saveProvinceSubscription } from './content.repository.ts';

export const PROVINCE_SUBSCRIBED_MESSAGE =
  'Thank you! We will e-mail you as soon as we start serving your province.';

export async function subscribeProvince(db: Db, input: ProvinceSubscription, ip: string): Promise<string> {
  await saveProvinceSubscription(db, {
    email: input.email,
    sourceForm: PROVINCE_CONSENT_SOURCE,
    wordingVersion: PROVINCE_CONSENT_VERSION,
    ipAddress: ip,
  });
  return PROVINCE_SUBSCRIBED_MESSAGE;
}
