import { describe, expect, it } from 'vitest';
import {
  QUOTE_MESSAGES,
  studentQuoteRequestSchema,
  supervisaEndDate,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from './quote-request.schema.ts';

const valid = {
  quoteFor: 'single',
  person1Age: 45,
  preExistingPerson1: 'no',
  coverage: 100_000,
  province: 'ON',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('visitorQuoteRequestSchema', () => {
  it('accepts a complete single request', () => {
    expect(visitorQuoteRequestSchema('visitors-to-canada').safeParse(valid).success).toBe(true);
  });

  // A cleared date is refused with its own message, never a RangeError from the range rules.
  it.each(['visitors-to-canada', 'supervisa'] as const)('refuses a cleared start date of %s', (product) => {
    for (const change of [{ startDate: '' }, { endDate: '' }, { startDate: '2026-1' }]) {
      const result = visitorQuoteRequestSchema(product, { today: '2026-11-27' }).safeParse({
        ...valid,
        numberOfDays: 10,
        ...change,
      });
      expect(result.success).toBe(false);
    }
  });

  it('refuses an empty number of days where the form asks it', () => {
    const schema = visitorQuoteRequestSchema('visitors-to-canada', { requireNumberOfDays: true });
    expect(firstMessage(schema.safeParse({ ...valid, numberOfDays: null }))).toBe(
      QUOTE_MESSAGES.numberOfDays,
    );
    expect(schema.safeParse({ ...valid, numberOfDays: 10 }).success).toBe(true);
    // The API's callers may leave it out.
    expect(visitorQuoteRequestSchema('visitors-to-canada').safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ endDate: '2026-11-30' }, QUOTE_MESSAGES.endBeforeStart],
    [{ endDate: '2028-12-01' }, QUOTE_MESSAGES.tooLong(730)],
    [{ quoteFor: 'two-persons' }, QUOTE_MESSAGES.person2Age],
    [
      { quoteFor: 'two-persons', person1Age: 100, person2Age: 50, preExistingPerson2: 'no' },
      'Age must be 99 or less for this option',
    ],
    [{ person1Age: 12 }, 'Age is not in the list'],
    [{ coverage: 12_345 }, 'Select your range'],
    [{ numberOfDays: 3 }, QUOTE_MESSAGES.daysMismatch],
  ])('rejects %o with "%s"', (change, message) => {
    expect(
      firstMessage(visitorQuoteRequestSchema('visitors-to-canada').safeParse({ ...valid, ...change })),
    ).toBe(message);
  });

  it('accepts a trip of exactly 730 days and refuses 731', () => {
    const schema = visitorQuoteRequestSchema('foreign-workers');
    expect(schema.safeParse({ ...valid, startDate: '2027-01-01', endDate: '2028-12-30' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, startDate: '2027-01-01', endDate: '2028-12-31' }).success).toBe(
      false,
    );
  });

  it('refuses a start in the past only when today is given', () => {
    expect(
      visitorQuoteRequestSchema('visitors-to-canada', { today: '2026-12-02' }).safeParse(valid).success,
    ).toBe(false);
    expect(
      visitorQuoteRequestSchema('visitors-to-canada', { today: '2026-12-01' }).safeParse(valid).success,
    ).toBe(true);
  });

  describe('super visa (N19)', () => {
    const supervisa = { ...valid, startDate: '2027-02-01', endDate: '2028-01-31' };

    it('ends the day before the first anniversary: one full year, 29 February included', () => {
      expect(supervisaEndDate('2027-02-01')).toBe('2028-01-31');
      expect(supervisaEndDate('2028-02-29')).toBe('2029-02-28');
      expect(
        visitorQuoteRequestSchema('supervisa').safeParse({
          ...supervisa,
          startDate: '2028-02-29',
          endDate: '2029-02-28',
        }).success,
      ).toBe(true);
      expect(
        firstMessage(
          visitorQuoteRequestSchema('supervisa').safeParse({
            ...supervisa,
            startDate: '2028-02-29',
            endDate: '2029-02-27',
          }),
        ),
      ).toBe(QUOTE_MESSAGES.supervisaTerm('2029-02-28'));
      expect(visitorQuoteRequestSchema('supervisa').safeParse(supervisa).success).toBe(true);
    });

    it.each([
      [{ coverage: 50_000 }, QUOTE_MESSAGES.supervisaCoverage],
      [{ endDate: '2027-12-31' }, QUOTE_MESSAGES.supervisaTerm('2028-01-31')],
      [{ endDate: '2028-02-01' }, QUOTE_MESSAGES.supervisaTerm('2028-01-31')],
      [{ quoteFor: 'family' }, QUOTE_MESSAGES.supervisaFamily],
    ])('rejects %o', (change, message) => {
      expect(
        firstMessage(visitorQuoteRequestSchema('supervisa').safeParse({ ...supervisa, ...change })),
      ).toBe(message);
    });
  });
});

describe('studentQuoteRequestSchema', () => {
  const student = {
    age: 20,
    effectiveDate: '2026-09-01',
    expiryDate: '2027-08-31',
    preExistingPerson1: 'no',
  };

  it('needs the pre-existing answer for international students and where to study for Canadian students', () => {
    expect(studentQuoteRequestSchema('international-students').safeParse(student).success).toBe(true);
    expect(firstMessage(studentQuoteRequestSchema('canadian-students').safeParse(student))).toBe(
      QUOTE_MESSAGES.studying,
    );
    expect(
      studentQuoteRequestSchema('canadian-students').safeParse({ ...student, studying: 'abroad' }).success,
    ).toBe(true);
  });

  it('refuses more than 365 days and ages outside 18 to 60', () => {
    expect(
      firstMessage(
        studentQuoteRequestSchema('international-students').safeParse({
          ...student,
          expiryDate: '2027-09-01',
        }),
      ),
    ).toBe(QUOTE_MESSAGES.tooLong(365));
    expect(
      studentQuoteRequestSchema('international-students').safeParse({ ...student, age: 61 }).success,
    ).toBe(false);
  });
});

describe('travellerQuoteRequestSchema', () => {
  const traveller = {
    age: 65,
    smoke: 'no',
    startDate: '2027-01-01',
    endDate: '2027-02-01',
    planType: 'single-trip',
    whereToTravel: 'usa',
  };

  it('needs "travelling through" for Worldwide', () => {
    const schema = travellerQuoteRequestSchema('canadian-travellers');
    expect(schema.safeParse(traveller).success).toBe(true);
    expect(firstMessage(schema.safeParse({ ...traveller, whereToTravel: 'worldwide' }))).toBe(
      QUOTE_MESSAGES.travelingThrough,
    );
    expect(
      schema.safeParse({ ...traveller, whereToTravel: 'worldwide', travelingThrough: 'yes' }).success,
    ).toBe(true);
  });

  it('takes snowbird ages 61 to 100 only', () => {
    expect(
      travellerQuoteRequestSchema('canadian-snowbirds').safeParse({ ...traveller, age: 60 }).success,
    ).toBe(false);
    expect(
      travellerQuoteRequestSchema('canadian-travellers').safeParse({ ...traveller, age: 60 }).success,
    ).toBe(true);
  });
});
