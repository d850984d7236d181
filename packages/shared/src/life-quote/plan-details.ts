// What a buyer compares besides price: carried per plan in the rate data, so an
// imported sheet can carry it too, and shown on the results, the comparison, the e-mailed quotes
// and the application. Every field is optional in a sheet; a missing one reads "Not stated".

import { z } from 'zod';
import { formatCad } from '../money/cents.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export const UNDERWRITING_VALUES = ['medical-exam', 'simplified-issue'] as const;
export type Underwriting = (typeof UNDERWRITING_VALUES)[number];

export const UNDERWRITING_LABELS: Readonly<Record<Underwriting, string>> = {
  'medical-exam': 'Medical exam',
  'simplified-issue': 'Simplified issue (health questions, no exam)',
};

export const lifePlanDetailsSchema = onFirstUse(() =>
  z.object({
    /** The cover may be renewed, without new evidence of health, up to this age; null: not renewable or not stated. */
    renewableToAge: z.number().int().min(0).max(120).nullable(),
    /** The cover may be converted to permanent insurance until this age. */
    convertibleToAge: z.number().int().min(0).max(120).nullable(),
    underwriting: z.enum(UNDERWRITING_VALUES).nullable(),
    maxCoverageCents: z.number().int().positive().nullable(),
    /** Living benefits and riders included at no extra premium. */
    riders: z.array(z.string().max(120)).max(12),
    goodToKnow: z.string().max(300).nullable(),
  }),
);
export type LifePlanDetails = z.infer<ReturnType<typeof lifePlanDetailsSchema>>;

export const EMPTY_PLAN_DETAILS: LifePlanDetails = {
  renewableToAge: null,
  convertibleToAge: null,
  underwriting: null,
  maxCoverageCents: null,
  riders: [],
  goodToKnow: null,
};

/** The optional rate-sheet columns that carry the details, between policy_fee and the ages. */
export const RATE_CSV_DETAIL_COLUMNS = [
  'renewable_to_age',
  'convertible_to_age',
  'underwriting',
  'max_coverage',
  'riders',
  'good_to_know',
] as const;
export type RateCsvDetailColumn = (typeof RATE_CSV_DETAIL_COLUMNS)[number];

/** Riders are one cell, separated by semicolons. */
export const RIDER_SEPARATOR = ';';

const NOT_STATED = 'Not stated';

/** The details as labelled rows, in the same order everywhere (results, comparison, mail, application). */
export function planDetailRows(details: LifePlanDetails | undefined): { label: string; value: string }[] {
  const d = details ?? EMPTY_PLAN_DETAILS;
  const age = (value: number | null, none: string) => (value === null ? none : `Age ${value}`);
  return [
    { label: 'Renewable to', value: age(d.renewableToAge, 'Not applicable') },
    { label: 'Convertible until', value: age(d.convertibleToAge, 'Not applicable') },
    {
      label: 'Underwriting',
      value: d.underwriting === null ? NOT_STATED : UNDERWRITING_LABELS[d.underwriting],
    },
    {
      label: 'Maximum coverage',
      value:
        d.maxCoverageCents === null ? NOT_STATED : formatCad(d.maxCoverageCents, { omitZeroCents: true }),
    },
    {
      label: 'Living benefits and riders included',
      value: d.riders.length > 0 ? d.riders.join(', ') : 'None',
    },
    { label: 'Good to know', value: d.goodToKnow ?? NOT_STATED },
  ];
}

/**
 * Reads a row's detail cells (by column name; absent columns and empty cells are defaults).
 * Throws a RangeError naming the column on a bad value.
 */
export function parsePlanDetails(cells: Partial<Record<RateCsvDetailColumn, string>>): LifePlanDetails {
  const text = (column: RateCsvDetailColumn) => (cells[column] ?? '').trim();
  const age = (column: RateCsvDetailColumn) => {
    const value = text(column);
    if (value === '') return null;
    if (!/^\d{1,3}$/.test(value) || Number(value) > 120) throw new RangeError(`bad ${column} ${value}`);
    return Number(value);
  };
  const underwriting = text('underwriting');
  if (underwriting !== '' && !(UNDERWRITING_VALUES as readonly string[]).includes(underwriting)) {
    throw new RangeError(`underwriting must be ${UNDERWRITING_VALUES.join(' or ')}`);
  }
  const max = text('max_coverage');
  if (max !== '' && !/^[1-9]\d{0,9}$/.test(max))
    throw new RangeError(`bad max_coverage ${max} (whole dollars)`);
  const riders = text('riders')
    .split(RIDER_SEPARATOR)
    .map((r) => r.trim())
    .filter((r) => r !== '');
  const goodToKnow = text('good_to_know');
  const parsed = lifePlanDetailsSchema().safeParse({
    renewableToAge: age('renewable_to_age'),
    convertibleToAge: age('convertible_to_age'),
    underwriting: underwriting === '' ? null : underwriting,
    maxCoverageCents: max === '' ? null : Number(max) * 100,
    riders,
    goodToKnow: goodToKnow === '' ? null : goodToKnow,
  });
  if (!parsed.success) throw new RangeError('riders or good_to_know too long');
  return parsed.data;
}

/** A row's detail cells for a CSV, in RATE_CSV_DETAIL_COLUMNS order (the generator writes them). */
export function planDetailCells(details: LifePlanDetails): string[] {
  return [
    details.renewableToAge === null ? '' : String(details.renewableToAge),
    details.convertibleToAge === null ? '' : String(details.convertibleToAge),
    details.underwriting ?? '',
    details.maxCoverageCents === null ? '' : String(details.maxCoverageCents / 100),
    details.riders.join(RIDER_SEPARATOR),
    details.goodToKnow ?? '',
  ];
}
