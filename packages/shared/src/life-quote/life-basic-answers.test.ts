import { describe, expect, it } from 'vitest';
import { NON_RESIDENT_QUOTE_MESSAGE, PROVINCE_NOT_SERVED_MESSAGE } from '../catalogue/provinces.ts';
import { DATE_FOUR_DIGIT_YEAR_MESSAGE, DATE_NUMBERS_ONLY_MESSAGE } from '../validation/messages.ts';
import { asksSmoking, lifeAgeLimitError, lifeBasicAnswersSchema } from './life-basic-answers.ts';
import { lifeQuoteIneligibility } from './life-pricing.ts';

const TODAY = '2026-11-23';
const answers = {
  gender: 'female',
  day: '4',
  month: '7',
  year: '1990',
  smoke: 'yes',
  smokedInLast12Months: 'no',
  citizen: 'yes',
  province: 'AB',
} as const;

const messages = (product: Parameters<typeof lifeBasicAnswersSchema>[0], value: object) =>
  lifeBasicAnswersSchema(product, TODAY)
    .safeParse({ ...answers, ...value })
    .error?.issues.map((i) => i.message);

describe('lifeBasicAnswersSchema', () => {
  it('turns the inputs into the request fields the form asks', () => {
    expect(lifeBasicAnswersSchema('term-life', TODAY).parse(answers)).toEqual({
      birthDate: '1990-07-04',
      gender: 'female',
      smoke: true,
      smokedInLast12Months: false,
      citizen: true,
      province: 'AB',
    });
  });

  it('refuses an unserved province, a non-resident, a missing 12-month answer and bad dates with their messages', () => {
    expect(messages('term-life', { province: 'QC' })).toEqual([PROVINCE_NOT_SERVED_MESSAGE]);
    expect(messages('term-life', { citizen: 'no' })).toEqual([NON_RESIDENT_QUOTE_MESSAGE]);
    expect(messages('term-life', { smokedInLast12Months: undefined })).toEqual([
      'Please tell us whether you have smoked within the past 12 months',
    ]);
    expect(messages('term-life', { smoke: undefined })).toEqual(['Please tell us whether you smoke']);
    expect(messages('term-life', { year: '1800' })?.[0]).toMatch(
      /^Please ensure that entered date is correct/,
    );
    expect(messages('term-life', { year: '90' })).toEqual([DATE_FOUR_DIGIT_YEAR_MESSAGE]);
    expect(messages('term-life', { month: 'jul' })).toEqual([DATE_NUMBERS_ONLY_MESSAGE]);
  });

  // The issue's three shoppers, each refused on the form with the API's own message.
  it.each([
    [
      'term-life',
      '2020',
      'Instant Term Life quotes are for ages 18 to 75. Please call us and we can get you covered.',
    ],
    [
      'whole-life',
      '1930',
      'Instant Whole Life quotes are for ages 18 to 80. Please call us and we can get you covered.',
    ],
    [
      'critical-illness',
      '1950',
      'Instant Critical Illness quotes are for ages 18 to 65. Please call us and we can get you covered.',
    ],
    [
      'mortgage-protection',
      '1950',
      'Instant Mortgage Protection quotes are for ages 18 to 70. Please call us and we can get you covered.',
    ],
  ] as const)('refuses %s born in %s with the age message the API gives', (product, year, message) => {
    expect(messages(product, { year })).toEqual([message]);
    const birthDate = `${year}-07-04`;
    expect(lifeAgeLimitError(product, birthDate, TODAY)).toBe(message);
    expect(lifeQuoteIneligibility(product, { birthDate, citizen: true, province: 'AB' }, TODAY)).toBe(
      message,
    );
  });

  it('accepts the first and last age of each range', () => {
    expect(lifeAgeLimitError('critical-illness', '2008-11-23', TODAY)).toBeNull(); // 18 today
    expect(lifeAgeLimitError('critical-illness', '2008-11-24', TODAY)).not.toBeNull(); // 17
    expect(lifeAgeLimitError('critical-illness', '1960-11-24', TODAY)).toBeNull(); // 65
    expect(lifeAgeLimitError('critical-illness', '1960-11-23', TODAY)).not.toBeNull(); // 66
  });

  it('answers No for a child under 10 on kids life, who is not asked', () => {
    expect(asksSmoking('kids-life', '2017-11-24', TODAY)).toBe(false); // 8
    expect(asksSmoking('kids-life', '2016-11-23', TODAY)).toBe(true); // 10 today
    expect(asksSmoking('term-life', '1990-01-01', TODAY)).toBe(true);
    const parsed = lifeBasicAnswersSchema('kids-life', TODAY).parse({
      ...answers,
      year: '2020',
      smoke: undefined,
      smokedInLast12Months: undefined,
    });
    expect(parsed).toMatchObject({ birthDate: '2020-07-04', smoke: false });
    expect(parsed).not.toHaveProperty('smokedInLast12Months');
    expect(messages('kids-life', { year: '2014', smoke: undefined })).toEqual([
      'Please tell us whether you smoke',
    ]);
  });
});
