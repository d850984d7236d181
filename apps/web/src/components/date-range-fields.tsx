import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { tripRangeAfter } from '@brokerage/shared/dates/trip-range';
import type { TripRange, TripRangeChange } from '@brokerage/shared/dates/trip-range';
import { DateField } from './form-fields.tsx';
import { NumberField, WHOLE_NUMBER } from './number-field.tsx';

// The one date-range control of the quote forms (ADR 0119): number of days, start and end, kept in
// agreement by tripRangeAfter, so a form can never quote a range its days contradict. Three fields
// side by side in the form's grid (a fragment), with the labels the forms always had.

export interface DateRangeFieldsProps {
  today: CivilDate;
  value: TripRange;
  /** The whole range after a change (and the change, for a form with a rule of its own). */
  onChange: (next: TripRange, change: TripRangeChange) => void;
  errors: Partial<Record<keyof TripRange, string | undefined>>;
  /** Without days (super visa: the end follows the start by a rule of the product). */
  showDays?: boolean;
  maxDays?: number;
  endReadOnly?: boolean;
}

export function DateRangeFields({
  today,
  value,
  onChange,
  errors,
  showDays = true,
  maxDays,
  endReadOnly = false,
}: DateRangeFieldsProps) {
  const change = (next: TripRangeChange) => onChange(tripRangeAfter(value, next, today), next);
  return (
    <>
      {showDays && (
        <NumberField
          label="Number of days"
          required
          format={WHOLE_NUMBER}
          value={value.numberOfDays ?? undefined}
          onChange={(days) => change({ field: 'numberOfDays', value: days ?? null })}
          error={errors.numberOfDays}
          description={maxDays === undefined ? undefined : `Up to ${maxDays} days`}
        />
      )}
      <DateField
        label="Start date"
        required
        min={today}
        value={value.startDate}
        onChange={(date) => change({ field: 'startDate', value: date ?? '' })}
        error={errors.startDate}
      />
      <DateField
        label="End date"
        required
        min={value.startDate || today}
        readOnly={endReadOnly}
        value={value.endDate}
        onChange={(date) => change({ field: 'endDate', value: date ?? '' })}
        error={errors.endDate}
      />
    </>
  );
}
