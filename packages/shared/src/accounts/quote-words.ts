// A stored quote described in words for people (My account > Quotes, the staff inbox): product,
// who, how much, when, where, with the site's date format (N5) and the forms' option labels,
// instead of the request's keys ("Term Life, $500,000, 20 Years, female, born 11th February,
// 1986, British Columbia").

import {
  GENDER_OPTIONS,
  LIFE_PAYMENT_PERIODS,
  PLAN_TYPE_OPTIONS,
  QUOTE_FOR_OPTIONS,
  UNDER_17_AGE_VALUE,
  WHERE_TO_STUDY_OPTIONS,
  WHERE_TO_TRAVEL_OPTIONS,
} from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { findProductBySlug } from '../catalogue/products.ts';
import { provinceName } from '../catalogue/provinces.ts';
import { formatDisplayDate, isCivilDate } from '../dates/civil-date.ts';
import { dollarsToCents, formatCad } from '../money/cents.ts';
import { isTravelProductSlug, TRAVEL_PRODUCTS } from '../travel-quote/travel-products.ts';

type Request = Record<string, unknown>;

const labelOf = (options: readonly { value: unknown; label: string }[], value: unknown) =>
  options.find((o) => o.value === value)?.label;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const age = (value: unknown) => {
  const n = num(value);
  return n === undefined ? undefined : n === UNDER_17_AGE_VALUE ? 'under 17' : String(n);
};
const money = (value: unknown) => {
  const n = num(value);
  return n === undefined || n <= 0 ? undefined : formatCad(dollarsToCents(n), { omitZeroCents: true });
};
const day = (value: unknown) => (isCivilDate(value) ? formatDisplayDate(value) : undefined);

function who(request: Request): string | undefined {
  const quoteFor = request.quoteFor;
  const first = age(request.person1Age) ?? age(request.age);
  if (first === undefined) return undefined;
  if (quoteFor === 'family') return `family, oldest aged ${first}`;
  const second = quoteFor === 'two-persons' ? age(request.person2Age) : undefined;
  const forWhom = labelOf(QUOTE_FOR_OPTIONS, quoteFor);
  const ages = second === undefined ? `aged ${first}` : `aged ${first} and ${second}`;
  return forWhom === undefined || quoteFor === 'single' ? ages : `${forWhom}, ${ages}`;
}

function trip(request: Request): string | undefined {
  const start = day(request.startDate) ?? day(request.effectiveDate);
  const end = day(request.endDate) ?? day(request.expiryDate);
  return start === undefined || end === undefined ? undefined : `${start} to ${end}`;
}

/** The product's name from a quote's product slug, life or travel. */
export function quoteProductName(product: string): string {
  return isTravelProductSlug(product)
    ? TRAVEL_PRODUCTS[product].name
    : (findProductBySlug(product)?.name ?? product);
}

/**
 * The quote's answers in words, under its product's name ('$500,000, 20 Years, female, ...');
 * unknown answers are left out, never shown as keys.
 */
export function quoteAnswersInWords(product: string, request: Request): string {
  const periods = LIFE_PAYMENT_PERIODS[product as LifeQuoteSlug] as
    (typeof LIFE_PAYMENT_PERIODS)[LifeQuoteSlug] | undefined;
  const parts =
    periods !== undefined
      ? [
          money(request.coverage),
          labelOf(periods, request.paymentPeriod),
          labelOf(GENDER_OPTIONS, request.gender)?.toLowerCase(),
          day(request.birthDate) === undefined ? undefined : `born ${day(request.birthDate)}`,
        ]
      : [
          who(request),
          money(request.coverage) === undefined ? undefined : `${money(request.coverage)} coverage`,
          trip(request),
          labelOf(PLAN_TYPE_OPTIONS, request.planType),
          labelOf(WHERE_TO_TRAVEL_OPTIONS, request.whereToTravel),
          labelOf(WHERE_TO_STUDY_OPTIONS, request.studying) === undefined
            ? undefined
            : `studying ${labelOf(WHERE_TO_STUDY_OPTIONS, request.studying)?.toLowerCase()}`,
        ];
  const province = typeof request.province === 'string' ? provinceName(request.province) : undefined;
  return [...parts, province].filter((p): p is string => p !== undefined && p !== '').join(', ');
}
