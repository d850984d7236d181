import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../validation/contact-fields.ts';
import { normalisePostalCode } from '../validation/address-fields.ts';
import { COMPANY, formatCompanyAddress } from './company-info.ts';

describe('company constants (platform spec section 9)', () => {
  it('formats the Brampton address on one line', () => {
    expect(formatCompanyAddress()).toBe('2 County Court Blvd, Suite 400, Brampton, ON L6W 3W8');
  });

  it('holds a valid phone number and postal code', () => {
    expect(isValidPhone(COMPANY.phone)).toBe(true);
    expect(COMPANY.phoneHref).toBe(`tel:+1${COMPANY.phone.replace(/-/g, '')}`);
    expect(normalisePostalCode(COMPANY.address.postalCode)).toBe(COMPANY.address.postalCode);
  });
});
