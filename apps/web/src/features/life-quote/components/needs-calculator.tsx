import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Slider, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import {
  capTypedValue,
  DEFAULT_NEEDS_INPUT,
  NEEDS_SLIDER_VALUES,
  needsFieldsFor,
  recommendCoverage,
  snapSliderValue,
} from '@brokerage/shared/life-quote/needs-analysis';
import type { NeedsInput, NeedsRangeKind } from '@brokerage/shared/life-quote/needs-analysis';
import { formatCad } from '@brokerage/shared/money/cents';
import { loadLifeQuote, updateLifeQuote } from '../life-quote-storage.ts';
import classes from './life-quote.module.css';

const isMoney = (kind: NeedsRangeKind) => kind !== 'percent' && kind !== 'years';
const show = (kind: NeedsRangeKind, value: number) =>
  isMoney(kind)
    ? formatCad(value, { omitZeroCents: true })
    : kind === 'percent'
      ? `${value}%`
      : `${value} years`;

/**
 * `/<product>/quote/calculator` (product-flows sections 4, 5, 9; N33, N38): sliders snap to their
 * steps, typed amounts are capped at the range's top; Calculate opens the result popup whose
 * Start quotes goes to the quote with the recommended coverage.
 */
export function NeedsCalculator({ product }: { product: LifeQuoteSlug }) {
  const navigate = useNavigate();
  const [input, setInput] = useState<NeedsInput>(DEFAULT_NEEDS_INPUT);
  const [result, setResult] = useState<ReturnType<typeof recommendCoverage> | null>(null);
  const fields = needsFieldsFor(product);

  const set = (name: keyof NeedsInput, value: number) => setInput((prev) => ({ ...prev, [name]: value }));

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
          const index = Math.max(0, values.indexOf(snapSliderValue(field.range, value)));
          const money = isMoney(field.range);
          const inputId = `needs-${field.name}`;
          return (
            <div key={field.name}>
              <NumberInput
                id={inputId}
                label={field.label}
                value={money ? value / 100 : value}
                min={0}
                allowNegative={false}
                hideControls
                allowDecimal={false}
                thousandSeparator=","
                prefix={money ? '$' : undefined}
                onChange={(typed) => {
                  const n = typeof typed === 'number' ? typed : Number(typed || 0);
                  set(field.name, capTypedValue(field.range, money ? n * 100 : n));
                }}
              />
              <Slider
                className={classes.sliderField}
                min={0}
                max={values.length - 1}
                step={1}
                value={index}
                label={(i) => show(field.range, values[i] ?? 0)}
                thumbLabel={field.label}
                onChange={(i) => set(field.name, values[i] ?? 0)}
                color="navy.7"
              />
            </div>
          );
        })}
      </div>
      <Button mt="xl" color="navy.8" onClick={() => setResult(recommendCoverage(product, input))}>
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
