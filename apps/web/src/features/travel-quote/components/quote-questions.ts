// The instant-quote questions of each kind of travel product, as data (product-flows sections 2
// to 5; N19): which questions, their limits and wording, and the answers coupled to another (days
// and dates). One form (travel-quote-form.tsx) renders them for the eight products.

import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  GENERAL_AGE_OPTIONS,
  PLAN_TYPE_OPTIONS,
  QUOTE_FOR_OPTIONS,
  SNOWBIRD_AGE_OPTIONS,
  STUDENT_AGE_OPTIONS,
  SUPERVISA_QUOTE_FOR_OPTIONS,
  WHERE_TO_STUDY_OPTIONS,
  WHERE_TO_TRAVEL_OPTIONS,
} from '@brokerage/shared/catalogue/options';
import { isCivilDate } from '@brokerage/shared/dates/civil-date';
import { tripRangeAfter } from '@brokerage/shared/dates/trip-range';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  FAMILY_DEFINITION,
  SUPERVISA_COVERAGE_DOLLARS,
  TRAVEL_DEDUCTIBLE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  ageMessageFor,
  studentQuoteRequestSchema,
  supervisaEndDate,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import { TRAVEL_PRODUCTS, travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravelProductKind,
  TravelProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import { dollarOptions } from './dollar-options.ts';
import type { FieldSpec } from './travel-field.tsx';

export type Answers = Record<string, unknown>;
type Spec = FieldSpec<string>;

export interface QuoteContext {
  product: TravelProductSlug;
  today: CivilDate;
}

/** The questions on screen for the answers so far. */
export interface QuoteQuestions {
  /** Full width, above the grid. */
  lead: Spec[];
  /** A line under the lead questions (the family's definition), or null. */
  note: string | null;
  /** The grid's questions of the first screen. */
  grid: Spec[];
  /**
   * Questions rendered in the task after the first ones, so the form's first render after
   * hydration is not one long task (ADR 0086); the submit button comes with them.
   */
  later: Spec[];
}

export interface QuoteKind {
  /**
   * The product's request schema for today; `asForm`: the form also asks the number of days
   * (the results' filters keep the saved request's).
   */
  schema: (context: QuoteContext, asForm: boolean) => z.ZodType<FieldValues, FieldValues>;
  defaults: Answers;
  questions: (answers: Answers, context: QuoteContext) => QuoteQuestions;
  /** The other answers to set when `name` changes to `value` (product-flows section 4). */
  couple: (name: string, value: unknown, answers: Answers, context: QuoteContext) => Answers;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const noCoupling = () => ({});

const visitorQuote: QuoteKind = {
  schema: ({ product, today }, asForm) =>
    visitorQuoteRequestSchema(product as VisitorProductSlug, { today, requireNumberOfDays: asForm }),
  defaults: { quoteFor: 'single' },
  questions: (answers, { product, today }) => {
    const isSupervisa = product === 'supervisa';
    const quoteFor = str(answers.quoteFor);
    const family = quoteFor === 'family';
    const twoPersons = quoteFor === 'two-persons';
    const person2: Spec[] =
      twoPersons || family
        ? [
            {
              name: 'person2Age',
              label: 'Age of person 2',
              kind: 'number-select',
              required: twoPersons,
              options: GENERAL_AGE_OPTIONS,
            },
            {
              name: 'preExistingPerson2',
              label: 'Cover pre-existing conditions for person 2?',
              kind: 'yesno',
              required: twoPersons,
            },
          ]
        : [];
    const maxDays = TRAVEL_PRODUCTS[product].maxTripDays;
    const days: Spec[] = isSupervisa
      ? []
      : [
          {
            name: 'numberOfDays',
            label: 'Number of days',
            kind: 'whole-number',
            description: `Up to ${maxDays} days`,
          },
        ];
    return {
      lead: [
        {
          name: 'quoteFor',
          label: 'Quote for',
          kind: 'choice',
          options: isSupervisa ? SUPERVISA_QUOTE_FOR_OPTIONS : QUOTE_FOR_OPTIONS,
        },
      ],
      note: family ? FAMILY_DEFINITION : null,
      grid: [
        {
          name: 'person1Age',
          label: family ? 'Age of the oldest family member' : 'Age of person 1',
          kind: 'number-select',
          options: GENERAL_AGE_OPTIONS,
          errorText: (message) => ageMessageFor(quoteFor, message),
        },
        { name: 'preExistingPerson1', label: 'Cover pre-existing conditions for person 1?', kind: 'yesno' },
        ...person2,
      ],
      later: [
        {
          name: 'coverage',
          label: 'Coverage',
          kind: 'number-select',
          options: dollarOptions(isSupervisa ? SUPERVISA_COVERAGE_DOLLARS : VISITOR_COVERAGE_DOLLARS),
        },
        { name: 'province', label: 'Province of stay', kind: 'province' },
        ...days,
        { name: 'startDate', label: 'Start date', kind: 'date', min: today },
        {
          name: 'endDate',
          label: 'End date',
          kind: 'date',
          min: str(answers.startDate) || today,
          readOnly: isSupervisa,
        },
      ],
    };
  },
  // One trip range whose days and dates agree (tripRangeAfter, ADR 0119); super visa ends one full
  // year after its start, auto-set (N19, ADR 0089).
  couple: (name, value, answers, { product, today }) => {
    if (name !== 'numberOfDays' && name !== 'startDate' && name !== 'endDate') return {};
    const start = str(answers.startDate);
    if (product === 'supervisa') {
      return name === 'startDate' && isCivilDate(start) ? { endDate: supervisaEndDate(start) } : {};
    }
    const days = answers.numberOfDays;
    const range = {
      numberOfDays: typeof days === 'number' ? days : null,
      startDate: start,
      endDate: str(answers.endDate),
    };
    const next = tripRangeAfter(
      range,
      name === 'numberOfDays'
        ? { field: name, value: typeof value === 'number' ? value : null }
        : { field: name, value: str(value) },
      today,
    );
    const patch: Answers = {};
    if (next.numberOfDays !== range.numberOfDays) patch.numberOfDays = next.numberOfDays;
    if (next.startDate !== range.startDate) patch.startDate = next.startDate;
    if (next.endDate !== range.endDate) patch.endDate = next.endDate;
    return patch;
  },
};

const studentQuote: QuoteKind = {
  schema: ({ product, today }) => studentQuoteRequestSchema(product as StudentProductSlug, { today }),
  defaults: {},
  questions: (answers, { product, today }) => ({
    lead: [],
    note: null,
    grid: [
      { name: 'age', label: 'Age', kind: 'number-select', options: STUDENT_AGE_OPTIONS },
      product === 'international-students'
        ? { name: 'preExistingPerson1', label: 'Cover pre-existing conditions?', kind: 'yesno' }
        : { name: 'studying', label: 'Where do you study?', kind: 'choice', options: WHERE_TO_STUDY_OPTIONS },
      {
        name: 'effectiveDate',
        label: 'Effective date',
        kind: 'date',
        min: today,
        max: str(answers.expiryDate) || undefined,
      },
      { name: 'expiryDate', label: 'Expiry date', kind: 'date', min: str(answers.effectiveDate) || today },
    ],
    later: [],
  }),
  couple: noCoupling,
};

const travellerQuote: QuoteKind = {
  schema: ({ product, today }) => travellerQuoteRequestSchema(product as TravellerProductSlug, { today }),
  defaults: {},
  questions: (answers, { product, today }) => ({
    lead: [],
    note: null,
    grid: [
      { name: 'planType', label: 'Plan type', kind: 'text-select', options: PLAN_TYPE_OPTIONS },
      {
        name: 'whereToTravel',
        label: 'Where are you travelling?',
        kind: 'text-select',
        options: WHERE_TO_TRAVEL_OPTIONS,
        revalidateAll: true,
      },
      ...(answers.whereToTravel === 'worldwide'
        ? [{ name: 'travelingThrough', label: 'Are you travelling through the USA?', kind: 'yesno' } as const]
        : []),
      {
        name: 'age',
        label: 'Age',
        kind: 'number-select',
        options: product === 'canadian-snowbirds' ? SNOWBIRD_AGE_OPTIONS : GENERAL_AGE_OPTIONS,
      },
      { name: 'smoke', label: 'Have you smoked in the past years?', kind: 'yesno' },
      {
        name: 'deductible',
        label: 'Deductible',
        kind: 'number-select',
        required: false,
        placeholder: 'Any',
        options: dollarOptions(TRAVEL_DEDUCTIBLE_DOLLARS),
      },
      { name: 'startDate', label: 'Start date', kind: 'date', min: today },
      { name: 'endDate', label: 'End date', kind: 'date', min: str(answers.startDate) || today },
    ],
    later: [],
  }),
  couple: noCoupling,
};

const QUOTE_KINDS: Record<TravelProductKind, QuoteKind> = {
  visitor: visitorQuote,
  student: studentQuote,
  traveller: travellerQuote,
};

/** The quote questions of a product's kind. */
export const quoteKindOf = (product: TravelProductSlug): QuoteKind => QUOTE_KINDS[travelProductKind(product)];
