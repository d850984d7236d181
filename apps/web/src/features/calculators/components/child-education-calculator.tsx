// Child education (RESP) calculator on /child-education-planning (product-flows sections 3 to 5
// and 9; N13, N20, N32): runs on load with the defaults and on each Calculate, which is enabled
// only while the shared schema accepts the inputs (TOTAL_CONTRIBUTION shown inline, N27). When no
// grant is paid at 16 and 17 (N20), the reason shows beside the result.

import { useState } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { KIDS_AGE_OPTIONS } from '@brokerage/shared/catalogue/options';
import {
  calculateChildEducation,
  CHILD_EDUCATION_DEFAULTS,
  childEducationInputSchema,
  lateGrantNote,
} from '@brokerage/shared/calculators/child-education-calculator';
import type {
  ChildEducationInput,
  ChildEducationResult,
} from '@brokerage/shared/calculators/child-education-calculator';
import { calculatorFieldErrors } from '@brokerage/shared/calculators/calculator-field-errors';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import { ColumnChart } from '#src/components/charts/column-chart.tsx';
import { MONEY, NumberField } from '#src/components/number-field.tsx';
import type { NumberTextFormat } from '#src/components/number-field.tsx';
import { compactDollars, yearOf } from './calculator-format.ts';
import { ResultsTable } from './results-table.tsx';
import classes from './calculators.module.css';

type Values = { [K in keyof ChildEducationInput]: ChildEducationInput[K] | undefined };
type AmountField = 'initialContribution' | 'monthlyContribution' | 'interestRate';

const AMOUNT_FIELDS: readonly { name: AmountField; label: string; format: NumberTextFormat }[] = [
  { name: 'initialContribution', label: 'Initial contribution', format: MONEY },
  { name: 'monthlyContribution', label: 'Monthly contribution', format: MONEY },
  { name: 'interestRate', label: 'Interest rate (%)', format: { kind: 'plain', decimals: 2 } },
];

const SUMMARY = [
  { id: 'end-balance', label: 'End balance', field: 'endBalanceCents' },
  { id: 'total-contribution', label: 'Total contribution', field: 'totalContributionCents' },
  { id: 'total-earnings', label: 'Total earnings', field: 'totalEarningsCents' },
  { id: 'total-grant', label: 'Total grant', field: 'totalGrantCents' },
] as const;

export function ChildEducationCalculator({ currentYear }: { currentYear: number }) {
  const [values, setValues] = useState<Values>(CHILD_EDUCATION_DEFAULTS);
  const [calculated, setCalculated] = useState<{ input: ChildEducationInput; result: ChildEducationResult }>(
    () => ({
      input: CHILD_EDUCATION_DEFAULTS,
      result: calculateChildEducation(CHILD_EDUCATION_DEFAULTS, currentYear),
    }),
  );
  const { result } = calculated;
  const grantNote = lateGrantNote(calculated.input, result);
  const errors: Partial<Record<keyof Values, string>> = calculatorFieldErrors(
    childEducationInputSchema,
    values,
  );
  const valid = Object.keys(errors).length === 0;
  const set = (name: keyof Values, value: number | undefined) =>
    setValues((prev) => ({ ...prev, [name]: value }));

  const calculate = () => {
    const parsed = childEducationInputSchema.safeParse(values);
    if (parsed.success) {
      setCalculated({ input: parsed.data, result: calculateChildEducation(parsed.data, currentYear) });
    }
  };

  return (
    <section className={classes.calculator} aria-labelledby="education-calculator-title">
      <h2 id="education-calculator-title" className={classes.title}>
        Child education savings calculator
      </h2>
      <p>
        Estimate a Registered Education Savings Plan at your child’s 18th birthday, with the Canada Education
        Savings Grant of 20% on contributions (up to $500 a year, $1,000 with unused room, $7,200 in all). A
        child of 16 or 17 gets the grant only if at least $2,000, or $100 a year in any four years, was
        contributed by the end of the year they turned 15.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <div className={classes.fields}>
          <NativeSelect
            label="Child’s age"
            required
            value={values.age === undefined ? '' : String(values.age)}
            onChange={(event) => set('age', Number(event.currentTarget.value))}
            error={errors.age}
            data={KIDS_AGE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
          />
          {AMOUNT_FIELDS.map((f) => (
            <NumberField
              key={f.name}
              label={f.label}
              required
              format={f.format}
              value={values[f.name]}
              onChange={(value) => set(f.name, value)}
              error={errors[f.name]}
            />
          ))}
        </div>
        <div className={classes.actions}>
          <Button type="submit" color="navy.8" disabled={!valid}>
            Calculate
          </Button>
        </div>
      </form>

      <div aria-live="polite">
        <dl className={classes.summary}>
          {SUMMARY.map(({ id, label, field }) => (
            <div key={id}>
              <dt>{label}</dt>
              <dd data-testid={`education-${id}`}>{formatCad(result[field])}</dd>
            </div>
          ))}
        </dl>
        {grantNote !== null && (
          <p className={classes.note} data-testid="education-grant-note">
            {grantNote}
          </p>
        )}
      </div>

      <figure className={classes.chart} aria-labelledby="education-chart-caption">
        <figcaption id="education-chart-caption">
          Plan value by year (the table below lists the same figures)
        </figcaption>
        <ColumnChart
          columns={result.years.map((y) => ({ label: yearOf(y.date), values: [y.totalCents] }))}
          series={[{ label: 'Plan value', colour: 'var(--mantine-color-navy-7)' }]}
          formatValue={(cents) => compactDollars(cents / 100)}
          labelEvery={Math.max(1, Math.ceil(result.years.length / 10))}
        />
      </figure>

      <ResultsTable
        caption="Education savings by year"
        rows={result.years}
        rowKey={(y) => y.date}
        rowHeader={{ header: 'Date', cell: (y) => formatDisplayDate(y.date) }}
        columns={[
          { header: 'Total', cell: (y) => formatCad(y.totalCents) },
          { header: 'Grant', cell: (y) => formatCad(y.grantCents) },
          { header: 'Earnings', cell: (y) => formatCad(y.earningsCents) },
        ]}
      />
    </section>
  );
}
