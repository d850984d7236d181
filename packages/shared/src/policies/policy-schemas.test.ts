import { describe, expect, it } from 'vitest';
import {
  extensionPremiumCents,
  refundEstimateCents,
  reminderDue,
  sniffDocumentType,
} from './policy-schemas.ts';

const bytes = (text: string) => new Uint8Array(Array.from(text, (c) => c.charCodeAt(0)));
const policy = { premiumCents: 60_000, startDate: '2027-01-01', endDate: '2027-03-01' }; // 60 days

describe('after-sale rules', () => {
  it('reads a document type from its first bytes only', () => {
    expect(sniffDocumentType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(bytes('GIF89a'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([]))).toBeNull();
  });

  it('prices an extension at the daily rate with the $25 minimum', () => {
    expect(extensionPremiumCents(policy, '2027-03-02')).toBe(2_500);
    expect(extensionPremiumCents(policy, '2027-03-11')).toBe(10_000);
    expect(extensionPremiumCents(policy, '2027-03-01')).toBe(0);
  });

  it('estimates a refund for the unused days less the fee, none after a claim', () => {
    expect(refundEstimateCents(policy, '2026-12-20', false)).toBe(57_500);
    expect(refundEstimateCents(policy, '2027-01-30', false)).toBe(27_500);
    expect(refundEstimateCents(policy, '2027-01-30', true)).toBe(0);
    expect(refundEstimateCents(policy, '2027-03-01', false)).toBe(0);
  });

  it('names the reminder due: the latest whose day has come, none after the end', () => {
    expect(reminderDue(8, '2027-03-20', '2027-03-05')).toBeNull();
    expect(reminderDue(8, '2027-03-20', '2027-03-06')).toBe('travel-14');
    expect(reminderDue(8, '2027-03-20', '2027-03-17')).toBe('travel-3');
    expect(reminderDue(8, '2027-03-20', '2027-03-21')).toBeNull();
    expect(reminderDue(9, '2027-05-01', '2027-03-02')).toBe('super-visa-60');
    expect(reminderDue(2, '2027-06-30', '2027-04-01')).toBe('term-renewal-90');
    expect(reminderDue(1, '2027-06-30', '2027-06-29')).toBeNull();
  });
});
