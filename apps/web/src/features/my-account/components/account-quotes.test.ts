import { describe, expect, it } from 'vitest';
import { keyAnswers } from './account-quotes.tsx';

describe('keyAnswers', () => {
  it('shows ages, coverage and dates, and leaves out paging and form state', () => {
    expect(
      keyAnswers({
        page: 1,
        gender: 'male',
        coverage: 25000,
        province: 'BC',
        birthDate: '1986-03-10',
        x: 'y',
      }),
    ).toBe('gender: male, coverage: 25000, province: BC, birth date: 1986-03-10');
    expect(keyAnswers({ ages: [70, 72], startDate: '2027-01-01', endDate: '2027-02-01' })).toBe(
      'ages: 70 and 72, start date: 2027-01-01, end date: 2027-02-01',
    );
  });
});
