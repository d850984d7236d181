// The one numeric input of the calculators and quote forms (N5, N24). The box shows what was typed
// and the form gets the value that text stands for, so the two never disagree: erasing leaves the
// box empty (and the form's value undefined, so the field's own message shows), typing replaces,
// a pasted '45,000' or '$45 000' is 45000, and a text that is not a number says so. Limits are the
// form's messages: nothing here caps or rounds a value.

import { useState } from 'react';
import { TextField } from './ui/form-fields.tsx';
import { nextNumberFieldState, numberFieldState, readNumberText } from './number-text.ts';
import type { NumberTextFormat } from './number-text.ts';

export type { NumberTextFormat } from './number-text.ts';

export const MONEY: NumberTextFormat = { kind: 'money', decimals: 2 };
export const WHOLE_DOLLARS: NumberTextFormat = { kind: 'money', decimals: 0 };
export const PERCENT: NumberTextFormat = { kind: 'percent', decimals: 2 };
export const WHOLE_NUMBER: NumberTextFormat = { kind: 'plain', decimals: 0 };

export interface NumberFieldProps {
  label: string;
  name?: string | undefined;
  required?: boolean | undefined;
  /** What the field expects, under its label. */
  description?: string | undefined;
  /** Undefined is an empty box. */
  value: number | undefined;
  /** Called with the typed text's value whenever it changes; undefined when empty or not a number. */
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  format: NumberTextFormat;
  /** The form's message for the value (required, out of range); a text that is no number has its own. */
  error?: string | undefined;
}

export function NumberField({ value, onChange, onBlur, format, error, ...props }: NumberFieldProps) {
  const [state, setState] = useState(() => numberFieldState(value, format));
  // A value set by the form (a slider, a reset) replaces the text; a value it got from this box
  // leaves the text as typed.
  const current = nextNumberFieldState(state, { type: 'value', value }, format);
  if (current !== state) setState(current);
  const read = readNumberText(current.text, format);

  return (
    <TextField
      {...props}
      type="text"
      inputMode={format.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={current.text}
      onChange={(event) => {
        const next = nextNumberFieldState(
          current,
          { type: 'input', text: event.currentTarget.value },
          format,
        );
        setState(next);
        if (next.value !== current.value) onChange(next.value);
      }}
      onBlur={() => {
        setState((s) => nextNumberFieldState(s, { type: 'blur' }, format));
        onBlur?.();
      }}
      error={read.kind === 'invalid' ? read.message : error}
    />
  );
}
