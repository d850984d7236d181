import type { ComponentProps } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROVINCE_NOT_SERVED_MESSAGE } from '@brokerage/shared/catalogue/provinces';
import {
  APPLICATION_DECLARATIONS,
  SIGNATURE_MISMATCH_MESSAGE,
} from '@brokerage/shared/consent/application-declarations';
import { HEALTH_CONSENT_WORDING } from '@brokerage/shared/consent/purpose-notices';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { VisitorsApplicationForm } from './visitors-application-form.tsx';

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
} satisfies ComponentProps<typeof VisitorsApplicationForm>['initial'];

function renderForm(initial: ComponentProps<typeof VisitorsApplicationForm>['initial'] = {}) {
  return renderWithProviders(
    <VisitorsApplicationForm
      product="visitors-to-canada"
      productValue={8}
      today={today}
      initial={initial}
      submitting={false}
      onSubmit={vi.fn()}
    />,
  );
}

const setDate = (label: RegExp, value: string) => {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('VisitorsApplicationForm', () => {
  it('drops "Departure cannot be before arrival" once moving the departure has moved the arrival too', async () => {
    renderForm({
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
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Province/), 'QC');
    expect(screen.getByText(PROVINCE_NOT_SERVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tell me when you serve my province' })).toHaveAttribute(
      'href',
      '/province-availability',
    );
    await user.selectOptions(screen.getByLabelText(/^Province/), 'ON');
    expect(screen.queryByText(PROVINCE_NOT_SERVED_MESSAGE)).toBeNull();
  }, 20_000);

  it('asks express consent to the health answers and shows the purpose with the privacy link (N25)', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: HEALTH_CONSENT_WORDING })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  }, 20_000);

  it('asks each declaration and a typed-name signature that is the applicant’s name', async () => {
    const { user } = renderForm({
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
