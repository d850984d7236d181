// What a number field's text means (N5): the text a person typed or pasted is read as typed, with
// the site's own decorations ('$', thousands commas, spaces) ignored, and nothing else guessed. A
// text that is not a number is said to be one, never turned into 0 or a previous value.

import { groupThousands } from '@brokerage/shared/money/cents';

export interface NumberTextFormat {
  /** 'money' shows '$45,000'; 'percent' shows '10%'; 'plain' shows '20'. */
  kind: 'money' | 'percent' | 'plain';
  /** Decimals allowed; 0 for whole numbers. */
  decimals: number;
}

export type NumberText =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; message: string };

export const NUMBER_TEXT_MESSAGES = {
  notANumber: 'Enter a number, like 45,000',
  negative: 'Enter 0 or more',
  wholeNumber: 'Enter a whole number',
  decimals: (n: number) => `Use at most ${n} decimals`,
  tooLong: 'That number is too long',
} as const;

/** More digits than this could not be held exactly; no field of the site needs them. */
const MAX_WHOLE_DIGITS = 15;

// Spaces of every width people paste ('45 000', '45\u00a0000'), and the thousands comma.
const SEPARATORS = /[\s\u00a0\u2009\u202f,]/g;

/** The text's value, or why it has none (an empty text has none and no message of its own). */
export function readNumberText(text: string, format: NumberTextFormat): NumberText {
  let rest = text.trim();
  if (rest === '') return { kind: 'empty' };
  if (format.kind === 'money') rest = rest.replace(/^\$/, '').replace(/\$$/, '');
  if (format.kind === 'percent') rest = rest.replace(/%$/, '');
  const negative = /^[-\u2212]/.test(rest);
  if (negative) rest = rest.slice(1);
  const [whole = '', fraction, ...more] = rest.split('.');
  const digits = whole.replace(SEPARATORS, '');
  if (
    more.length > 0 ||
    !/^\d*$/.test(digits) ||
    (fraction !== undefined && !/^\d*$/.test(fraction)) ||
    (digits === '' && !fraction)
  ) {
    return { kind: 'invalid', message: NUMBER_TEXT_MESSAGES.notANumber };
  }
  if (negative) return { kind: 'invalid', message: NUMBER_TEXT_MESSAGES.negative };
  if (fraction && /[1-9]/.test(fraction.slice(format.decimals))) {
    return {
      kind: 'invalid',
      message:
        format.decimals === 0
          ? NUMBER_TEXT_MESSAGES.wholeNumber
          : NUMBER_TEXT_MESSAGES.decimals(format.decimals),
    };
  }
  if (digits.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) {
    return { kind: 'invalid', message: NUMBER_TEXT_MESSAGES.tooLong };
  }
  return { kind: 'number', value: Number(`${digits || '0'}.${fraction || '0'}`) };
}

/** The value a text stands for: undefined when empty or not a number. */
export function numberOfText(text: string, format: NumberTextFormat): number | undefined {
  const read = readNumberText(text, format);
  return read.kind === 'number' ? read.value : undefined;
}

/** The site's way of writing a value: '$45,000', '$45,000.50', '10%', '1,200'. */
export function formatNumberText(value: number, format: NumberTextFormat): string {
  const [whole = '0', digits = ''] = value.toFixed(format.decimals).split('.');
  // Money keeps both cents ('$0.50', no '.00'); other numbers drop trailing zeros ('2.5%').
  const kept = /^0*$/.test(digits) ? '' : format.kind === 'money' ? digits : digits.replace(/0+$/, '');
  const text = `${groupThousands(Number(whole))}${kept === '' ? '' : `.${kept}`}`;
  return format.kind === 'money' ? `$${text}` : format.kind === 'percent' ? `${text}%` : text;
}

export interface NumberFieldState {
  /** Exactly what the box shows. */
  text: string;
  /** The value the box stands for, handed to the form: always `numberOfText(text)`. */
  value: number | undefined;
}

export type NumberFieldEvent =
  /** The person changed the text (a key, a paste, a cut, an erase): it is kept as it is. */
  | { type: 'input'; text: string }
  /** Leaving the box writes a number the site's way; any other text stays for its message. */
  | { type: 'blur' }
  /** The form set another value (a slider, a reset): the box shows it. */
  | { type: 'value'; value: number | undefined };

export function numberFieldState(value: number | undefined, format: NumberTextFormat): NumberFieldState {
  return { text: value === undefined ? '' : formatNumberText(value, format), value };
}

/** The field's keystroke model: the shown text and the value used never disagree. */
export function nextNumberFieldState(
  state: NumberFieldState,
  event: NumberFieldEvent,
  format: NumberTextFormat,
): NumberFieldState {
  switch (event.type) {
    case 'input':
      return { text: event.text, value: numberOfText(event.text, format) };
    case 'blur':
      return state.value === undefined ? state : numberFieldState(state.value, format);
    case 'value':
      // The form's value already matches the text (typing '45000' then '45,000'): keep the text.
      return event.value === state.value ? state : numberFieldState(event.value, format);
  }
}
