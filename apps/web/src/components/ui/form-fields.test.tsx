import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keyedStop, RangeField } from './form-fields.tsx';

const AMOUNTS = ['$0', '$500', '$1,000', '$2,500', '$5,000', '$10,000'];

function Harness({ onChangeEnd }: { onChangeEnd: (index: number) => void }) {
  const [index, setIndex] = useState(2);
  return (
    <RangeField
      label="Deductible"
      count={AMOUNTS.length}
      value={index}
      onChange={setIndex}
      onChangeEnd={onChangeEnd}
      valueText={(i) => AMOUNTS[i] ?? ''}
      pageSteps={2}
      marks
    />
  );
}

describe('keyedStop', () => {
  it('moves one stop with the arrows, pageSteps with PageUp and PageDown, to the ends with Home and End', () => {
    expect(keyedStop('ArrowRight', 3, 10, 5)).toBe(4);
    expect(keyedStop('ArrowUp', 3, 10, 5)).toBe(4);
    expect(keyedStop('ArrowLeft', 3, 10, 5)).toBe(2);
    expect(keyedStop('ArrowDown', 0, 10, 5)).toBe(0);
    expect(keyedStop('PageUp', 7, 10, 5)).toBe(9);
    expect(keyedStop('PageDown', 3, 10, 5)).toBe(0);
    expect(keyedStop('Home', 6, 10, 5)).toBe(0);
    expect(keyedStop('End', 2, 10, 5)).toBe(9);
    expect(keyedStop('Tab', 2, 10, 5)).toBeUndefined();
  });
});

describe('RangeField', () => {
  it('is a slider named by its label that says its stop in words', () => {
    render(<Harness onChangeEnd={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: 'Deductible' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$1,000');
    expect((slider as HTMLInputElement).max).toBe('5');
  });

  it('hands over each key move as the end of a move, and nothing past either end', () => {
    const onChangeEnd = vi.fn();
    render(<Harness onChangeEnd={onChangeEnd} />);
    const slider = screen.getByRole('slider', { name: 'Deductible' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$2,500');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$10,000');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onChangeEnd.mock.calls).toEqual([[3], [5]]);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toBe('$0');
    expect(onChangeEnd).toHaveBeenLastCalledWith(0);
  });

  it('follows a drag on every input and ends the move when the thumb is released', () => {
    const onChangeEnd = vi.fn();
    render(<Harness onChangeEnd={onChangeEnd} />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Deductible' });
    fireEvent.input(slider, { target: { value: '4' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('$5,000');
    expect(onChangeEnd).not.toHaveBeenCalled();
    slider.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChangeEnd).toHaveBeenCalledWith(4);
  });
});
