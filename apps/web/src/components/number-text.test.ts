import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumberText,
  nextNumberFieldState,
  NUMBER_TEXT_MESSAGES,
  numberFieldState,
  numberOfText,
  readNumberText,
} from './number-text.ts';
import type { NumberFieldState, NumberTextFormat } from './number-text.ts';

const MONEY: NumberTextFormat = { kind: 'money', decimals: 2 };
const DOLLARS: NumberTextFormat = { kind: 'money', decimals: 0 };
const PERCENT: NumberTextFormat = { kind: 'percent', decimals: 2 };
const WHOLE: NumberTextFormat = { kind: 'plain', decimals: 0 };
const FORMATS = [MONEY, DOLLARS, PERCENT, WHOLE];

describe('readNumberText', () => {
  it.each([
    ['45,000', 45000],
    ['$45 000', 45000],
    ['$45\u00a0000', 45000],
    ['45\u202f000 $', 45000],
    ['  $1,234.5 ', 1234.5],
    ['$0.50', 0.5],
    ['.5', 0.5],
    ['7.', 7],
    ['007', 7],
    ['1.500', 1.5],
  ])('reads %j as %d dollars', (text, value) => {
    expect(readNumberText(text, MONEY)).toEqual({ kind: 'number', value });
  });

  it('reads an empty or blank text as empty, with no message of its own', () => {
    expect(readNumberText('', MONEY)).toEqual({ kind: 'empty' });
    expect(readNumberText('   ', WHOLE)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['abc', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['4a5', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['.', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['$', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['1.2.3', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['4$5', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['$20', WHOLE, NUMBER_TEXT_MESSAGES.notANumber],
    ['10%', MONEY, NUMBER_TEXT_MESSAGES.notANumber],
    ['-5', MONEY, NUMBER_TEXT_MESSAGES.negative],
    ['2.5', WHOLE, NUMBER_TEXT_MESSAGES.wholeNumber],
    ['1.255', MONEY, NUMBER_TEXT_MESSAGES.decimals(2)],
    ['1234567890123456', WHOLE, NUMBER_TEXT_MESSAGES.tooLong],
  ])('says %j is not a value of its field', (text, format, message) => {
    expect(readNumberText(text, format)).toEqual({ kind: 'invalid', message });
  });

  it('reads a percent with or without its sign', () => {
    expect(numberOfText('10%', PERCENT)).toBe(10);
    expect(numberOfText('7.25', PERCENT)).toBe(7.25);
  });
});

describe('formatNumberText', () => {
  it.each([
    [45000, MONEY, '$45,000'],
    [45000.5, MONEY, '$45,000.50'],
    [0, DOLLARS, '$0'],
    [10, PERCENT, '10%'],
    [2.5, PERCENT, '2.5%'],
    [1200, WHOLE, '1,200'],
  ])('writes %d as %j', (value, format, text) => {
    expect(formatNumberText(value, format)).toBe(text);
  });

  it('writes every value so that it reads back as the same value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), fc.integer({ min: 0, max: 10 ** 12 }), (format, units) => {
        const value = units / 10 ** format.decimals;
        expect(numberOfText(formatNumberText(value, format), format)).toBe(value);
      }),
    );
  });
});

// A text box as a browser edits it: the text and a selection; each key replaces the selection.
interface Box {
  text: string;
  start: number;
  end: number;
}

type Key =
  | { key: 'char'; char: string }
  | { key: 'paste'; text: string }
  | { key: 'Backspace' }
  | { key: 'Delete' }
  | { key: 'selectAll' }
  | { key: 'caret'; at: number }
  | { key: 'blur' };

const keyArbitrary: fc.Arbitrary<Key> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'0123456789').map((char) => ({ key: 'char' as const, char })) },
  { weight: 2, arbitrary: fc.constantFrom(...'.,$% -a').map((char) => ({ key: 'char' as const, char })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.constantFrom('45,000', '$45 000', '1.5', '$', '12%', 'abc'), fc.string({ maxLength: 8 }))
      .map((text) => ({ key: 'paste' as const, text })),
  },
  { weight: 3, arbitrary: fc.constant({ key: 'Backspace' as const }) },
  { weight: 1, arbitrary: fc.constant({ key: 'Delete' as const }) },
  { weight: 1, arbitrary: fc.constant({ key: 'selectAll' as const }) },
  { weight: 1, arbitrary: fc.nat({ max: 20 }).map((at) => ({ key: 'caret' as const, at })) },
  { weight: 1, arbitrary: fc.constant({ key: 'blur' as const }) },
);

function edit(box: Box, key: Key): Box {
  const replace = (insert: string): Box => {
    const text = box.text.slice(0, box.start) + insert + box.text.slice(box.end);
    const at = box.start + insert.length;
    return { text, start: at, end: at };
  };
  switch (key.key) {
    case 'char':
      return replace(key.char);
    case 'paste':
      return replace(key.text);
    case 'Backspace':
      if (box.start !== box.end) return replace('');
      return box.start === 0 ? box : cut(box, box.start - 1, box.start);
    case 'Delete':
      if (box.start !== box.end) return replace('');
      return box.end === box.text.length ? box : cut(box, box.start, box.start + 1);
    case 'selectAll':
      return { ...box, start: 0, end: box.text.length };
    case 'caret': {
      const at = Math.min(key.at, box.text.length);
      return { ...box, start: at, end: at };
    }
    case 'blur':
      return box;
  }
}

function cut(box: Box, from: number, to: number): Box {
  return { text: box.text.slice(0, from) + box.text.slice(to), start: from, end: from };
}

/** Runs keys through the box and the field's model, as the component wires them. */
function run(format: NumberTextFormat, initial: number | undefined, keys: readonly Key[]) {
  let state: NumberFieldState = numberFieldState(initial, format);
  let box: Box = { text: state.text, start: state.text.length, end: state.text.length };
  const seen: NumberFieldState[] = [state];
  for (const key of keys) {
    if (key.key === 'blur') {
      state = nextNumberFieldState(state, { type: 'blur' }, format);
      box = { text: state.text, start: state.text.length, end: state.text.length };
    } else {
      box = edit(box, key);
      if (box.text !== state.text)
        state = nextNumberFieldState(state, { type: 'input', text: box.text }, format);
    }
    seen.push(state);
  }
  return { state, seen };
}

const initialArbitrary = fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined });

describe('the number field over random keystrokes', () => {
  it('always uses the value of the text it shows, and shows nothing for nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMATS),
        initialArbitrary,
        fc.array(keyArbitrary, { maxLength: 40 }),
        (format, initial, keys) => {
          for (const state of run(format, initial, keys).seen) {
            expect(state.value).toBe(numberOfText(state.text, format));
            if (state.text.trim() === '') expect(state.value).toBeUndefined();
            if (state.value !== undefined) expect(Number.isFinite(state.value)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('erasing with Backspace leaves the box empty, and the digits typed next are the value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMATS),
        initialArbitrary,
        fc.array(keyArbitrary, { maxLength: 20 }),
        fc.stringMatching(/^[1-9]\d{0,8}$/),
        (format, initial, before, digits) => {
          const { state } = run(format, initial, before);
          const erase = Array.from({ length: state.text.length }, (): Key => ({ key: 'Backspace' }));
          const atEnd: Key = { key: 'caret', at: 1000 };
          const erased = run(format, initial, [...before, atEnd, ...erase]).state;
          expect(erased).toEqual({ text: '', value: undefined });
          const typed = [...digits].map((char): Key => ({ key: 'char', char }));
          const after = run(format, initial, [...before, atEnd, ...erase, ...typed]).state;
          expect(after).toEqual({ text: digits, value: Number(digits) });
        },
      ),
    );
  });

  it('select-all then typing or pasting replaces whatever was there', () => {
    fc.assert(
      fc.property(
        initialArbitrary,
        fc.array(keyArbitrary, { maxLength: 20 }),
        fc.constantFrom('45,000', '$45 000', '45000', '$45,000.00'),
        (initial, before, pasted) => {
          const { state } = run(MONEY, initial, [
            ...before,
            { key: 'selectAll' },
            { key: 'paste', text: pasted },
          ]);
          expect(state.value).toBe(45000);
          const blurred = run(MONEY, initial, [
            ...before,
            { key: 'selectAll' },
            { key: 'paste', text: pasted },
            { key: 'blur' },
          ]).state;
          expect(blurred).toEqual({ text: '$45,000', value: 45000 });
        },
      ),
    );
  });

  it('leaving the box writes its number the site’s way, and keeps any other text for its message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMATS),
        initialArbitrary,
        fc.array(keyArbitrary, { maxLength: 30 }),
        (format, initial, keys) => {
          const { state } = run(format, initial, [...keys, { key: 'blur' }]);
          if (state.value === undefined) {
            expect(readNumberText(state.text, format).kind).not.toBe('number');
          } else {
            expect(state.text).toBe(formatNumberText(state.value, format));
          }
        },
      ),
    );
  });

  it('shows a value the form sets (a slider) and keeps the text the form got from the box', () => {
    const typed = nextNumberFieldState(
      numberFieldState(0, DOLLARS),
      { type: 'input', text: '45000' },
      DOLLARS,
    );
    expect(nextNumberFieldState(typed, { type: 'value', value: 45000 }, DOLLARS)).toBe(typed);
    expect(nextNumberFieldState(typed, { type: 'value', value: 25000 }, DOLLARS)).toEqual({
      text: '$25,000',
      value: 25000,
    });
    const cleared = nextNumberFieldState(typed, { type: 'input', text: '' }, DOLLARS);
    expect(nextNumberFieldState(cleared, { type: 'value', value: undefined }, DOLLARS)).toBe(cleared);
  });
});
