// Investment calculator on /investments (product-flows sections 3 to 5 and 9; N13, N21, N22, N31):
// runs once on load with the defaults and again on each Calculate, which shows only while the form
// is valid. Validated with the shared schema, the way the education calculator is: each field's
// message shows as soon as its value is refused (years and return rate over 100 are said, not cut).

import { useState } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { COMPOUNDING_OPTIONS } from '@brokerage/shared/catalogue/options';
import { calculatorFieldErrors } from '@brokerage/shared/calculators/calculator-field-errors';
import {
  calculateInvestment,
  INVESTMENT_DEFAULTS,
  investmentInputSchema,
} from '@brokerage/shared/calculators/investment-calculator';
import type { InvestmentInput, InvestmentRow } from '@brokerage/shared/calculators/investment-calculator';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import { ColumnChart } from '#src/components/charts/column-chart.tsx';
import { MONEY, NumberField, PERCENT, WHOLE_NUMBER } from '#src/components/number-field.tsx';
import type { NumberTextFormat } from '#src/components/number-field.tsx';
import { compactDollars, yearOf } from './calculator-format.ts';
import { ResultsTable } from './results-table.tsx';
import classes from './calculators.module.css';

type Values = { [K in keyof InvestmentInput]?: InvestmentInput[K] | undefined };
type NumberName = 'startingAmount' | 'years' | 'returnRate' | 'additionalContribution';

const NUMBER_FIELDS: readonly { name: NumberName; label: string; format: NumberTextFormat }[] = [
  { name: 'startingAmount', label: 'Starting amount', format: MONEY },
  { name: 'years', label: 'Years', format: WHOLE_NUMBER },
  { name: 'returnRate', label: 'Return rate', format: PERCENT },
  { name: 'additionalContribution', label: 'Additional contribution', format: MONEY },
];

export function InvestmentCalculator({ currentYear }: { currentYear: number }) {
  const [rows, setRows] = useState<InvestmentRow[]>(() =>
    calculateInvestment(INVESTMENT_DEFAULTS, currentYear),
  );
  const [values, setValues] = useState<Values>(INVESTMENT_DEFAULTS);
  const errors: Partial<Record<keyof Values, string>> = calculatorFieldErrors(investmentInputSchema, values);
  const valid = Object.keys(errors).length === 0;
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((prev) => ({ ...prev, [name]: value }));
  const calculate = () => {
    const parsed = investmentInputSchema.safeParse(values);
    if (parsed.success) setRows(calculateInvestment(parsed.data, currentYear));
  };
  const last = rows.at(-1);

  return (
    <section className={classes.calculator} aria-labelledby="investment-calculator-title">
      <h2 id="investment-calculator-title" className={classes.title}>
        Investment calculator
      </h2>
      <p>
        See how a starting amount could grow at a steady return, with an optional contribution added at the
        end of each year.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <div className={classes.fields}>
          {NUMBER_FIELDS.map((f) => (
            <NumberField
              key={f.name}
              label={f.label}
              name={f.name}
              required={f.name !== 'additionalContribution'}
              format={f.format}
              value={values[f.name]}
              onChange={(value) => set(f.name, value)}
              error={errors[f.name]}
            />
          ))}
          <NativeSelect
            label="Compounding"
            required
            name="compound"
            value={values.compound ?? ''}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              set('compound', COMPOUNDING_OPTIONS.find((o) => o.value === picked)?.value);
            }}
            error={errors.compound}
            data={COMPOUNDING_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          />
        </div>
        <div className={classes.actions}>
          {valid ? (
            <Button type="submit" color="navy.8">
              Calculate
            </Button>
          ) : null}
        </div>
      </form>

      {last ? (
        <div aria-live="polite">
          <dl className={classes.summary}>
            <div>
              <dt>Balance on {formatDisplayDate(last.date)}</dt>
              <dd data-testid="investment-final-balance">{formatCad(last.balanceCents)}</dd>
            </div>
            <div>
              <dt>Total principal</dt>
              <dd>{formatCad(last.principalCents)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatCad(last.interestCents)}</dd>
            </div>
          </dl>
        </div>
      ) : null}

      <figure className={classes.chart} aria-labelledby="investment-chart-caption">
        <figcaption id="investment-chart-caption">
          Principal and interest by year (the table below lists the same figures)
        </figcaption>
        <ColumnChart
          columns={rows.map((r) => ({ label: yearOf(r.date), values: [r.principalCents, r.interestCents] }))}
          series={[
            { label: 'Principal', colour: 'var(--mantine-color-navy-7)' },
            { label: 'Interest', colour: 'var(--mantine-color-maple-7)' },
          ]}
          formatValue={(cents) => compactDollars(cents / 100)}
          labelEvery={Math.max(1, Math.ceil(rows.length / 10))}
        />
      </figure>

      <ResultsTable
        caption="Investment growth by year"
        rows={rows}
        rowKey={(r) => r.date}
        rowHeader={{ header: 'Date', cell: (r) => formatDisplayDate(r.date) }}
        columns={[
          { header: 'Balance', cell: (r) => formatCad(r.balanceCents) },
          { header: 'Interest', cell: (r) => formatCad(r.interestCents) },
          { header: 'Principal', cell: (r) => formatCad(r.principalCents) },
        ]}
      />
    </section>
  );
}
