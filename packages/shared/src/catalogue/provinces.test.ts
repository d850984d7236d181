import { describe, expect, it } from 'vitest';
import {
  isProvinceCode,
  isServedProvince,
  NON_RESIDENT_CALL_MESSAGE,
  NON_RESIDENT_QUOTE_MESSAGE,
  PROVINCE_NOT_SERVED_MESSAGE,
  PROVINCE_PLACEHOLDER,
  provinceName,
  PROVINCES,
  SERVED_PROVINCES,
} from './provinces.ts';
import { provinceCodeSchema, servedProvinceSchema } from './province-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('provinces (platform spec sections 5 and 9)', () => {
  it('lists the 13 provinces and territories once each', () => {
    expect(PROVINCES).toHaveLength(13);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(13);
    expect(provinceName('NL')).toBe('Newfoundland and Labrador');
    expect(provinceName('XX')).toBeUndefined();
  });

  it('serves Alberta, British Columbia and Ontario only', () => {
    expect([...SERVED_PROVINCES].sort()).toEqual(['AB', 'BC', 'ON']);
    expect(isServedProvince('ON')).toBe(true);
    expect(isServedProvince('QC')).toBe(false);
    expect(isServedProvince('on')).toBe(false);
    expect(PROVINCES.filter((p) => isServedProvince(p.code))).toHaveLength(3);
  });

  it('keeps the spec wording, typo included', () => {
    expect(PROVINCE_NOT_SERVED_MESSAGE).toBe(
      'Currently, we are not providing service in your province, but we will soon.',
    );
    expect(NON_RESIDENT_QUOTE_MESSAGE).toBe(
      'Instant Quote is not available for your selection. Please make a call.',
    );
    expect(NON_RESIDENT_CALL_MESSAGE).toBe('Please call us and we can get you covered');
  });

  it('servedProvinceSchema refuses other provinces with the province message', () => {
    expect(servedProvinceSchema.parse('BC')).toBe('BC');
    for (const value of ['MB', 'NL', '', 'XX', undefined]) {
      expect(firstMessage(servedProvinceSchema.safeParse(value))).toBe(PROVINCE_NOT_SERVED_MESSAGE);
    }
  });

  it('provinceCodeSchema accepts any of the 13 codes', () => {
    expect(provinceCodeSchema.parse('YT')).toBe('YT');
    expect(isProvinceCode('NU')).toBe(true);
    expect(isProvinceCode('ZZ')).toBe(false);
    expect(firstMessage(provinceCodeSchema.safeParse('ZZ'))).toBe(PROVINCE_PLACEHOLDER);
  });
});
