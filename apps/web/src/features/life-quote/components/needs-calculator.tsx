import { useState } from 'react';
import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import { calculatorFieldErrors } from '@brokerage/shared/calculators/calculator-field-errors';
import {
  DEFAULT_NEEDS_INPUT,
  NEEDS_SLIDER_VALUES,
  needsFieldsFor,
  needsInputSchema,
  recommendCoverage,
  snapSliderValue,
} from '@brokerage/shared/life-quote/needs-analysis';
import type { NeedsInput, NeedsRangeKind } from '@brokerage/shared/life-quote/needs-analysis';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { NumberField, WHOLE_DOLLARS, WHOLE_NUMBER } from '#src/components/number-field.tsx';
import { RangeField } from '#src/components/ui/form-fields.tsx';
import { loadLifeQuote, updateLifeQuote } from '../life-quote-storage.ts';
import classes from './life-quote.module.css';
import { StepProgress } from '#src/components/ui/design-parts.tsx';
import { LIFE_QUOTE_STEPS } from '../life-quote-steps.ts';

const isMoney = (kind: NeedsRangeKind) => kind !== 'percent' && kind !== 'years';
const show = (kind: NeedsRangeKind, value: number) =>
  isMoney(kind)
    ? formatCad(value, { omitZeroCents: true })
    : kind === 'percent'
      ? `${value}%`
      : `${value} years`;

type NeedsAnswers = { [K in keyof NeedsInput]: NeedsInput[K] | undefined };

/**
 * `/<product>/quote/calculator` (product-flows sections 4, 5, 9; N33, N38): sliders snap to their
 * steps and say their amount (N24); a typed amount is used as typed, and one past its range is
 * refused with a message (product-flows section 5), as is an empty one. Calculate opens the
 * result popup whose Start quotes goes to the quote with the recommended coverage.
 */
export function NeedsCalculator({ product }: { product: LifeQuoteSlug }) {
  const navigate = useNavigate();
  const [input, setInput] = useState<NeedsAnswers>(DEFAULT_NEEDS_INPUT);
  const [result, setResult] = useState<ReturnType<typeof recommendCoverage> | null>(null);
  const fields = needsFieldsFor(product);
  const errors: Partial<Record<keyof NeedsInput, string>> = calculatorFieldErrors(needsInputSchema(), input);

  const set = (name: keyof NeedsInput, value: number | undefined) =>
    setInput((prev) => ({ ...prev, [name]: value }));
  const calculate = () => {
    const parsed = needsInputSchema().safeParse(input);
    if (parsed.success) setResult(recommendCoverage(product, parsed.data));
  };

  const startQuotes = () => {
    if (result === null) return;
    const coverage = result.coverageCents / 100;
    setResult(null);
    // Start quotes resets the stored quotations: the customise page asks again for this amount.
    const saved = updateLifeQuote(product, { coverage });
    void navigate(
      saved === null && loadLifeQuote(product) === null
        ? `/${product}/quote/basic?coverageAmount=${coverage}`
        : `/${product}/quote/customize?coverageAmount=${coverage}`,
    );
  };

  return (
    <div className="page">
      <StepProgress steps={LIFE_QUOTE_STEPS} current={1} />
      <Title order={1} c="navy.8">
        How much {LIFE_PRODUCT_NAMES[product]} coverage do you need?
      </Title>
      <Text mt="xs" mb="lg">
        Move the sliders or type your amounts. We add up what your family would need and take away what it
        already has.
      </Text>
      <div className={classes.needsGrid}>
        {fields.map((field) => {
          const values = NEEDS_SLIDER_VALUES[field.range];
          const value = input[field.name];
          const index = Math.max(0, values.indexOf(snapSliderValue(field.range, value ?? 0)));
          const money = isMoney(field.range);
          // The thumb says the amount used: a typed one between two steps, not the step it rests on.
          const amountAt = (i: number) =>
            show(field.range, i === index && value !== undefined ? value : (values[i] ?? 0));
          return (
            <div key={field.name}>
              <NumberField
                label={field.label}
                format={money ? WHOLE_DOLLARS : WHOLE_NUMBER}
                value={value === undefined || !money ? value : value / 100}
                onChange={(typed) =>
                  set(field.name, typed === undefined || !money ? typed : dollarsToCents(typed))
                }
                error={errors[field.name]}
              />
              <RangeField
                className={classes.sliderField}
                label={field.label}
                count={values.length}
                value={index}
                valueText={amountAt}
                onChange={(i) => set(field.name, values[i] ?? 0)}
              />
            </div>
          );
        })}
      </div>
      <Button mt="xl" color="navy.8" disabled={Object.keys(errors).length > 0} onClick={calculate}>
        Calculate
      </Button>

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={result !== null}
        onClose={() => setResult(null)}
        title="Your recommended coverage"
        centered
      >
        {result !== null && (
          <>
            <Text size="xl" fw={700} c="navy.8" data-testid="recommended-coverage">
              {formatCad(result.coverageCents, { omitZeroCents: true })}
            </Text>
            <Text mt="sm" size="sm">
              {product === 'whole-life'
                ? 'The total of your one-time needs, rounded to the nearest amount we quote.'
                : result.need < 0
                  ? `Your family would be short of ${formatCad(-result.need, { omitZeroCents: true })}; this is the nearest amount we quote.`
                  : 'What your family has covers its needs; this is the smallest amount we quote.'}
            </Text>
            <Group mt="lg" justify="flex-end">
              <Button variant="default" onClick={() => setResult(null)}>
                Close
              </Button>
              <Button color="navy.8" onClick={startQuotes}>
                Start quotes
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </div>
  );
}
