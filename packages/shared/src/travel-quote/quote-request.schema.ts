// Quote requests of the eight travel products (product-flows sections 3, 5 and 9; N9, N10, N19).
// The web forms and the API validate with these same schemas (ADR 0002). Money fields
// (coverage, deductible) are whole dollars, as the spec's JSON fields are (N40); the pricing
// functions turn them into cents.
//
// Rules that depend on today (a start date in the past) take `today`; without it they are skipped.
// The API passes a function read at each parse, so one schema built at start-up checks every
// request with the server's date in one parse (ADR 0101).

import { z } from 'zod';
import {
  GENERAL_AGE_OPTIONS,
  PLAN_TYPE_OPTIONS,
  SNOWBIRD_AGE_OPTIONS,
  STUDENT_AGE_OPTIONS,
  SUPERVISA_COVERAGE_AMOUNTS_CENTS,
  SUPERVISA_MIN_COVERAGE_CENTS,
  TRAVEL_DEDUCTIBLES_CENTS,
  VISITOR_COVERAGE_AMOUNTS_CENTS,
  WHERE_TO_STUDY_OPTIONS,
  WHERE_TO_TRAVEL_OPTIONS,
  optionValues,
} from '../catalogue/options.ts';
import type { Option } from '../catalogue/options.ts';
import { licensedProvinceSchema } from '../catalogue/province-schemas.ts';
import { inclusiveDays, isCivilDate, oneFullYearEnd } from '../dates/civil-date.ts';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import {
  AGE_REQUIRED_MESSAGE,
  FIELD_ERROR_MESSAGES,
  SELECT_DEDUCTIBLE_MESSAGE,
  SELECT_RANGE_MESSAGE,
} from '../validation/messages.ts';
import { TRAVEL_PRODUCTS } from './travel-products.ts';
import type { StudentProductSlug, TravellerProductSlug, VisitorProductSlug } from './travel-products.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export const QUOTE_MESSAGES = {
  quoteFor: 'Select who the quote is for',
  supervisaFamily: 'Super visa quotes are for one or two persons',
  person2Age: 'Select the age of person 2',
  preExisting: 'Answer the pre-existing condition question',
  province: 'Select a province',
  endBeforeStart: 'End date cannot be before the start date',
  startInPast: 'Start date cannot be in the past',
  tooLong: (days: number) => `The trip cannot be longer than ${days} days`,
  daysMismatch: 'Number of days does not match the dates',
  numberOfDays: 'Enter the number of days',
  /** Platform spec section 5: the oldest family member's age left empty. */
  familyOldestAge: 'Select the age of oldest family member to be insured',
  supervisaCoverage: 'Super visa coverage must be at least $100,000',
  supervisaTerm: (end: CivilDate) => `Super visa cover lasts exactly one year: the end date must be ${end}`,
  smoke: 'Answer the smoking question',
  planType: 'Select a plan type',
  whereToTravel: 'Select where you travel',
  travelingThrough: 'Answer whether you are travelling through the USA',
  studying: 'Select where you study',
} as const;

const dollars = (cents: readonly number[]) => cents.map((c) => c / 100);

/** Whole-dollar coverage amounts of visitor products (N10). */
export const VISITOR_COVERAGE_DOLLARS = dollars(VISITOR_COVERAGE_AMOUNTS_CENTS);
export const SUPERVISA_COVERAGE_DOLLARS = dollars(SUPERVISA_COVERAGE_AMOUNTS_CENTS);
export const TRAVEL_DEDUCTIBLE_DOLLARS = dollars(TRAVEL_DEDUCTIBLES_CENTS);

const yesNoSchema = (message: string) => z.enum(['yes', 'no'], message);
export type YesNo = 'yes' | 'no';

const ageSchema = (options: readonly Option<number>[]) =>
  z
    .number(AGE_REQUIRED_MESSAGE)
    .int(AGE_REQUIRED_MESSAGE)
    .refine((age) => options.some((o) => o.value === age), 'Age is not in the list');

const amountSchema = (amounts: readonly number[], message: string) =>
  z.number(message).refine((value) => amounts.includes(value), message);

const optionalDeductible = onFirstUse(() =>
  amountSchema(TRAVEL_DEDUCTIBLE_DOLLARS, SELECT_DEDUCTIBLE_MESSAGE).nullish(),
);

const datesIssue = (
  ctx: z.RefinementCtx,
  start: CivilDate,
  end: CivilDate,
  maxDays: number,
  today: CivilDate | undefined,
  startPath: string,
  endPath: string,
): void => {
  // A cleared or half-typed date has its own message; no range is computed from it.
  if (!isCivilDate(start) || !isCivilDate(end)) return;
  if (today !== undefined && start < today) {
    ctx.addIssue({ code: 'custom', path: [startPath], message: QUOTE_MESSAGES.startInPast });
  }
  if (end < start) {
    ctx.addIssue({ code: 'custom', path: [endPath], message: QUOTE_MESSAGES.endBeforeStart });
  } else if (inclusiveDays(start, end) > maxDays) {
    ctx.addIssue({ code: 'custom', path: [endPath], message: QUOTE_MESSAGES.tooLong(maxDays) });
  }
};

export interface QuoteSchemaOptions {
  /** Today's date (Eastern time), or a function giving it at each parse; enables the 'not in the past' rule. */
  today?: CivilDate | (() => CivilDate);
  /** The web form asks the number of days (product-flows section 4): an empty one is refused. */
  requireNumberOfDays?: boolean;
}

const todayOf = (options: QuoteSchemaOptions): CivilDate | undefined =>
  typeof options.today === 'function' ? options.today() : options.today;

/** Who a family quote covers (N9). */
export const FAMILY_DEFINITION =
  'A family is at most 2 parents or guardians and their unmarried children under 22, priced at twice the oldest member’s premium.';
/** The age under which an extra family member counts as a child (N9). */
export const FAMILY_CHILD_AGE_LIMIT = 22;

/** The message of an empty age: a family asks for its oldest member's (platform spec section 5). */
export function ageMessageFor(quoteFor: string | undefined, message: string | undefined): string | undefined {
  return quoteFor === 'family' && message === AGE_REQUIRED_MESSAGE ? QUOTE_MESSAGES.familyOldestAge : message;
}

/** End of a super visa term: one full year from any start, 29 February included (N9, N19, ADR 0089). */
export function supervisaEndDate(start: CivilDate): CivilDate {
  return oneFullYearEnd(start);
}

const visitorShape = onFirstUse(() => ({
  quoteFor: z.enum(['single', 'two-persons', 'family'], QUOTE_MESSAGES.quoteFor),
  /** Person 1, or the eldest family member for a family quote. */
  person1Age: ageSchema(GENERAL_AGE_OPTIONS),
  person2Age: ageSchema(GENERAL_AGE_OPTIONS).nullish(),
  preExistingPerson1: yesNoSchema(QUOTE_MESSAGES.preExisting),
  preExistingPerson2: yesNoSchema(QUOTE_MESSAGES.preExisting).nullish(),
  coverage: amountSchema(VISITOR_COVERAGE_DOLLARS, SELECT_RANGE_MESSAGE),
  deductible: optionalDeductible(),
  // Sold only where licensed (N43): another province gets the province message.
  province: licensedProvinceSchema,
  startDate: civilDateSchema,
  endDate: civilDateSchema,
  /** Kept in step with the dates on the form (product-flows section 4). */
  numberOfDays: z.number().int().positive().nullish(),
  page: z.number().int().nonnegative().optional(),
  type: z.string().max(60).optional(),
}));

/** Visitors to Canada, super visa, new immigrants, foreign workers (product-flows section 3). */
export function visitorQuoteRequestSchema(product: VisitorProductSlug, options: QuoteSchemaOptions = {}) {
  return z.object(visitorShape()).superRefine((q, ctx) => {
    const isSupervisa = product === 'supervisa';
    if (q.quoteFor === 'two-persons') {
      if (q.person2Age == null)
        ctx.addIssue({ code: 'custom', path: ['person2Age'], message: QUOTE_MESSAGES.person2Age });
      if (q.preExistingPerson2 == null) {
        ctx.addIssue({ code: 'custom', path: ['preExistingPerson2'], message: QUOTE_MESSAGES.preExisting });
      }
      // product-flows section 5: MAX_AGE on person 1 for the second quote-for option (N27).
      if (q.person1Age > 99) {
        ctx.addIssue({ code: 'custom', path: ['person1Age'], message: FIELD_ERROR_MESSAGES.MAX_AGE });
      }
    }
    if (isSupervisa && q.quoteFor === 'family') {
      ctx.addIssue({ code: 'custom', path: ['quoteFor'], message: QUOTE_MESSAGES.supervisaFamily });
    }
    if (isSupervisa && q.coverage * 100 < SUPERVISA_MIN_COVERAGE_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['coverage'], message: QUOTE_MESSAGES.supervisaCoverage });
    }
    if (
      options.requireNumberOfDays === true &&
      !isSupervisa &&
      (q.numberOfDays == null || q.numberOfDays < 1)
    ) {
      ctx.addIssue({ code: 'custom', path: ['numberOfDays'], message: QUOTE_MESSAGES.numberOfDays });
    }
    if (!isCivilDate(q.startDate) || !isCivilDate(q.endDate)) return;
    if (isSupervisa) {
      const end = supervisaEndDate(q.startDate);
      if (q.endDate !== end) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: QUOTE_MESSAGES.supervisaTerm(end) });
      }
      const today = todayOf(options);
      if (today !== undefined && q.startDate < today) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: QUOTE_MESSAGES.startInPast });
      }
    } else {
      const max = TRAVEL_PRODUCTS[product].maxTripDays;
      datesIssue(ctx, q.startDate, q.endDate, max, todayOf(options), 'startDate', 'endDate');
    }
    if (
      q.numberOfDays != null &&
      q.endDate >= q.startDate &&
      q.numberOfDays !== inclusiveDays(q.startDate, q.endDate)
    ) {
      ctx.addIssue({ code: 'custom', path: ['numberOfDays'], message: QUOTE_MESSAGES.daysMismatch });
    }
  });
}
export type VisitorQuoteRequest = z.infer<ReturnType<typeof visitorQuoteRequestSchema>>;

const studentShape = onFirstUse(() => ({
  age: ageSchema(STUDENT_AGE_OPTIONS),
  effectiveDate: civilDateSchema,
  expiryDate: civilDateSchema,
  /** International students only (product-flows section 3). */
  preExistingPerson1: yesNoSchema(QUOTE_MESSAGES.preExisting).nullish(),
  /** Canadian students only: where to study. */
  studying: z.enum(optionValues(WHERE_TO_STUDY_OPTIONS), QUOTE_MESSAGES.studying).nullish(),
  page: z.number().int().nonnegative().optional(),
  type: z.string().max(60).optional(),
}));

/** International and Canadian students (product-flows sections 3 and 5). */
export function studentQuoteRequestSchema(product: StudentProductSlug, options: QuoteSchemaOptions = {}) {
  return z.object(studentShape()).superRefine((q, ctx) => {
    if (product === 'international-students' && q.preExistingPerson1 == null) {
      ctx.addIssue({ code: 'custom', path: ['preExistingPerson1'], message: QUOTE_MESSAGES.preExisting });
    }
    if (product === 'canadian-students' && q.studying == null) {
      ctx.addIssue({ code: 'custom', path: ['studying'], message: QUOTE_MESSAGES.studying });
    }
    const max = TRAVEL_PRODUCTS[product].maxTripDays;
    datesIssue(ctx, q.effectiveDate, q.expiryDate, max, todayOf(options), 'effectiveDate', 'expiryDate');
  });
}
export type StudentQuoteRequest = z.infer<ReturnType<typeof studentQuoteRequestSchema>>;

/** Canadian travellers and snowbirds (product-flows sections 3 and 5). */
export function travellerQuoteRequestSchema(product: TravellerProductSlug, options: QuoteSchemaOptions = {}) {
  const ages = product === 'canadian-snowbirds' ? SNOWBIRD_AGE_OPTIONS : GENERAL_AGE_OPTIONS;
  return z
    .object({
      age: ageSchema(ages),
      smoke: yesNoSchema(QUOTE_MESSAGES.smoke),
      startDate: civilDateSchema,
      endDate: civilDateSchema,
      deductible: optionalDeductible(),
      planType: z.enum(optionValues(PLAN_TYPE_OPTIONS), QUOTE_MESSAGES.planType),
      whereToTravel: z.enum(optionValues(WHERE_TO_TRAVEL_OPTIONS), QUOTE_MESSAGES.whereToTravel),
      /** Required when travelling Worldwide (the first option, product-flows section 5). */
      travelingThrough: yesNoSchema(QUOTE_MESSAGES.travelingThrough).nullish(),
      page: z.number().int().nonnegative().optional(),
      type: z.string().max(60).optional(),
    })
    .superRefine((q, ctx) => {
      if (q.whereToTravel === 'worldwide' && q.travelingThrough == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['travelingThrough'],
          message: QUOTE_MESSAGES.travelingThrough,
        });
      }
      const max = TRAVEL_PRODUCTS[product].maxTripDays;
      datesIssue(ctx, q.startDate, q.endDate, max, todayOf(options), 'startDate', 'endDate');
    });
}
export type TravellerQuoteRequest = z.infer<ReturnType<typeof travellerQuoteRequestSchema>>;
