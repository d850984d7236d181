import { describe, expect, it } from 'vitest';
import { lifeApplicantSchema } from '../life-quote/life-quote-schemas.ts';
import {
  APPLICATION_DECLARATIONS,
  DECLARATIONS_REQUIRED_MESSAGE,
  SIGNATURE_MISMATCH_MESSAGE,
  SIGNATURE_REQUIRED_MESSAGE,
  signatureMatches,
} from './application-declarations.ts';

const ALL = APPLICATION_DECLARATIONS.map((d) => d.id);
const applicant = {
  firstName: 'Zoë',
  lastName: "O'Brien-Smith",
  email: 'zoe@example.com',
  phone: '416-555-0101',
  address: '12 King Street West',
  province: 'ON',
  postalCode: 'M5H 1A1',
  contactTime: 'morning',
  healthConsent: true,
  acceptedDeclarations: ALL,
  signature: 'zoe obrien smith',
};
const messages = (input: object) =>
  lifeApplicantSchema.safeParse({ ...applicant, ...input }).error?.issues.map((i) => i.message) ?? [];

describe('application declarations and signature', () => {
  it('accepts every declaration ticked and the name typed, accents, case and punctuation aside', () => {
    expect(messages({})).toEqual([]);
    expect(signatureMatches('  ZOE   O’BRIEN SMITH ', 'Zoë', "O'Brien-Smith")).toBe(true);
  });

  it('refuses a declaration left unticked', () => {
    expect(messages({ acceptedDeclarations: ALL.slice(1) })).toEqual([DECLARATIONS_REQUIRED_MESSAGE]);
    expect(messages({ acceptedDeclarations: [] })).toEqual([DECLARATIONS_REQUIRED_MESSAGE]);
  });

  it('refuses an empty signature or another name', () => {
    expect(messages({ signature: '  ' })).toEqual([SIGNATURE_REQUIRED_MESSAGE]);
    expect(messages({ signature: 'Zoë' })).toEqual([SIGNATURE_MISMATCH_MESSAGE]);
    expect(messages({ signature: 'John Smith' })).toEqual([SIGNATURE_MISMATCH_MESSAGE]);
  });
});
