import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALL_CANCELLED_MESSAGE,
  CALL_MOVED_MESSAGE,
  accountCallsContract,
  cancelCallContract,
  rescheduleCallContract,
} from '@brokerage/shared/booking/account-calls';
import type { AccountCall } from '@brokerage/shared/booking/account-calls';
import { SLOT_FULL_MESSAGE } from '@brokerage/shared/booking/booking-slots';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { AccountCalls } from './account-calls.tsx';
import type { SlotPickerSlot } from './account-calls.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const upcoming: AccountCall = {
  id: '11111111-1111-4111-8111-111111111111',
  date: '2027-03-15',
  time: '10:00',
  label: '10:00 AM - 10:30 AM',
  startsAt: '2027-03-15T14:00:00.000Z',
  products: [2],
  state: 'upcoming',
  status: 'Pending',
  cancelledAt: null,
};
const past: AccountCall = {
  ...upcoming,
  id: '22222222-2222-4222-8222-222222222222',
  date: '2027-01-04',
  state: 'past',
  status: 'Completed',
};

// The booking feature's picker is the route's to hand in; a stand-in picks one fixed slot.
function StubPicker({ onChange }: SlotPickerSlot) {
  return (
    <button type="button" onClick={() => onChange({ date: '2027-03-16', time: '12:30' })}>
      Pick 16 March 12:30
    </button>
  );
}

const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('AccountCalls', () => {
  it('lists upcoming and past calls; only an upcoming one offers Reschedule and Cancel', async () => {
    fetchMock.mockResolvedValue(contractAnswer(accountCallsContract, { data: [upcoming, past] }));
    renderWithProviders(<AccountCalls SlotPicker={StubPicker} />);
    const next = await screen.findByRole('article', { name: /15th March, 2027, 10:00 AM - 10:30 AM/ });
    expect(within(next).getByText('About: Term Life')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    // One status each: the badge, no second 'Status:' line.
    expect(within(next).getByText('Booked')).toBeInTheDocument();
    const done = screen.getByRole('article', { name: /4th January, 2027/ });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText(/Status:/)).toBeNull();
    expect(within(done).queryByRole('button', { name: 'Cancel call' })).toBeNull();
  });

  it('links to booking when no call is coming up', async () => {
    fetchMock.mockResolvedValue(contractAnswer(accountCallsContract, { data: [past] }));
    renderWithProviders(<AccountCalls SlotPicker={StubPicker} />);
    const link = await screen.findByRole('link', { name: 'Book a call with an advisor' });
    expect(link).toHaveAttribute('href', '/term-life/quote/book-a-call');
  });

  it('cancels only after the confirm step', async () => {
    fetchMock
      .mockResolvedValueOnce(contractAnswer(accountCallsContract, { data: [upcoming] }))
      .mockResolvedValueOnce(
        contractAnswer(cancelCallContract, {
          message: CALL_CANCELLED_MESSAGE,
          data: { ...upcoming, state: 'cancelled', cancelledAt: '2027-03-10T12:00:00.000Z' },
        }),
      )
      .mockResolvedValue(
        contractAnswer(accountCallsContract, {
          data: [{ ...upcoming, state: 'cancelled', cancelledAt: '2027-03-10T12:00:00.000Z' }],
        }),
      );
    const { user } = renderWithProviders(<AccountCalls SlotPicker={StubPicker} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel call' }));
    expect(requests()).toEqual(['GET /api/account/calls']);
    await user.click(screen.getByRole('button', { name: 'Keep my call' }));
    await user.click(screen.getByRole('button', { name: 'Cancel call' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the call' }));
    await screen.findByText(CALL_CANCELLED_MESSAGE);
    await screen.findByText('Cancelled');
    expect(requests()[1]).toBe(`POST /api/account/calls/${upcoming.id}/cancel`);
  });

  it('moves a call to the picked slot, and says so when the slot was just taken', async () => {
    fetchMock
      .mockResolvedValueOnce(contractAnswer(accountCallsContract, { data: [upcoming] }))
      .mockResolvedValueOnce(
        contractAnswer(rescheduleCallContract, { message: SLOT_FULL_MESSAGE, code: 'CONFLICT' }, 409),
      )
      .mockResolvedValueOnce(contractAnswer(accountCallsContract, { data: [upcoming] }))
      .mockResolvedValueOnce(
        contractAnswer(rescheduleCallContract, {
          message: CALL_MOVED_MESSAGE,
          data: { ...upcoming, date: '2027-03-16', time: '12:30', label: '12:30 PM - 1:00 PM' },
        }),
      )
      .mockResolvedValue(
        contractAnswer(accountCallsContract, {
          data: [{ ...upcoming, date: '2027-03-16', time: '12:30', label: '12:30 PM - 1:00 PM' }],
        }),
      );
    const { user } = renderWithProviders(<AccountCalls SlotPicker={StubPicker} />);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const move = screen.getByRole('button', { name: 'Move my call' });
    expect(move).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pick 16 March 12:30' }));
    await user.click(move);
    await screen.findByText(SLOT_FULL_MESSAGE);
    // The choice is cleared so the fresh slots are picked from again.
    expect(screen.getByRole('button', { name: 'Move my call' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pick 16 March 12:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my call' }));
    await screen.findByText(CALL_MOVED_MESSAGE);
    await screen.findByRole('article', { name: /16th March, 2027, 12:30 PM - 1:00 PM/ });
    const [, init] = fetchMock.mock.calls[3] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ date: '2027-03-16', time: '12:30' });
  });
});
