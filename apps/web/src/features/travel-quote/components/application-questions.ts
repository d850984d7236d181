// The application of each kind of travel product, as data (product-flows sections 2 to 5; N19):
// the form it posts to, its schema, who is insured, the country asked, the policy's dates (in the
// order they must keep) and amounts, and what the saved quote prefills. One form
// (travel-application-form.tsx) renders them for the eight products.

import type { FieldValues, Resolver } from 'react-hook-form';
import { QUOTE_FOR_OPTIONS, SUPERVISA_QUOTE_FOR_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { Option } from '@brokerage/shared/catalogue/options';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  studentsApplicationSchema,
  travellersApplicationSchema,
  visitorsApplicationSchema,
  type ApplicationForm,
} from '@brokerage/shared/travel-quote/application.schema';
import {
  SUPERVISA_COVERAGE_DOLLARS,
  TRAVEL_DEDUCTIBLE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelProductKind, TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { SavedTravelQuote } from '../saved-travel-quote.ts';
import { dollarOptions, formResolver } from './dollar-options.ts';
import type { FieldSpec } from './travel-field.tsx';

type Spec = FieldSpec<string>;

export interface ApplicationKind {
  form: ApplicationForm;
  resolver: (today: CivilDate) => Resolver<FieldValues>;
  /** The group question (visitors and travellers); students apply alone, with the quote's age. */
  group: { label: string; options: (product: TravelProductSlug) => readonly Option<string>[] } | null;
  /** Travellers answer the residence question first: 'No' cannot buy online (product-flows section 2). */
  residenceFirst: boolean;
  country: Spec;
  /** The policy's dates, in the order they must keep (each no later than the next). */
  dates: readonly [Spec, Spec, Spec];
  amounts: (product: TravelProductSlug) => Spec[];
  /** Whether the form asks the number to call to finalise. */
  finalContactNumber: boolean;
}

const HOME_COUNTRY: Spec = {
  name: 'homeCountry',
  label: 'Home country',
  kind: 'text',
  autoComplete: 'country-name',
};
const DEDUCTIBLE: Spec = {
  name: 'deductible',
  label: 'Deductible',
  kind: 'number-select',
  options: dollarOptions(TRAVEL_DEDUCTIBLE_DOLLARS),
};
const date = (name: string, label: string): Spec => ({ name, label, kind: 'date' });
const VISIT_DATES = [
  date('arrivalDate', 'Arrival date'),
  date('policyEffectiveDate', 'Policy effective date'),
  date('departureDate', 'Departure date'),
] as const;

export const APPLICATION_KINDS: Record<TravelProductKind, ApplicationKind> = {
  visitor: {
    form: 'visitors',
    resolver: (today) => formResolver(visitorsApplicationSchema({ today })),
    group: {
      label: 'Number of visitors',
      options: (product) => (product === 'supervisa' ? SUPERVISA_QUOTE_FOR_OPTIONS : QUOTE_FOR_OPTIONS),
    },
    residenceFirst: false,
    country: HOME_COUNTRY,
    dates: VISIT_DATES,
    amounts: (product) => [
      {
        name: 'coverage',
        label: 'Coverage',
        kind: 'number-select',
        options: dollarOptions(
          product === 'supervisa' ? SUPERVISA_COVERAGE_DOLLARS : VISITOR_COVERAGE_DOLLARS,
        ),
      },
      DEDUCTIBLE,
    ],
    finalContactNumber: true,
  },
  student: {
    form: 'students',
    resolver: (today) => formResolver(studentsApplicationSchema({ today })),
    group: null,
    residenceFirst: false,
    country: HOME_COUNTRY,
    dates: VISIT_DATES,
    amounts: () => [],
    finalContactNumber: false,
  },
  traveller: {
    form: 'travellers',
    resolver: (today) => formResolver(travellersApplicationSchema({ today })),
    // The quote's words: Single / 2 Persons / Family.
    group: { label: 'Who is travelling?', options: () => QUOTE_FOR_OPTIONS },
    residenceFirst: true,
    country: { name: 'destinationCountry', label: 'Destination country', kind: 'text' },
    dates: [
      date('departureDate', 'Departure date'),
      date('policyEffectiveDate', 'Policy effective date'),
      date('expiryDate', 'Expiry date'),
    ],
    amounts: () => [DEDUCTIBLE],
    finalContactNumber: true,
  },
};

/**
 * The dates to move when one of the ordered dates changes (product-flows section 4): the earlier
 * ones come down to it, the later ones go up to it; super visa departs one full year after the
 * policy takes effect (N19, ADR 0089).
 */
export function coupledDates(
  order: readonly string[],
  name: string,
  value: string,
  current: Readonly<Record<string, unknown>>,
  product: TravelProductSlug,
): Record<string, string> {
  const at = order.indexOf(name);
  const moved: Record<string, string> = {};
  if (at === -1) return moved;
  order.forEach((other, index) => {
    const was = typeof current[other] === 'string' ? (current[other] as string) : '';
    if (index < at && was > value) moved[other] = value;
    if (index > at && (!was || was < value)) moved[other] = value;
  });
  if (product === 'supervisa') {
    const [, effective = '', departure = ''] = order;
    const start = moved[effective] ?? (current[effective] as string | undefined) ?? '';
    if (start) moved[departure] = supervisaEndDate(start);
  }
  return moved;
}

/** What the saved quote prefills in the application (product-flows section 4). */
export function applicationInitial(saved: SavedTravelQuote): Record<string, unknown> {
  switch (saved.kind) {
    case 'visitor': {
      const { request } = saved;
      return {
        numberOfVisitors: request.quoteFor,
        arrivalDate: request.startDate,
        policyEffectiveDate: request.startDate,
        departureDate: request.endDate,
        coverage: request.coverage,
        ...(request.deductible == null ? {} : { deductible: request.deductible }),
      };
    }
    case 'student': {
      const { request } = saved;
      return {
        quoteFor: 'single',
        age: request.age,
        arrivalDate: request.effectiveDate,
        policyEffectiveDate: request.effectiveDate,
        departureDate: request.expiryDate,
      };
    }
    case 'traveller': {
      const { request } = saved;
      return {
        departureDate: request.startDate,
        policyEffectiveDate: request.startDate,
        expiryDate: request.endDate,
        ...(request.deductible == null ? {} : { deductible: request.deductible }),
      };
    }
  }
}
