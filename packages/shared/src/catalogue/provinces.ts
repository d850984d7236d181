// Canadian provinces and territories, and the province rule (platform spec sections 5 and 9,
// product-flows section 5). No zod here: content pages show these texts without loading it
// (ADR 0131); the schemas are province-schemas.ts.

/** The 13 provinces and territories, in alphabetical order of name for dropdowns. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];

/** Only Alberta, British Columbia and Ontario are served (platform spec section 5). */
export const SERVED_PROVINCES = ['AB', 'BC', 'ON'] as const satisfies readonly ProvinceCode[];

export type ServedProvinceCode = (typeof SERVED_PROVINCES)[number];

/** The province dropdown's empty choice; changing citizenship resets to it (product-flows section 4). */
export const PROVINCE_PLACEHOLDER = 'Select Province';

/** Shown for any unserved province (platform spec section 5, its wording corrected by N42). */
export const PROVINCE_NOT_SERVED_MESSAGE =
  'Currently, we are not providing service in your province, but we will soon.';

/** Non-resident answer on an instant-quote form (platform spec section 5). */
export const NON_RESIDENT_QUOTE_MESSAGE =
  'Instant Quote is not available for your selection. Please make a call.';

/** Second non-resident wording of platform spec section 5. */
export const NON_RESIDENT_CALL_MESSAGE = 'Please call us and we can get you covered';

const PROVINCE_CODES: readonly string[] = PROVINCES.map((p) => p.code);
const SERVED_CODES: readonly string[] = SERVED_PROVINCES;

export function isProvinceCode(code: string): code is ProvinceCode {
  return PROVINCE_CODES.includes(code);
}

export function isServedProvince(code: string): code is ServedProvinceCode {
  return SERVED_CODES.includes(code);
}

export function provinceName(code: string): string | undefined {
  return PROVINCES.find((p) => p.code === code)?.name;
}
