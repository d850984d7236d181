// Request bodies the bench scripts send or save: a term-life quote (a 40-year-old, $500,000,
// monthly) and a visitors-to-Canada quote (one 45-year-old, $100,000, a 30-day trip starting in
// 10 days), the same answers a visitor would give the quote forms.

const isoDate = (daysFromNow) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

export const lifeQuoteRequest = () => ({
  birthDate: `${new Date().getFullYear() - 40}-03-10`,
  gender: 'male',
  smoke: false,
  citizen: true,
  province: 'ON',
  coverage: 500000,
  premiumPaymentDuration: 'monthly',
  paymentPeriod: 2,
  page: 1,
});

export const visitorQuoteRequest = () => ({
  quoteFor: 'single',
  person1Age: 45,
  preExistingPerson1: 'no',
  coverage: 100000,
  province: 'ON',
  startDate: isoDate(10),
  endDate: isoDate(39),
});
