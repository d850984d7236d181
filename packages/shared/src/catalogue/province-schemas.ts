// The province fields' schemas (platform spec sections 5 and 9, N43), apart from the province list
// and texts (provinces.ts), which content pages use without zod (ADR 0131).

import { z } from 'zod';
import {
  PROVINCE_NOT_SERVED_MESSAGE,
  PROVINCE_PLACEHOLDER,
  PROVINCES,
  SERVED_PROVINCES,
  type ProvinceCode,
} from './provinces.ts';

/** Any of the 13 codes; an empty or unknown value asks the user to pick one. */
export const provinceCodeSchema = z.enum(PROVINCES.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]], {
  error: PROVINCE_PLACEHOLDER,
});

/** A served province code; every other value, known or not, gets the province message. */
export const servedProvinceSchema = z.enum(SERVED_PROVINCES, { error: PROVINCE_NOT_SERVED_MESSAGE });

/**
 * One of the 13 codes (else 'Select Province'), and one where the brokerage is licensed (N43):
 * another province gets the province message, for travel as for life.
 */
export const licensedProvinceSchema = provinceCodeSchema.pipe(servedProvinceSchema);
