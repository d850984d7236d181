import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  blankExtraPerson,
  studentsApplicationSchema,
  travellersApplicationSchema,
  visitorsApplicationSchema,
} from './application.schema.ts';

const today = '2026-11-23';
const person = {
  gender: 'female',
  firstName: 'Zoë',
  lastName: "O'Brien",
  dateOfBirth: '1960-04-02',
  preExistingCondition: 'no',
  email: 'zoe@example.com',
  phone: '416-555-0198',
  canadianAddress: '1 Queen St W, Toronto',
  province: 'ON',
  postalCode: 'm5h 2n2',
  canadianNumber: '416-555-0199',
  finalContactName: 'Sam Lee',
  contactTime: 'Evening',
  healthConsent: true,
  acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
  signature: "Zoe O'Brien",
};
const visitors = {
  ...person,
  numberOfVisitors: 'single',
  homeCountry: 'India',
  arrivalDate: '2026-12-01',
  policyEffectiveDate: '2026-12-01',
  departureDate: '2027-02-01',
  coverage: 100_000,
  deductible: 0,
  finalContactNumber: '416-555-0100',
  products: [8],
};
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('visitorsApplicationSchema', () => {
  const schema = visitorsApplicationSchema({ today });

  it('accepts a complete single application and normalises the postal code', () => {
    const parsed = schema.parse(visitors);
    expect(parsed.postalCode).toBe('M5H 2N2');
    expect(parsed.beneficiaryName).toBeUndefined();
  });

  it('couples the dates and refuses past trip dates and future births', () => {
    expect(messages(schema.safeParse({ ...visitors, departureDate: '2026-11-30' }))).toContain(
      `departureDate: ${APPLICATION_MESSAGES.departureBeforeArrival}`,
    );
    expect(messages(schema.safeParse({ ...visitors, arrivalDate: '2026-11-01' }))).toContain(
      `arrivalDate: ${APPLICATION_MESSAGES.dateInPast}`,
    );
    expect(messages(schema.safeParse({ ...visitors, dateOfBirth: '2027-01-01' }))).toContain(
      `dateOfBirth: ${APPLICATION_MESSAGES.birthInFuture}`,
    );
  });

  it('needs person 2 for two persons', () => {
    const result = schema.safeParse({ ...visitors, numberOfVisitors: 'two-persons' });
    expect(messages(result)).toContain('person2FirstName: First name is not valid');
    const ok = schema.safeParse({
      ...visitors,
      numberOfVisitors: 'two-persons',
      person2FirstName: 'Raj',
      person2LastName: 'Patel',
      person2DateOfBirth: '1958-01-01',
      person2Gender: 'male',
      person2PreExistingCondition: 'yes',
    });
    expect(ok.success).toBe(true);
  });

  it('needs every extra family person numbered from 3, with the last-name error on the last name', () => {
    const family = {
      ...visitors,
      numberOfVisitors: 'family',
      person2FirstName: 'Raj',
      person2LastName: 'Patel',
      person2DateOfBirth: '1958-01-01',
      person2Gender: 'male',
      person2PreExistingCondition: 'no',
      numberOfPersonToInsured: 2,
      morePersons: [
        {
          person3FirstName: 'Ana',
          person3LastName: 'Patel',
          person3DateOfBirth: '2010-05-05',
          person3Gender: 'female',
          person3PreExistingCondition: 'no',
        },
        { ...blankExtraPerson(4), person4FirstName: 'Dev', person4LastName: '1' },
      ],
    };
    const found = messages(schema.safeParse(family));
    expect(found).toContain('morePersons.1.person4LastName: Last name is not valid');
    expect(found).toContain(`morePersons.1.person4Gender: ${APPLICATION_MESSAGES.gender}`);
    expect(found.some((m) => m.startsWith('morePersons.0'))).toBe(false);
    expect(messages(schema.safeParse({ ...family, numberOfPersonToInsured: 3 }))).toContain(
      `morePersons: ${APPLICATION_MESSAGES.morePersons}`,
    );
  });

  it('holds a family to 2 parents and their children under 22 on the policy start (N9)', () => {
    const child = (born: string) => ({
      person3FirstName: 'Ana',
      person3LastName: 'Patel',
      person3DateOfBirth: born,
      person3Gender: 'female',
      person3PreExistingCondition: 'no',
    });
    const family = {
      ...visitors,
      numberOfVisitors: 'family',
      person2FirstName: 'Raj',
      person2LastName: 'Patel',
      person2DateOfBirth: '1958-01-01',
      person2Gender: 'male',
      person2PreExistingCondition: 'no',
      numberOfPersonToInsured: 1,
    };
    // 22 on 1 December 2026 (the policy start): an adult, not a child of the family.
    expect(messages(schema.safeParse({ ...family, morePersons: [child('2004-12-01')] }))).toContain(
      `morePersons.0.person3DateOfBirth: ${APPLICATION_MESSAGES.familyChild(3)}`,
    );
    expect(schema.safeParse({ ...family, morePersons: [child('2004-12-02')] }).success).toBe(true);
  });

  it('holds super visa to one year and 100,000 (N19)', () => {
    const supervisa = { ...visitors, products: [9], departureDate: '2027-11-30' };
    expect(schema.safeParse(supervisa).success).toBe(true);
    expect(messages(schema.safeParse({ ...supervisa, coverage: 50_000 }))).toContain(
      `coverage: ${APPLICATION_MESSAGES.supervisaCoverage}`,
    );
    expect(messages(schema.safeParse({ ...supervisa, departureDate: '2027-02-01' }))).toContain(
      `departureDate: ${APPLICATION_MESSAGES.supervisaDeparture('2027-11-30')}`,
    );
  });

  it('refuses a product of another form', () => {
    expect(messages(schema.safeParse({ ...visitors, products: [14] }))).toContain(
      `products: ${APPLICATION_MESSAGES.product}`,
    );
  });
});

describe('studentsApplicationSchema', () => {
  const student = { ...visitors, age: 20, products: [11] };
  it('accepts a student and refuses an effective date after departure', () => {
    const schema = studentsApplicationSchema({ today });
    expect(schema.safeParse(student).success).toBe(true);
    expect(messages(schema.safeParse({ ...student, policyEffectiveDate: '2027-03-01' }))).toContain(
      `policyEffectiveDate: ${APPLICATION_MESSAGES.effectiveAfterDeparture}`,
    );
  });
});

describe('travellersApplicationSchema', () => {
  const traveller = {
    ...person,
    canadianResident: 'yes',
    numberOfVisitors: 'single',
    destinationCountry: 'USA',
    departureDate: '2026-12-10',
    policyEffectiveDate: '2026-12-10',
    expiryDate: '2027-03-10',
    deductible: 500,
    finalContactNumber: '416-555-0100',
    products: [15],
  };
  it('accepts a resident and refuses a non-resident with the call-us message', () => {
    const schema = travellersApplicationSchema({ today });
    expect(schema.safeParse(traveller).success).toBe(true);
    expect(messages(schema.safeParse({ ...traveller, canadianResident: 'no' }))).toContain(
      `canadianResident: ${APPLICATION_MESSAGES.residence}`,
    );
    expect(messages(schema.safeParse({ ...traveller, expiryDate: '2026-12-01' }))).toContain(
      `expiryDate: ${APPLICATION_MESSAGES.expiryBeforeEffective}`,
    );
  });
});
