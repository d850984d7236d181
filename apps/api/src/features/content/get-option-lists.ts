// Coverage and deductible option lists by page type (platform spec section 7), from the shared
// catalogue (N10, N12). Amounts leave the API as dollars (N40).

import { findProductBySlug } from '@brokerage/shared/catalogue/products';
import {
  LIFE_QUOTE_SLUGS,
  TRAVEL_DEDUCTIBLES_CENTS,
  lifeCoverageOptions,
  moneyOptions,
  travelCoverageAmountsCents,
  type LifeQuoteSlug,
} from '@brokerage/shared/catalogue/options';
import { centsToDollars } from '@brokerage/shared/money/cents';
import { notFound } from '../../lib/app-error.ts';

export interface AmountOption {
  value: number;
  label: string;
}

const DEDUCTIBLE_TYPES = [
  'visitors-to-canada',
  'supervisa',
  'new-immigrants',
  'foreign-workers',
  'travelling-canadians',
  'canadians-snowbirds',
];

const toDollars = (options: { value: number; label: string }[]): AmountOption[] =>
  options.map((o) => ({ value: centsToDollars(o.value), label: o.label }));

const isLifeSlug = (type: string): type is LifeQuoteSlug =>
  (LIFE_QUOTE_SLUGS as readonly string[]).includes(type);

function unknownType(type: string, what: string): Error {
  return findProductBySlug(type) === undefined
    ? notFound(`Unknown page type '${type}'.`)
    : notFound(`${findProductBySlug(type)?.name ?? type} has no ${what} list.`);
}

export function getCoverageAmounts(type: string): AmountOption[] {
  if (isLifeSlug(type)) return toDollars(lifeCoverageOptions(type));
  const travel = travelCoverageAmountsCents(type);
  if (travel !== null) return toDollars(moneyOptions(travel));
  throw unknownType(type, 'coverage amount');
}

export function getDeductibleAmounts(type: string): AmountOption[] {
  if (DEDUCTIBLE_TYPES.includes(type)) return toDollars(moneyOptions(TRAVEL_DEDUCTIBLES_CENTS));
  throw unknownType(type, 'deductible');
}
