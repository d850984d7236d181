import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { TravelQuoteForm } from './travel-quote-form.tsx';

const today = '2026-11-23';

describe('TravelQuoteForm', () => {
  it('keeps Calculate disabled until every answer is valid, and days set the range from today', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <TravelQuoteForm product="visitors-to-canada" today={today} onSubmit={onSubmit} />,
    );
    // The trip's questions and the button render in the task after the people's.
    const calculate = await screen.findByRole('button', { name: 'Calculate Quote' });
    expect(calculate).toBeDisabled();

    await user.selectOptions(screen.getByLabelText(/Age of person 1/), '45');
    await user.click(screen.getAllByLabelText('No')[0]!);
    await user.selectOptions(screen.getByLabelText(/Coverage/), '100000');
    await user.selectOptions(screen.getByLabelText(/Province of stay/), 'ON');
    expect(calculate).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Number of days/), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Start date/).value).toBe(today));
    expect(screen.getByLabelText<HTMLInputElement>(/End date/).value).toBe('2026-12-02');
    await waitFor(() => expect(calculate).toBeEnabled());

    // A range sets the days.
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-12-22' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Number of days/).value).toBe('30'));
    await user.click(calculate);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      person1Age: 45,
      coverage: 100000,
      numberOfDays: 30,
      endDate: '2026-12-22',
    });
  });

  it('keeps 30 days when the start moves three weeks out: the end follows, so days and dates agree', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TravelQuoteForm product="visitors-to-canada" today={today} onSubmit={onSubmit} />);
    const days = await screen.findByLabelText(/Number of days/);
    fireEvent.change(days, { target: { value: '30' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/End date/).value).toBe('2026-12-22'));
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-14' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/End date/).value).toBe('2027-01-12'));
    expect(screen.getByLabelText<HTMLInputElement>(/Number of days/).value).toBe('30');
    // Fewer days move the end, from the chosen start.
    fireEvent.change(days, { target: { value: '9' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/End date/).value).toBe('2026-12-22'));
    expect(screen.getByLabelText<HTMLInputElement>(/Start date/).value).toBe('2026-12-14');
  });

  it('names what is missing beside the disabled Calculate button', async () => {
    const { user } = renderWithProviders(
      <TravelQuoteForm product="visitors-to-canada" today={today} onSubmit={vi.fn()} />,
    );
    const calculate = await screen.findByRole('button', { name: 'Calculate Quote' });
    expect(calculate).toBeDisabled();
    await waitFor(() =>
      expect(calculate).toHaveAccessibleDescription(
        /^Still needed: Age of person 1, Cover pre-existing conditions for person 1\?, Coverage and 4 more\.$/,
      ),
    );
    await user.selectOptions(screen.getByLabelText(/Age of person 1/), '45');
    await user.click(screen.getAllByLabelText('No')[0]!);
    await user.selectOptions(screen.getByLabelText(/Coverage/), '100000');
    await user.selectOptions(screen.getByLabelText(/Province of stay/), 'ON');
    await waitFor(() =>
      expect(calculate).toHaveAccessibleDescription('Still needed: Number of days, Start date and End date.'),
    );
    fireEvent.change(screen.getByLabelText(/Number of days/), { target: { value: '10' } });
    await waitFor(() => expect(calculate).toBeEnabled());
    expect(calculate).toHaveAccessibleDescription('');
  });

  it('keeps Calculate disabled with a message when the days or the start date are cleared', async () => {
    const { user } = renderWithProviders(
      <TravelQuoteForm
        product="visitors-to-canada"
        today={today}
        initial={{
          person1Age: 45,
          preExistingPerson1: 'no',
          coverage: 100_000,
          province: 'ON',
          startDate: today,
          endDate: '2026-12-02',
          numberOfDays: 10,
        }}
        onSubmit={vi.fn()}
      />,
    );
    const calculate = await screen.findByRole('button', { name: 'Calculate Quote' });
    const days = screen.getByLabelText(/Number of days/);
    fireEvent.change(days, { target: { value: '12' } });
    await waitFor(() => expect(calculate).toBeEnabled());
    await user.clear(days);
    await waitFor(() => expect(calculate).toBeDisabled());
    expect(await screen.findByText('Enter the number of days')).toBeInTheDocument();

    fireEvent.change(days, { target: { value: '12' } });
    await waitFor(() => expect(calculate).toBeEnabled());
    // A cleared start date is its own message, not a RangeError from the range rules.
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '' } });
    await waitFor(() => expect(calculate).toBeDisabled());
  });

  it("defines the family and asks for the oldest member's age with the spec's message", async () => {
    const { user } = renderWithProviders(
      <TravelQuoteForm product="visitors-to-canada" today={today} onSubmit={vi.fn()} />,
    );
    await user.click(await screen.findByLabelText('Family'));
    expect(screen.getByTestId('family-definition')).toHaveTextContent(
      'A family is at most 2 parents or guardians and their unmarried children under 22',
    );
    const oldest = screen.getByLabelText(/Age of the oldest family member/);
    await user.selectOptions(oldest, '45');
    await user.selectOptions(oldest, '');
    expect(
      await screen.findByText('Select the age of oldest family member to be insured'),
    ).toBeInTheDocument();
  });

  it('sets the super visa end one full year after the start and offers 100,000 or more', async () => {
    renderWithProviders(<TravelQuoteForm product="supervisa" today={today} onSubmit={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Start date/), { target: { value: '2027-01-15' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/End date/).value).toBe('2028-01-14'));
    const coverages = [...screen.getByLabelText<HTMLSelectElement>(/Coverage/).options].map((o) => o.value);
    expect(coverages).toEqual(['', '100000', '150000', '200000', '300000']);
    expect(screen.queryByLabelText(/Number of days/)).toBeNull();
    expect(screen.queryByLabelText('Family')).toBeNull();
  });
});
