import { describe, expect, it } from 'vitest';
import { quoteAnswersInWords, quoteProductName } from './quote-words.ts';

const describeQuote = (product: string, request: Record<string, unknown>) =>
  [quoteProductName(product), quoteAnswersInWords(product, request)].join(', ');

describe('quoteProductName and quoteAnswersInWords', () => {
  it('describes a life quote in words, in the site date format', () => {
    expect(
      describeQuote('term-life', {
        gender: 'female',
        coverage: 500_000,
        province: 'BC',
        birthDate: '1986-02-11',
        paymentPeriod: 2,
        smoke: 'no',
        page: 1,
      }),
    ).toBe('Term Life, $500,000, 20 Years, female, born 11th February, 1986, British Columbia');
  });

  it('describes visitors, students and travellers quotes without their keys', () => {
    expect(
      describeQuote('visitors-to-canada', {
        quoteFor: 'two-persons',
        person1Age: 65,
        person2Age: 60,
        coverage: 100_000,
        province: 'ON',
        startDate: '2027-03-01',
        endDate: '2027-03-30',
        numberOfDays: 30,
        page: 0,
        type: 'visitors-to-canada',
      }),
    ).toBe(
      'Visitors to Canada, 2 Persons, aged 65 and 60, $100,000 coverage, 1st March, 2027 to 30th March, 2027, Ontario',
    );
    expect(
      describeQuote('canadian-students', {
        age: 20,
        effectiveDate: '2027-01-05',
        expiryDate: '2027-05-05',
        studying: 'abroad',
      }),
    ).toBe('Canadian Students, aged 20, 5th January, 2027 to 5th May, 2027, studying abroad');
    expect(
      describeQuote('canadian-snowbirds', {
        age: 66,
        smoke: 'no',
        startDate: '2027-01-05',
        endDate: '2027-04-04',
        planType: 'single-trip',
        whereToTravel: 'usa',
      }),
    ).toBe('Canadian Snowbirds, aged 66, 5th January, 2027 to 4th April, 2027, Single Trip, USA');
    expect(quoteAnswersInWords('visitors-to-canada', { quoteFor: 'family', person1Age: 50 })).toBe(
      'family, oldest aged 50',
    );
  });
});
