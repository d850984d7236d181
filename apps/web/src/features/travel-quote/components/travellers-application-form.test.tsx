import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { TravellersApplicationForm } from './travellers-application-form.tsx';

const today = '2026-11-23';

function renderForm(onSubmit = vi.fn()) {
  return renderWithProviders(
    <TravellersApplicationForm
      productValue={14}
      today={today}
      initial={{ departureDate: '2026-12-01', policyEffectiveDate: '2026-12-01', expiryDate: '2026-12-15' }}
      submitting={false}
      onSubmit={onSubmit}
    />,
  );
}

describe('TravellersApplicationForm', () => {
  it('asks residence first: No cannot buy online, Yes opens the application', async () => {
    const { user } = renderForm();
    const residence = screen.getByRole('radiogroup', { name: /Canadian resident/ });
    expect(screen.queryByRole('form', { name: 'Application' })).toBeNull();

    await user.click(within(residence).getByLabelText('No'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot buy this policy online.');
    expect(screen.queryByRole('form', { name: 'Application' })).toBeNull();

    await user.click(within(residence).getByLabelText('Yes'));
    expect(await screen.findByRole('form', { name: 'Application' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  });

  it('keeps departure <= effective <= expiry when one date moves, and adds person 2 and extra persons for a group', async () => {
    const { user } = renderForm();
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Canadian resident/ })).getByLabelText('Yes'),
    );
    const departure = await screen.findByLabelText<HTMLInputElement>(/Departure date/);
    await user.clear(departure);
    await user.type(departure, '2026-12-20');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/Expiry date/).value).toBe('2026-12-20'),
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Policy effective date/).value).toBe('2026-12-20');

    await user.click(
      within(screen.getByRole('radiogroup', { name: /Who is travelling/ })).getByLabelText('Family'),
    );
    expect(screen.getByRole('group', { name: 'Person 2' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/How many more persons/), '2');
    expect(screen.getByRole('group', { name: 'Person 3' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Person 4' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Who is travelling/ })).getByLabelText('Single'),
    );
    expect(screen.queryByRole('group', { name: 'Person 2' })).toBeNull();
  });
});
