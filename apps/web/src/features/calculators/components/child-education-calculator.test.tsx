import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHILD_EDUCATION_MESSAGES } from '@brokerage/shared/calculators/child-education-calculator';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { ChildEducationCalculator } from './child-education-calculator.tsx';

const figure = (id: string) => screen.getByTestId(`education-${id}`).textContent;
const table = () => screen.getByRole('table', { name: 'Education savings by year' });
const calculate = () => screen.getByRole('button', { name: 'Calculate' });

describe('ChildEducationCalculator', () => {
  it('shows the defaults’ result on load (age 5, $1,000, $50 a month, 6%: 13 years)', () => {
    renderWithProviders(<ChildEducationCalculator currentYear={2026} />);
    expect(screen.getByLabelText(/Child’s age/)).toHaveValue('5');
    expect(screen.getByLabelText(/Initial contribution/)).toHaveValue('$1,000');
    expect(screen.getByLabelText(/Monthly contribution/)).toHaveValue('$50');
    expect(screen.getByLabelText(/Interest rate/)).toHaveValue('6');
    expect(figure('end-balance')).toBe('$16,970.36');
    expect(figure('total-contribution')).toBe('$8,800.00');
    expect(figure('total-earnings')).toBe('$6,410.36');
    expect(figure('total-grant')).toBe('$1,760.00');
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('1st January, 2026');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$2,035.20', '$320.00', '$115.20']);
    expect(calculate()).toBeEnabled();
  });

  it('recalculates on Calculate, with the grant carried forward from birth (N20)', async () => {
    const { user } = renderWithProviders(<ChildEducationCalculator currentYear={2026} />);
    const initial = screen.getByLabelText(/Initial contribution/);
    await user.clear(initial);
    await user.type(initial, '5000');
    const monthly = screen.getByLabelText(/Monthly contribution/);
    await user.clear(monthly);
    await user.type(monthly, '100');
    expect(figure('end-balance')).toBe('$16,970.36');
    await user.click(calculate());
    await waitFor(() => expect(figure('end-balance')).toBe('$41,107.36'));
    expect(figure('total-grant')).toBe('$3,880.00');
    expect(within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveTextContent(
      '$1,000.00',
    );

    await user.selectOptions(screen.getByLabelText(/Child’s age/), '17');
    await user.click(calculate());
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
  });

  it('says beside the result that a plan opened at 16 or 17 gets no grant (N20)', async () => {
    const { user } = renderWithProviders(<ChildEducationCalculator currentYear={2026} />);
    expect(screen.queryByTestId('education-grant-note')).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Child’s age/), '16');
    await user.click(calculate());
    // Age 16, 1,000 + 50 a month, 6%: 1,696.00 then 2,433.76, no grant (hand-computed in shared).
    await waitFor(() => expect(figure('end-balance')).toBe('$2,433.76'));
    expect(figure('total-grant')).toBe('$0.00');
    expect(screen.getByTestId('education-grant-note')).toHaveTextContent(
      CHILD_EDUCATION_MESSAGES.noLateGrantOpenedLate,
    );
    await user.selectOptions(screen.getByLabelText(/Child’s age/), '15');
    const initial = screen.getByLabelText(/Initial contribution/);
    await user.clear(initial);
    await user.type(initial, '2000');
    await user.click(calculate());
    await waitFor(() => expect(figure('end-balance')).toBe('$5,288.16'));
    expect(figure('total-grant')).toBe('$760.00');
    expect(screen.queryByTestId('education-grant-note')).toBeNull();
  });

  it('shows TOTAL_CONTRIBUTION inline and disables Calculate past the 50,000 lifetime limit', async () => {
    const { user } = renderWithProviders(<ChildEducationCalculator currentYear={2026} />);
    await user.selectOptions(screen.getByLabelText(/Child’s age/), '0');
    const monthly = screen.getByLabelText(/Monthly contribution/);
    await user.clear(monthly);
    await user.type(monthly, '240');
    // 1,000 + 18 x 12 x 240 = 52,840.
    expect(await screen.findByText('Total contributions cannot exceed $50,000')).toBeInTheDocument();
    expect(monthly).toHaveAttribute('aria-invalid', 'true');
    expect(calculate()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Child’s age/), '2');
    await waitFor(() => expect(calculate()).toBeEnabled());
    expect(screen.queryByText('Total contributions cannot exceed $50,000')).toBeNull();
  });

  it('needs an interest rate of 3 to 20 to calculate', async () => {
    const { user } = renderWithProviders(<ChildEducationCalculator currentYear={2026} />);
    const rate = screen.getByLabelText(/Interest rate/);
    await user.clear(rate);
    await user.type(rate, '2');
    expect(await screen.findByText(CHILD_EDUCATION_MESSAGES.interestTooLow)).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
    await user.type(rate, '00');
    expect(await screen.findByText(CHILD_EDUCATION_MESSAGES.interestRange)).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '20');
    await waitFor(() => expect(calculate()).toBeEnabled());
  });

  it('needs the amounts filled in and inside their ranges', async () => {
    const { user } = renderWithProviders(<ChildEducationCalculator currentYear={2026} />);
    const initial = screen.getByLabelText(/Initial contribution/);
    await user.clear(initial);
    expect(await screen.findByText(CHILD_EDUCATION_MESSAGES.initialRequired)).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
    await user.type(initial, '60000');
    expect(await screen.findByText(CHILD_EDUCATION_MESSAGES.initialRange)).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });
});
