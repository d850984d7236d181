// A keyboard-operable slider over a list of amounts (N24): its value is an index into `stops`,
// its accessible name `label`, and the current amount is shown beside it.

import { Slider, Text } from '@mantine/core';
import { useId, useState } from 'react';

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
  const id = useId();
  // A new value from outside (a reload of the quotes) moves the thumb.
  if (prevIndex !== index) {
    setPrevIndex(index);
    setShown(index);
  }
  if (stops.length === 0) return null;
  return (
    <div>
      <Text id={id} size="sm" fw={600}>
        {label}: {format(stops[shown] ?? 0)}
      </Text>
      <Slider
        mt="xs"
        mb="md"
        min={0}
        max={Math.max(0, stops.length - 1)}
        step={1}
        value={shown}
        thumbLabel={label}
        thumbValueText={(i: number) => format(stops[i] ?? 0)}
        label={null}
        onChange={setShown}
        onChangeEnd={(i) => {
          const picked = stops[i];
          if (picked !== undefined) onChangeEnd(picked);
        }}
        marks={stops.map((_, i) => ({ value: i }))}
        color="navy.8"
      />
    </div>
  );
}
