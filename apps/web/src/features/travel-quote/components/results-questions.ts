// The results page of each kind of travel product, as data (product-flows sections 2, 4 and 5):
// the filters it offers, whether plans can be compared, the notes and the actions it shows. One
// results component (travel-results.tsx) renders them for the eight products.

import { GENERAL_AGE_OPTIONS, SNOWBIRD_AGE_OPTIONS } from '@brokerage/shared/catalogue/options';
import { addDays, inclusiveDays, isCivilDate } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  SUPERVISA_COVERAGE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import { TRAVEL_PRODUCTS, travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductKind, TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { FieldSpec } from './travel-field.tsx';

export type Draft = Record<string, unknown>;

export interface ResultsContext {
  product: TravelProductSlug;
  today: CivilDate;
}

export interface ResultsKind {
  /** The filters beside the list (none: the list is full width). */
  filters: (draft: Draft, context: ResultsContext) => FieldSpec<string>[];
  /** Coverage amounts of the coverage slider, or null. */
  coverageStops: (product: TravelProductSlug) => readonly number[] | null;
  deductibleFilter: boolean;
  /** A note above the list (travellers: eligibility follows the questionnaire). */
  note: string | null;
  /** Travellers 60 and over get the medical questionnaire or applying through us instead. */
  seniorActions: boolean;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The trip's two date filters, each with the limits the schema checks. */
function tripDates(draft: Draft, { product, today }: ResultsContext): FieldSpec<string>[] {
  const isSupervisa = product === 'supervisa';
  const start = str(draft.startDate);
  const limits = tripLimits(start, product);
  return [
    {
      name: 'startDate',
      label: 'Start date',
      kind: 'date',
      min: today,
      max: isSupervisa ? undefined : str(draft.endDate),
    },
    {
      name: 'endDate',
      label: 'End date',
      kind: 'date',
      min: start,
      max: limits.maxEnd,
      readOnly: isSupervisa,
    },
  ];
}

function tripLimits(start: string, product: TravelProductSlug) {
  const kind = travelProductKind(product);
  // A cleared start date has its own message; no range is computed from it.
  const maxEnd =
    kind === 'visitor' && product !== 'supervisa' && isCivilDate(start)
      ? addDays(start, TRAVEL_PRODUCTS[product].maxTripDays - 1)
      : undefined;
  return { maxEnd };
}

const RESULTS_KINDS: Record<TravelProductKind, ResultsKind> = {
  visitor: {
    filters: (draft, context) => {
      const family = draft.quoteFor === 'family';
      const person2 = draft.quoteFor !== 'single';
      return [
        {
          name: 'person1Age',
          label: family ? 'Age of the oldest family member' : 'Person 1 age',
          kind: 'number-select',
          options: GENERAL_AGE_OPTIONS,
        },
        ...(person2
          ? [
              {
                name: 'person2Age',
                label: 'Person 2 age',
                kind: 'number-select',
                options: GENERAL_AGE_OPTIONS,
              } as const,
            ]
          : []),
        ...tripDates(draft, context),
        { name: 'preExistingPerson1', label: 'Pre-existing condition cover, person 1', kind: 'yesno' },
        ...(person2
          ? [
              {
                name: 'preExistingPerson2',
                label: 'Pre-existing condition cover, person 2',
                kind: 'yesno',
              } as const,
            ]
          : []),
      ];
    },
    coverageStops: (product) =>
      product === 'supervisa' ? SUPERVISA_COVERAGE_DOLLARS : VISITOR_COVERAGE_DOLLARS,
    deductibleFilter: true,
    note: null,
    seniorActions: false,
  },
  student: {
    filters: () => [],
    coverageStops: () => null,
    deductibleFilter: false,
    note: null,
    seniorActions: false,
  },
  traveller: {
    filters: (draft, context) => [
      {
        name: 'age',
        label: 'Age',
        kind: 'number-select',
        options: context.product === 'canadian-snowbirds' ? SNOWBIRD_AGE_OPTIONS : GENERAL_AGE_OPTIONS,
      },
      { name: 'smoke', label: 'Have you smoked in the past years?', kind: 'yesno' },
      ...tripDates(draft, context),
    ],
    coverageStops: () => null,
    deductibleFilter: true,
    note: 'You are eligible for any of the rates shown based on your answers to the medical questionnaire.',
    seniorActions: true,
  },
};

export const resultsKindOf = (product: TravelProductSlug): ResultsKind =>
  RESULTS_KINDS[travelProductKind(product)];

/** A date filter moved into the trip's limits, and what the visitor is told about it. */
export interface TripChange {
  draft: Draft;
  /** Said next to the list when a typed date was moved into the trip's limits, else null. */
  adjusted: string | null;
}

/**
 * Applies a filter change to the draft request. Typed dates outside the trip are clamped to it
 * (a start before today moves to today; an end before the start or past the longest trip moves to
 * that limit; a start after the end takes the end along), so the list never empties over a date
 * the field's own limits refuse; super visa ends one full year after its start (N19, ADR 0089);
 * a range sets the number of days.
 */
export function applyFilter(draft: Draft, patch: Draft, { product, today }: ResultsContext): TripChange {
  const next: Draft = { ...draft, ...patch };
  const isSupervisa = product === 'supervisa';
  const notes: string[] = [];
  if ('startDate' in patch && isCivilDate(str(next.startDate))) {
    if (str(next.startDate) < today) {
      next.startDate = today;
      notes.push('The start date cannot be in the past: it is now today.');
    }
    const start = str(next.startDate);
    if (isSupervisa) next.endDate = supervisaEndDate(start);
    else if (isCivilDate(str(next.endDate)) && str(next.endDate) < start) next.endDate = start;
  }
  if (!isSupervisa && ('startDate' in patch || 'endDate' in patch) && isCivilDate(str(next.startDate))) {
    const start = str(next.startDate);
    const end = str(next.endDate);
    const { maxEnd } = tripLimits(start, product);
    if (isCivilDate(end) && end < start) {
      next.endDate = start;
      notes.push('The end date cannot be before the start date: it is now the start date.');
    } else if (maxEnd !== undefined && isCivilDate(end) && end > maxEnd) {
      next.endDate = maxEnd;
      notes.push(
        `A trip lasts at most ${TRAVEL_PRODUCTS[product].maxTripDays} days: the end date is now ${maxEnd}.`,
      );
    }
  }
  const start = str(next.startDate);
  const end = str(next.endDate);
  if (travelProductKind(product) === 'visitor' && isCivilDate(start) && isCivilDate(end) && end >= start)
    next.numberOfDays = isSupervisa ? null : inclusiveDays(start, end);
  return { draft: next, adjusted: notes.length > 0 ? notes.join(' ') : null };
}
