import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { MONEY, NumberField, WHOLE_DOLLARS, WHOLE_NUMBER } from './number-field.tsx';
import type { NumberTextFormat } from './number-field.tsx';
import { NUMBER_TEXT_MESSAGES, numberOfText } from './number-text.ts';

/** A form holding one number: what it uses is printed beside the box, and a slider-like button sets it. */
function Form({ initial, format }: { initial: number | undefined; format: NumberTextFormat }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField
        label="Amount"
        format={format}
        value={value}
        onChange={setValue}
        error={value === undefined ? 'Enter an amount' : value > 1000 ? 'Enter at most 1,000' : undefined}
      />
      <output data-testid="used">{value === undefined ? 'none' : String(value)}</output>
      <button type="button" onClick={() => setValue(250)}>
        Slide to 250
      </button>
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
const used = () => {
  const text = screen.getByTestId('used').textContent;
  return text === 'none' ? undefined : Number(text);
};

describe('NumberField', () => {
  it('erased, it stays empty with the field’s message; typed, it takes the digits, not 0 before them', async () => {
    const { user } = renderWithProviders(<Form initial={0} format={WHOLE_DOLLARS} />);
    expect(box()).toHaveValue('$0');
    await user.click(box());
    await user.keyboard('{End}{Backspace}{Backspace}');
    expect(box()).toHaveValue('');
    expect(used()).toBeUndefined();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('45000');
    expect(box()).toHaveValue('45000');
    expect(used()).toBe(45000);
    await user.tab();
    expect(box()).toHaveValue('$45,000');
    expect(used()).toBe(45000);
  });

  it.each(['45,000', '$45 000', '$45\u00a0000', ' 45000 '])('reads a pasted %j as 45000', async (pasted) => {
    const { user } = renderWithProviders(<Form initial={20} format={WHOLE_DOLLARS} />);
    await user.tripleClick(box());
    await user.paste(pasted);
    expect(used()).toBe(45000);
    await user.tab();
    expect(box()).toHaveValue('$45,000');
  });

  it('says a limit instead of applying it, and says when the text is not a number', async () => {
    const { user } = renderWithProviders(<Form initial={20} format={WHOLE_NUMBER} />);
    await user.tripleClick(box());
    await user.keyboard('720');
    await user.tab();
    expect(box()).toHaveValue('720');
    expect(used()).toBe(720);
    await user.tripleClick(box());
    await user.keyboard('7200');
    await user.tab();
    expect(box()).toHaveValue('7,200');
    expect(screen.getByText('Enter at most 1,000')).toBeInTheDocument();
    await user.type(box(), 'x');
    expect(box()).toHaveValue('7,200x');
    expect(used()).toBeUndefined();
    expect(screen.getByText(NUMBER_TEXT_MESSAGES.notANumber)).toBeInTheDocument();
    await user.tab();
    expect(box()).toHaveValue('7,200x');
  });

  it('shows a value the form sets (a slider), replacing what was typed', async () => {
    const { user } = renderWithProviders(<Form initial={20} format={WHOLE_DOLLARS} />);
    await user.tripleClick(box());
    await user.keyboard('99');
    await user.click(screen.getByRole('button', { name: 'Slide to 250' }));
    expect(box()).toHaveValue('$250');
    expect(used()).toBe(250);
  });

  it('over random keystrokes, the box always shows the value the form uses', async () => {
    const keys = fc.oneof(
      fc.constantFrom(...'0123456789'),
      fc.constantFrom(
        '.',
        ',',
        '$',
        ' ',
        '-',
        'a',
        '{Backspace}',
        '{Delete}',
        '{Home}',
        '{End}',
        '{ArrowLeft}',
      ),
      fc.constantFrom('select-all', 'paste 45,000', 'paste $45 000', 'blur', 'focus'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(MONEY, WHOLE_DOLLARS, WHOLE_NUMBER),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.array(keys, { maxLength: 16 }),
        async (format, initial, sequence) => {
          const { user } = renderWithProviders(<Form initial={initial} format={format} />);
          try {
            await user.click(box());
            for (const key of sequence) {
              if (key === 'select-all') box().select();
              else if (key.startsWith('paste ')) await user.paste(key.slice('paste '.length));
              else if (key === 'blur') await user.tab();
              else if (key === 'focus') await user.click(box());
              else await user.keyboard(key);
              expect(numberOfText(box().value, format)).toBe(used());
              if (box().value.trim() === '') expect(used()).toBeUndefined();
            }
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
