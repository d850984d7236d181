import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROVINCE_NOT_SERVED_MESSAGE } from '@brokerage/shared/catalogue/provinces';
import {
  APPLICATION_DECLARATIONS,
  SIGNATURE_MISMATCH_MESSAGE,
} from '@brokerage/shared/consent/application-declarations';
import { HEALTH_CONSENT_WORDING } from '@brokerage/shared/consent/purpose-notices';
import { TRAVEL_PRODUCTS, travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { APPLICATION_KINDS } from './application-questions.ts';
import { TravelApplicationForm } from './travel-application-form.tsx';

const today = '2026-11-23';

/** Every answer valid but the dates: the schema's date rules run once the fields are in order. */
const filledIn = {
  numberOfVisitors: 'single',
  gender: 'male',
  firstName: 'Raj',
  lastName: 'Patel',
  dateOfBirth: '1955-03-04',
  preExistingCondition: 'no',
  email: 'raj@example.com',
  phone: '416-555-0198',
  homeCountry: 'India',
  canadianAddress: '1 Queen St W, Toronto',
  province: 'ON',
  postalCode: 'M5H 2N2',
  canadianNumber: '416-555-0199',
  finalContactName: 'Priya Patel',
  finalContactNumber: '416-555-0100',
  contactTime: 'Morning',
  coverage: 100_000,
  deductible: 500,
  healthConsent: true,
  acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
  signature: 'Raj Patel',
};

/** The application of one product, as the application page renders it. */
function renderApplication(product: TravelProductSlug, initial: Record<string, unknown> = {}) {
  return renderWithProviders(
    <TravelApplicationForm
      kind={APPLICATION_KINDS[travelProductKind(product)]}
      product={product}
      productValue={TRAVEL_PRODUCTS[product].productValue}
      today={today}
      initial={initial}
      submitting={false}
      onSubmit={vi.fn()}
    />,
  );
}

/** The visitors' application once its later fieldsets, which follow the first screen's, are in. */
async function renderForm(initial: Record<string, unknown> = {}) {
  const rendered = renderApplication('visitors-to-canada', initial);
  await screen.findByRole('button', { name: 'Submit Application' });
  return rendered;
}

const setDate = (label: RegExp, value: string) => {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('TravelApplicationForm of visitors', () => {
  it('capitalises names, formats the phone and upper-cases the postal code as they are typed', async () => {
    await renderForm();
    const typed = (label: RegExp, value: string) => {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      fireEvent.change(input, { target: { value } });
      return input.value;
    };
    expect(typed(/^First name/, 'raj')).toBe('Raj');
    expect(typed(/^Phone/, '+1 (416) 555 0198')).toBe('416-555-0198');
    expect(typed(/^Postal code/, 'm5h 2n2')).toBe('M5H 2N2');
    expect(typed(/^E-mail/, 'Raj@Example.com')).toBe('Raj@Example.com');
  });

  it('drops "Departure cannot be before arrival" once moving the departure has moved the arrival too', async () => {
    await renderForm({
      ...filledIn,
      arrivalDate: '2026-12-10',
      policyEffectiveDate: '2026-12-10',
      departureDate: '2026-12-20',
    });
    setDate(/Departure date/, '2026-12-05');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/Arrival date/).value).toBe('2026-12-05'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Departure cannot be before arrival')).toBeNull();
  }, 20_000);

  it('offers the province-availability path for a province where we are not licensed (N43)', async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByLabelText(/^Province/), 'QC');
    expect(screen.getByText(PROVINCE_NOT_SERVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tell me when you serve my province' })).toHaveAttribute(
      'href',
      '/province-availability',
    );
    await user.selectOptions(screen.getByLabelText(/^Province/), 'ON');
    expect(screen.queryByText(PROVINCE_NOT_SERVED_MESSAGE)).toBeNull();
  }, 20_000);

  it('asks express consent to the health answers and shows the purpose with the privacy link (N25)', async () => {
    await renderForm();
    expect(screen.getByRole('checkbox', { name: HEALTH_CONSENT_WORDING })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  }, 20_000);

  it('asks each declaration and a typed-name signature that is the applicant’s name', async () => {
    const { user } = await renderForm({
      ...filledIn,
      acceptedDeclarations: [],
      signature: '',
      arrivalDate: '2026-12-10',
      policyEffectiveDate: '2026-12-10',
      departureDate: '2026-12-20',
    });
    for (const declaration of APPLICATION_DECLARATIONS) {
      const box = screen.getByRole('checkbox', { name: declaration.text });
      expect(box).not.toBeChecked();
      await user.click(box);
      expect(box).toBeChecked();
    }
    const signature = screen.getByRole('textbox', { name: /^Signature \(type your name\)/ });
    await user.type(signature, 'Priya Patel');
    expect(await screen.findByText(SIGNATURE_MISMATCH_MESSAGE)).toBeInTheDocument();
    await user.clear(signature);
    await user.type(signature, 'raj patel');
    await waitFor(() => expect(screen.queryByText(SIGNATURE_MISMATCH_MESSAGE)).toBeNull());
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  }, 30_000);
});

const renderTravellersForm = () =>
  renderApplication('canadian-travellers', {
    departureDate: '2026-12-01',
    policyEffectiveDate: '2026-12-01',
    expiryDate: '2026-12-15',
  });

describe('TravelApplicationForm of travellers', () => {
  it('asks residence first: No cannot buy online, Yes opens the application', async () => {
    const { user } = renderTravellersForm();
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
    const { user } = renderTravellersForm();
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
    // Typing into several fields of a long form: slow on a shared machine.
  }, 20_000);
});
