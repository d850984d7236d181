// Investment calculator on /investments (product-flows sections 3 to 5 and 9; N13, N21, N22, N31):
// runs once on load with the defaults and again on each Calculate, which shows only while the form
// is valid. Validated with the shared schema.

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { BarChart } from '@mantine/charts';
import { Button, NativeSelect, NumberInput } from '@mantine/core';
import { COMPOUNDING_OPTIONS } from '@brokerage/shared/catalogue/options';
import {
  calculateInvestment,
  INVESTMENT_DEFAULTS,
  INVESTMENT_LIMITS,
  investmentInputSchema,
} from '@brokerage/shared/calculators/investment-calculator';
import type { InvestmentInput, InvestmentRow } from '@brokerage/shared/calculators/investment-calculator';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { compactDollars, yearOf } from './calculator-format.ts';
import { ResultsTable } from './results-table.tsx';
import classes from './calculators.module.css';

type Values = z.input<typeof investmentInputSchema>;
type NumberField = 'startingAmount' | 'years' | 'returnRate' | 'additionalContribution';

// A change to any input can push the final balance out of range; that message sits on years.
const REVALIDATE_YEARS = { deps: 'years' as const };

const NUMBER_FIELDS: readonly {
  name: NumberField;
  label: string;
  money?: boolean;
  suffix?: string;
  max?: number;
  decimals: number;
}[] = [
  { name: 'startingAmount', label: 'Starting amount', money: true, decimals: 2 },
  { name: 'years', label: 'Years', max: INVESTMENT_LIMITS.maxYears, decimals: 0 },
  {
    name: 'returnRate',
    label: 'Return rate',
    suffix: '%',
    max: INVESTMENT_LIMITS.maxReturnRate,
    decimals: 2,
  },
  { name: 'additionalContribution', label: 'Additional contribution', money: true, decimals: 2 },
];

/** NumberInput hands '' for an empty field and a string while a number is half typed. */
const toNumber = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

export function InvestmentCalculator({ currentYear }: { currentYear: number }) {
  const [rows, setRows] = useState<InvestmentRow[]>(() =>
    calculateInvestment(INVESTMENT_DEFAULTS, currentYear),
  );
  const { control, handleSubmit, formState } = useForm<Values, unknown, InvestmentInput>({
    resolver: zodResolver(investmentInputSchema),
    mode: 'all',
    defaultValues: INVESTMENT_DEFAULTS,
  });
  const calculate = handleSubmit((values) => setRows(calculateInvestment(values, currentYear)));
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
      <form noValidate onSubmit={(event) => void calculate(event)}>
        <div className={classes.fields}>
          {NUMBER_FIELDS.map((f) => (
            <Controller
              key={f.name}
              name={f.name}
              control={control}
              rules={f.name === 'years' ? undefined : REVALIDATE_YEARS}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={f.label}
                  required={f.name !== 'additionalContribution'}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(toNumber(value))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  min={f.name === 'years' ? 1 : 0}
                  max={f.max}
                  allowNegative={false}
                  decimalScale={f.decimals}
                  allowDecimal={f.decimals > 0}
                  thousandSeparator={f.money ? ',' : undefined}
                  prefix={f.money ? '$' : undefined}
                  suffix={f.suffix}
                  hideControls
                  inputMode="decimal"
                />
              )}
            />
          ))}
          <Controller
            name="compound"
            control={control}
            rules={REVALIDATE_YEARS}
            render={({ field, fieldState }) => (
              <NativeSelect
                label="Compounding"
                required
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data={COMPOUNDING_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              />
            )}
          />
        </div>
        <div className={classes.actions}>
          {formState.isValid ? (
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
        <BarChart
          h={320}
          data={rows.map((r) => ({
            year: yearOf(r.date),
            principal: r.principalCents / 100,
            interest: r.interestCents / 100,
          }))}
          dataKey="year"
          type="stacked"
          series={[
            { name: 'principal', label: 'Principal', color: 'navy.7' },
            { name: 'interest', label: 'Interest', color: 'maple.5' },
          ]}
          valueFormatter={(v) => formatCad(dollarsToCents(v))}
          yAxisProps={{ tickFormatter: compactDollars, width: 70 }}
          withLegend
          tickLine="y"
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
