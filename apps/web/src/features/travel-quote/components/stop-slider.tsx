// A keyboard-operable slider over a list of amounts (N24): its value is an index into `stops`,
// its accessible name `label`, and the current amount is shown beside it.

import { useState } from 'react';
import { RangeField } from '#src/components/ui/form-fields.tsx';
import classes from './travel-quote.module.css';

export interface StopSliderProps {
  label: string;
  stops: readonly number[];
  value: number | null;
  format: (value: number) => string;
  /** Called when the slider is released (product-flows section 4) or moved by keyboard. */
  onChangeEnd: (value: number) => void;
}

export function StopSlider({ label, stops, value, format, onChangeEnd }: StopSliderProps) {
  const index = Math.max(0, value === null ? 0 : stops.indexOf(value));
  const [shown, setShown] = useState(index);
  const [prevIndex, setPrevIndex] = useState(index);
  // A new value from outside (a reload of the quotes) moves the thumb.
  if (prevIndex !== index) {
    setPrevIndex(index);
    setShown(index);
  }
  if (stops.length === 0) return null;
  return (
    <div className={classes.stopSlider}>
      <p className={classes.stopSliderValue}>
        {label}: {format(stops[shown] ?? 0)}
      </p>
      <RangeField
        label={label}
        count={stops.length}
        value={shown}
        valueText={(i) => format(stops[i] ?? 0)}
        onChange={setShown}
        onChangeEnd={(i) => {
          const picked = stops[i];
          if (picked !== undefined) onChangeEnd(picked);
        }}
        marks
      />
    </div>
  );
}
