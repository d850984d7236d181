// My account > Policies: the extension form shows the server's premium for the chosen end date
// (ADR 0113: priced at the rate version the application's quote cites), says where it comes from,
// and shows the server's refusal of a date next to it.

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtensionPremium, Policy } from '@brokerage/shared/policies/policy-schemas';
import { EXTENSION_TOO_LATE_MESSAGE, extensionBasisText } from '@brokerage/shared/policies/policy-schemas';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { AccountPolicies } from './account-policies.tsx';

const fetchMock = vi.fn<typeof fetch>();
const POLICY_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

const policy: Policy = {
  id: POLICY_ID,
  policyNumber: 'TG-1001',
  applicationKind: 'travel',
  applicationId: '7a1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  productValue: 8,
  productName: 'Visitors to Canada',
  insurer: 'TUGO',
  insurerName: 'TuGo',
  planName: 'Visitors Standard',
  startDate: '2026-12-01',
  endDate: '2027-01-29',
  premiumCents: 60_000,
  paymentSchedule: 'single',
  rateVersion: '',
  insuredPersons: [{ name: 'Raj Patel', dateOfBirth: '1981-03-04' }],
  status: 'Active',
  remindersStopped: false,
  documents: [],
  reminders: [],
  createdAt: '2026-11-20T15:00:00.000Z',
};

const priced = (newEndDate: string): ExtensionPremium => ({
  newEndDate,
  addedDays: 10,
  amountCents: 4_270,
  basis: 'rates',
  rateVersion: 'sample-2026-11-23',
  explanation: extensionBasisText('rates', 'sample-2026-11-23'),
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/account/policies')
      return Promise.resolve(Response.json({ data: { policies: [policy], applicationCopies: [] } }));
    if (url.pathname === '/api/account/after-sale-requests')
      return Promise.resolve(Response.json({ data: [] }));
    if (url.pathname === `/api/account/policies/${POLICY_ID}/extension-premium`) {
      const date = url.searchParams.get('newEndDate') ?? '';
      if (date === '2027-02-08') return Promise.resolve(Response.json({ data: priced(date) }));
      return Promise.resolve(
        Response.json({ message: EXTENSION_TOO_LATE_MESSAGE, code: 'BAD_REQUEST' }, { status: 400 }),
      );
    }
    throw new Error(`unexpected call ${url.pathname}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const extensionCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/extension-premium'));

describe('AccountPolicies extension form', () => {
  it('shows the premium the server prices for the chosen end date, and where it comes from', async () => {
    const { user } = renderWithProviders(<AccountPolicies today="2026-11-27" />);
    const card = await screen.findByRole('article', { name: 'Visitors to Canada policy TG-1001' });
    await user.click(within(card).getByRole('button', { name: 'Ask for a change' }));
    const date = within(card).getByLabelText('New end date');
    // A date before the policy's end asks nothing.
    fireEvent.change(date, { target: { value: '2027-01-20' } });
    expect(extensionCalls()).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2027-02-08' } });
    expect(
      await within(card).findByText(
        'Premium for the 10 added days: $42.70 (from your plan’s rates, version sample-2026-11-23; at least $25.00, the insurer confirms it)',
      ),
    ).toBeInTheDocument();
    expect(String(extensionCalls()[0]?.[0])).toContain('newEndDate=2027-02-08');
  });

  it('shows the server’s refusal of a date next to it', async () => {
    const { user } = renderWithProviders(<AccountPolicies today="2026-11-27" />);
    const card = await screen.findByRole('article', { name: 'Visitors to Canada policy TG-1001' });
    await user.click(within(card).getByRole('button', { name: 'Ask for a change' }));
    fireEvent.change(within(card).getByLabelText('New end date'), { target: { value: '2027-02-09' } });
    expect(await within(card).findByText(EXTENSION_TOO_LATE_MESSAGE)).toBeInTheDocument();
  });
});
