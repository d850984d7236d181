// Whether a travel application agrees with the stored quote it cites (ADR 0088): the product, who
// is insured, their ages, the policy dates and the chosen plan's coverage and deductible. Pure:
// the API runs it with the stored request and the plan's row priced again from the cited rate
// versions; each disagreement is a message on the field to correct.

import { QUOTE_FOR_OPTIONS, UNDER_17_AGE_VALUE } from '../catalogue/options.ts';
import { ageOn, formatDisplayDate, isCivilDate } from '../dates/civil-date.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { dollarsToCents, formatCad } from '../money/cents.ts';
import type {
  StudentsApplication,
  TravellersApplication,
  VisitorsApplication,
} from './application.schema.ts';
import type {
  StudentQuoteRequest,
  TravellerQuoteRequest,
  VisitorQuoteRequest,
} from './quote-request.schema.ts';

const amount = (dollars: number) => formatCad(dollarsToCents(dollars), { omitZeroCents: true });
const ON_RESULTS = 'or change it on the results page and choose your plan again.';

export const QUOTE_MATCH_MESSAGES = {
  quoteNotFound:
    'We cannot find the quote this application is for. Please get a quote and choose your plan again.',
  quoteStale:
    'Your quote starts on a day that has passed. Please get a new quote and choose your plan again.',
  product: 'Your quote is for another product. Please get a quote for this product and choose your plan.',
  planNotQuoted: 'This plan is not in your quote. Please choose your plan again on the results page.',
  insured: (label: string) => `Your quote is for ${label}. Choose the same here, ${ON_RESULTS}`,
  age: (age: number) =>
    `Your quote is for age ${age === UNDER_17_AGE_VALUE ? 'under 17' : age}, which this date of birth does not give. Correct the date, ${ON_RESULTS}`,
  studentAge: (age: number) => `Your quote is for age ${age}. Choose the same here, ${ON_RESULTS}`,
  startDate: (date: CivilDate) =>
    `Your quote starts on ${formatDisplayDate(date)}. Keep this date, ${ON_RESULTS}`,
  endDate: (date: CivilDate) =>
    `Your quote ends on ${formatDisplayDate(date)}. Keep this date, ${ON_RESULTS}`,
  coverage: (dollars: number) => `Your plan's coverage is ${amount(dollars)}. Keep it, ${ON_RESULTS}`,
  deductible: (dollars: number) => `Your plan's deductible is ${amount(dollars)}. Keep it, ${ON_RESULTS}`,
} as const;

export type QuotedApplication =
  | { form: 'visitors'; answers: VisitorsApplication; request: VisitorQuoteRequest }
  | { form: 'students'; answers: StudentsApplication; request: StudentQuoteRequest }
  | { form: 'travellers'; answers: TravellersApplication; request: TravellerQuoteRequest };

/** The chosen row of the quote, in dollars; null where the plan has none (GMS deductibles, N7). */
export interface QuotedPlanTerms {
  coverageAmount: number | null;
  deductibleAmount: number | null;
}

export interface QuoteMismatch {
  path: string;
  message: string;
}

/**
 * A quoted age is the age on the day of the quote or on the policy's first day; `<17` (16) stands
 * for any age under 17 (the form's first option).
 */
function ageMatches(quoted: number, birth: string | null | undefined, days: readonly CivilDate[]): boolean {
  if (!isCivilDate(birth)) return false;
  return days.some((day) => {
    const age = ageOn(birth, day);
    return quoted === UNDER_17_AGE_VALUE ? age <= UNDER_17_AGE_VALUE : age === quoted;
  });
}

/** Every field of the application that disagrees with its quote, with the message to show there. */
export function applicationQuoteMismatches(
  application: QuotedApplication,
  plan: QuotedPlanTerms,
  today: CivilDate,
): QuoteMismatch[] {
  const issues: QuoteMismatch[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const { answers } = application;
  const ageDays = [today, answers.policyEffectiveDate].filter(isCivilDate);

  if (application.form === 'visitors') {
    const { request } = application;
    const a = application.answers;
    if (a.numberOfVisitors !== request.quoteFor) {
      const label = QUOTE_FOR_OPTIONS.find((o) => o.value === request.quoteFor)?.label ?? request.quoteFor;
      add('numberOfVisitors', QUOTE_MATCH_MESSAGES.insured(label));
    } else if (request.quoteFor === 'family') {
      // A family is quoted at its oldest member's age (product-flows section 3).
      const births = [
        a.dateOfBirth,
        a.person2DateOfBirth,
        ...(a.morePersons ?? []).flatMap((person) =>
          Object.entries(person).flatMap(([key, value]) => (key.endsWith('DateOfBirth') ? [value] : [])),
        ),
      ].filter(isCivilDate);
      const oldest = births.reduce((first, birth) => (birth < first ? birth : first), a.dateOfBirth);
      if (!ageMatches(request.person1Age, oldest, ageDays))
        add('dateOfBirth', QUOTE_MATCH_MESSAGES.age(request.person1Age));
    } else {
      if (!ageMatches(request.person1Age, a.dateOfBirth, ageDays))
        add('dateOfBirth', QUOTE_MATCH_MESSAGES.age(request.person1Age));
      if (request.quoteFor === 'two-persons' && request.person2Age != null) {
        if (!ageMatches(request.person2Age, a.person2DateOfBirth, ageDays))
          add('person2DateOfBirth', QUOTE_MATCH_MESSAGES.age(request.person2Age));
      }
    }
    if (a.policyEffectiveDate !== request.startDate)
      add('policyEffectiveDate', QUOTE_MATCH_MESSAGES.startDate(request.startDate));
    if (a.departureDate !== request.endDate)
      add('departureDate', QUOTE_MATCH_MESSAGES.endDate(request.endDate));
    const coverage = plan.coverageAmount ?? request.coverage;
    if (a.coverage !== coverage) add('coverage', QUOTE_MATCH_MESSAGES.coverage(coverage));
    if (plan.deductibleAmount !== null && a.deductible !== plan.deductibleAmount)
      add('deductible', QUOTE_MATCH_MESSAGES.deductible(plan.deductibleAmount));
  } else if (application.form === 'students') {
    const { request } = application;
    const a = application.answers;
    if (a.age !== request.age) add('age', QUOTE_MATCH_MESSAGES.studentAge(request.age));
    if (!ageMatches(request.age, a.dateOfBirth, ageDays))
      add('dateOfBirth', QUOTE_MATCH_MESSAGES.age(request.age));
    if (a.policyEffectiveDate !== request.effectiveDate)
      add('policyEffectiveDate', QUOTE_MATCH_MESSAGES.startDate(request.effectiveDate));
    if (a.departureDate !== request.expiryDate)
      add('departureDate', QUOTE_MATCH_MESSAGES.endDate(request.expiryDate));
  } else {
    const { request } = application;
    const a = application.answers;
    if (!ageMatches(request.age, a.dateOfBirth, ageDays))
      add('dateOfBirth', QUOTE_MATCH_MESSAGES.age(request.age));
    if (a.policyEffectiveDate !== request.startDate)
      add('policyEffectiveDate', QUOTE_MATCH_MESSAGES.startDate(request.startDate));
    if (a.expiryDate !== request.endDate) add('expiryDate', QUOTE_MATCH_MESSAGES.endDate(request.endDate));
    if (plan.deductibleAmount !== null && a.deductible !== plan.deductibleAmount)
      add('deductible', QUOTE_MATCH_MESSAGES.deductible(plan.deductibleAmount));
  }
  return issues;
}
