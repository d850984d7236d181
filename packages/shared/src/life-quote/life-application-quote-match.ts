// Whether a life application agrees with the stored life quote it cites (ADR 0088, ADR 0114): the
// insured's birth date, sex, smoker answers, citizenship, province, coverage, term and the
// illnesses covered. Pure: the API runs it with the stored request; each disagreement is a
// message on the field to correct. Monthly or annual payment may differ: the monthly premium is
// the annual one's fixed share (N11), so both come from the same quote.

import { GENDER_OPTIONS, LIFE_PAYMENT_PERIODS } from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { provinceName } from '../catalogue/provinces.ts';
import { formatDisplayDate } from '../dates/civil-date.ts';
import { dollarsToCents, formatCad } from '../money/cents.ts';
import { ILLNESS_COVERED_OPTIONS } from './life-quote-request.ts';
import type { ChosenLifePlan, LifeQuoteRequest } from './life-quote-request.ts';

const ON_RESULTS = 'or get a new quote and choose your plan again.';

export const LIFE_QUOTE_MATCH_MESSAGES = {
  quoteNotFound:
    'We cannot find the quote this application is for. Please get a quote and choose your plan again.',
  product: 'Your quote is for another product. Please get a quote for this product and choose your plan.',
  planNotQuoted: 'This plan is not in your quote. Please choose your plan again on the results page.',
  birthDate: (date: string) =>
    `Your quote is for a person born on ${formatDisplayDate(date)}. Keep it, ${ON_RESULTS}`,
  gender: (label: string) => `Your quote says the insured is ${label.toLowerCase()}. Keep it, ${ON_RESULTS}`,
  smoker: (smoker: boolean) =>
    `Your quote is for a ${smoker ? 'smoker' : 'non-smoker'}. Keep it, ${ON_RESULTS}`,
  citizen: 'Your quote answered another citizenship or residence. Keep it, ' + ON_RESULTS,
  province: (name: string) => `Your quote is for ${name}. Keep it, ${ON_RESULTS}`,
  coverage: (dollars: number) =>
    `Your quote's coverage is ${formatCad(dollarsToCents(dollars), { omitZeroCents: true })}. Keep it, ${ON_RESULTS}`,
  term: (label: string) => `Your quote's term is ${label}. Keep it, ${ON_RESULTS}`,
  illnesses: (label: string) => `Your quote covers ${label}. Keep it, ${ON_RESULTS}`,
} as const;

export interface LifeQuoteMismatch {
  path: string;
  message: string;
}

/** What the application says of the insured and the plan: the quote it sent, its plan and province. */
export interface LifeApplicationTerms {
  product: LifeQuoteSlug;
  quote: LifeQuoteRequest;
  plan: Pick<ChosenLifePlan, 'coverage' | 'paymentPeriod'>;
  province: string;
}

/** Every field of the life application that disagrees with the stored quote it cites. */
export function lifeApplicationQuoteMismatches(
  stored: LifeQuoteRequest,
  application: LifeApplicationTerms,
): LifeQuoteMismatch[] {
  const issues: LifeQuoteMismatch[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const { quote, plan } = application;
  if (quote.birthDate !== stored.birthDate)
    add('quote.birthDate', LIFE_QUOTE_MATCH_MESSAGES.birthDate(stored.birthDate));
  if (quote.gender !== stored.gender) {
    const label = GENDER_OPTIONS.find((o) => o.value === stored.gender)?.label ?? stored.gender;
    add('quote.gender', LIFE_QUOTE_MATCH_MESSAGES.gender(label));
  }
  if (
    quote.smoke !== stored.smoke ||
    (quote.smokedInLast12Months ?? false) !== (stored.smokedInLast12Months ?? false)
  )
    add(
      'quote.smoke',
      LIFE_QUOTE_MATCH_MESSAGES.smoker(stored.smoke || stored.smokedInLast12Months === true),
    );
  if (quote.citizen !== stored.citizen) add('quote.citizen', LIFE_QUOTE_MATCH_MESSAGES.citizen);
  const province = provinceName(stored.province) ?? stored.province;
  if (quote.province !== stored.province) add('quote.province', LIFE_QUOTE_MATCH_MESSAGES.province(province));
  if (application.province !== stored.province) add('province', LIFE_QUOTE_MATCH_MESSAGES.province(province));
  if (plan.coverage !== stored.coverage || quote.coverage !== stored.coverage)
    add('plan.coverage', LIFE_QUOTE_MATCH_MESSAGES.coverage(stored.coverage));
  if (plan.paymentPeriod !== stored.paymentPeriod || quote.paymentPeriod !== stored.paymentPeriod) {
    const term = LIFE_PAYMENT_PERIODS[application.product][stored.paymentPeriod]?.label ?? '';
    add('plan.paymentPeriod', LIFE_QUOTE_MATCH_MESSAGES.term(term));
  }
  if (quote.illnessCovered !== stored.illnessCovered) {
    const label = ILLNESS_COVERED_OPTIONS.find((o) => o.value === stored.illnessCovered)?.label ?? '';
    add('quote.illnessCovered', LIFE_QUOTE_MATCH_MESSAGES.illnesses(label));
  }
  return issues;
}
