import { useEffect, useRef, useState } from 'react';
import { LIFE_COVERAGE_AMOUNTS_CENTS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { readTypedCoverage } from '@brokerage/shared/life-quote/typed-coverage';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { NumberField, WHOLE_DOLLARS } from '#src/components/number-field.tsx';
import { RangeField } from '#src/components/ui/form-fields.tsx';
import classes from './life-quote.module.css';

/** The slider re-quotes once its value has rested this long: not on every key press. */
export const COVERAGE_SETTLE_MS = 400;
/** PageUp and PageDown move the slider this many steps (WAI-ARIA slider pattern). */
const PAGE_STEPS = 5;

const dollarsLabel = (cents: number) => formatCad(cents, { omitZeroCents: true });

interface CoverageSliderProps {
  product: LifeQuoteSlug;
  /** The coverage quoted now, in dollars (N40). */
  coverage: number;
  /** Called with the dollars the slider has settled on, when they differ from `coverage`. */
  onSettle: (coverage: number) => void;
}

/**
 * The price pages' coverage slider. Arrows, Home, End, PageUp/PageDown and dragging
 * only move it, with focus kept and the slider never disabled; the value it settles on is handed
 * to `onSettle` once, which re-quotes. An amount can be typed instead (the slider has up to 52
 * steps): it snaps to the closest amount offered and moves the slider, or is refused with the
 * product's range. Minimum and maximum are printed under the track.
 */
export function CoverageSlider({ product, coverage, onSettle }: CoverageSliderProps) {
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product];
  const [index, setIndex] = useState(() => Math.max(0, amounts.indexOf(dollarsToCents(coverage))));
  // The typed amount always shows the slider's amount (ADR 0120): moving the slider rewrites it;
  // typing changes it until the amount is taken (Enter or leaving the field) and the slider moves.
  const [typed, setTyped] = useState<number | undefined>(() => (amounts[index] ?? 0) / 100);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);

  // The latest callback without restarting the settle timer on every parent render.
  const onSettleRef = useRef(onSettle);
  useEffect(() => {
    onSettleRef.current = onSettle;
  });
  const settled = (amounts[index] ?? amounts[0] ?? 0) / 100;
  useEffect(() => {
    if (settled === coverage) return;
    const timer = setTimeout(() => onSettleRef.current(settled), COVERAGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settled, coverage]);

  const typeAmount = () => {
    if (typed === undefined) {
      // An emptied field goes back to the slider's amount.
      setTyped(settled);
      return setNote(null);
    }
    const result = readTypedCoverage(product, typed);
    if (!result.ok) return setNote({ error: true, text: result.message });
    setIndex(result.index);
    setTyped(result.cents / 100);
    setNote(
      result.snapped
        ? { error: false, text: `Set to ${dollarsLabel(result.cents)}, the closest amount offered` }
        : null,
    );
  };

  return (
    <div className={classes.coverageRow}>
      <div className={classes.sliderColumn}>
        <p className={classes.coverageValue}>Coverage: {dollarsLabel(amounts[index] ?? 0)}</p>
        <RangeField
          label="Coverage amount"
          count={amounts.length}
          value={index}
          pageSteps={PAGE_STEPS}
          valueText={(i) => dollarsLabel(amounts[i] ?? 0)}
          onChange={(i) => {
            setIndex(i);
            setTyped((amounts[i] ?? 0) / 100);
            setNote(null);
          }}
        />
        <div className={classes.sliderBounds}>
          <span>Minimum {dollarsLabel(amounts[0] ?? 0)}</span>
          <span>Maximum {dollarsLabel(amounts.at(-1) ?? 0)}</span>
        </div>
      </div>
      <form
        className={classes.typedCoverage}
        onSubmit={(event) => {
          event.preventDefault();
          typeAmount();
        }}
      >
        <NumberField
          label="Or type an amount"
          format={WHOLE_DOLLARS}
          value={typed}
          onChange={setTyped}
          onBlur={typeAmount}
          error={note?.error ? note.text : undefined}
          description={note && !note.error ? note.text : undefined}
        />
      </form>
    </div>
  );
}
