import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVESTMENT_MESSAGES } from '@brokerage/shared/calculators/investment-calculator';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { InvestmentCalculator } from './investment-calculator.tsx';

const finalBalance = () => screen.getByTestId('investment-final-balance').textContent;
const table = () => screen.getByRole('table', { name: 'Investment growth by year' });

describe('InvestmentCalculator', () => {
  it('shows the defaults’ result on load: 20 yearly rows ending at $67,275.00', async () => {
    renderWithProviders(<InvestmentCalculator currentYear={2026} />);
    expect(screen.getByLabelText(/Starting amount/)).toHaveValue('$10,000');
    expect(screen.getByLabelText(/^Years/)).toHaveValue('20');
    expect(screen.getByLabelText(/Return rate/)).toHaveValue('10%');
    expect(screen.getByLabelText(/Compounding/)).toHaveValue('annually');
    expect(screen.getByLabelText(/Additional contribution/)).toHaveValue('');
    expect(finalBalance()).toBe('$67,275.00');
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$11,000.00', '$1,000.00', '$10,000.00']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('1st January, 2026');
    expect(within(rows[20]!).getByRole('rowheader')).toHaveTextContent('1st January, 2045');
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
  });

  it('recalculates on Calculate with new inputs, continuous compounding and a yearly contribution', async () => {
    const { user } = renderWithProviders(<InvestmentCalculator currentYear={2026} />);
    const years = screen.getByLabelText(/^Years/);
    await user.clear(years);
    await user.type(years, '3');
    await user.clear(screen.getByLabelText(/Starting amount/));
    await user.type(screen.getByLabelText(/Starting amount/), '1000');
    await user.type(screen.getByLabelText(/Additional contribution/), '100');
    // Nothing changes until Calculate.
    expect(finalBalance()).toBe('$67,275.00');
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    // 1,000 at 10%: 1,200, 1,420, 1,662 (contribution added at the end of each year).
    await waitFor(() => expect(finalBalance()).toBe('$1,662.00'));
    expect(within(table()).getAllByRole('row')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText(/Compounding/), 'continuously');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // f = 2.71828^0.1 = 1.1051708437 (N22); ((1,000f + 100)f + 100)f + 100 = 1,682.5159.
    await waitFor(() => expect(finalBalance()).toBe('$1,682.52'));
  });

  it('keeps an erased Years empty with its message, uses what is typed next, and says the 100 limit', async () => {
    const { user } = renderWithProviders(<InvestmentCalculator currentYear={2026} />);
    const years = screen.getByLabelText(/^Years/);
    await user.click(years);
    await user.keyboard('{End}{Backspace}{Backspace}');
    expect(years).toHaveValue('');
    expect(await screen.findByText(INVESTMENT_MESSAGES.yearsRequired)).toBeInTheDocument();
    await user.keyboard('7');
    expect(years).toHaveValue('7');
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(8));
    await user.click(years);
    await user.keyboard('{End}20');
    await user.tab();
    // 720 is not cut to 100: it stays, with the message, and Calculate waits.
    expect(years).toHaveValue('720');
    expect(await screen.findByText(INVESTMENT_MESSAGES.yearsRange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
  });

  it('hides Calculate while a required field is empty or out of range, with a message', async () => {
    const { user } = renderWithProviders(<InvestmentCalculator currentYear={2026} />);
    await screen.findByRole('button', { name: 'Calculate' });
    await user.clear(screen.getByLabelText(/Starting amount/));
    expect(await screen.findByText(INVESTMENT_MESSAGES.startingAmountRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull());
    await user.type(screen.getByLabelText(/Starting amount/), '500');
    await screen.findByRole('button', { name: 'Calculate' });

    const rate = screen.getByLabelText(/Return rate/);
    await user.clear(rate);
    await user.type(rate, '150');
    expect(await screen.findByText(INVESTMENT_MESSAGES.returnRateRange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    // The last result stays on screen.
    expect(finalBalance()).toBe('$67,275.00');
  });
});
