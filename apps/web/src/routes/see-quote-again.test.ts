import { beforeEach, describe, expect, it } from 'vitest';
import { REPRICE_DATES_PAST_MESSAGE } from '@brokerage/shared/accounts/my-account-schemas';
import type { RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { loadLifeQuote } from '#src/features/life-quote/life-quote-storage.ts';
import { loadTravelQuote } from '#src/features/travel-quote/saved-travel-quote.ts';
import { seeQuoteAgain } from './see-quote-again.ts';

const visitorRequest = {
  quoteFor: 'single',
  person1Age: 45,
  preExistingPerson1: 'no',
  coverage: 100_000,
  province: 'ON',
  startDate: '2026-01-10',
  endDate: '2026-02-08',
  numberOfDays: 30,
};
const lifeRequest = {
  birthDate: '1986-03-10',
  gender: 'male',
  smoke: false,
  citizen: true,
  province: 'BC',
  coverage: 25000,
  premiumPaymentDuration: 'monthly',
  paymentPeriod: 0,
  page: 1,
};

const repriced = (quote: Partial<RepricedQuote>): RepricedQuote => ({
  kind: 'travel',
  product: 'visitors-to-canada',
  status: 'priced',
  request: visitorRequest,
  quotedOn: '2026-01-02',
  thenBestPremiumCents: 5670,
  todayBestPremiumCents: 5670,
  ...quote,
});

beforeEach(() => localStorage.clear());

describe("'See quotes again'", () => {
  it('saves a travel request as the form would and opens the results with the price sentence', () => {
    expect(seeQuoteAgain(repriced({ todayBestPremiumCents: 6000 }))).toEqual({
      to: '/visitors-to-canada/available-quotes',
      state: { quoteNotice: 'Your best premium was $56.70 on 2nd January, 2026; today it is $60.00.' },
    });
    expect(loadTravelQuote('visitors-to-canada')?.request).toMatchObject({ startDate: '2026-01-10' });
  });

  it('leads a trip already started to the prefilled quote form, saying why', () => {
    expect(seeQuoteAgain(repriced({ status: 'dates-past', todayBestPremiumCents: null }))).toEqual({
      to: '/visitors-to-canada/quote/basic',
      state: { quoteNotice: REPRICE_DATES_PAST_MESSAGE },
    });
    expect(loadTravelQuote('visitors-to-canada')?.request).toMatchObject({ person1Age: 45 });
  });

  it('opens the life results, and gives up on a request its form can no longer read', () => {
    const life = seeQuoteAgain(repriced({ kind: 'life', product: 'term-life', request: lifeRequest }));
    expect(life).toEqual({
      to: '/term-life/available-quotes',
      state: { quoteNotice: 'The price has not changed.' },
    });
    expect(loadLifeQuote('term-life')?.request).toMatchObject({ coverage: 25000 });
    expect(seeQuoteAgain(repriced({ request: { person1Age: 'old' } }))).toBeNull();
    expect(seeQuoteAgain(repriced({ product: 'boats' }))).toBeNull();
  });
});
