// My applications: the timeline shows the notes staff sent, Withdraw asks once more,
// and only undecided applications offer it; 'More information needed' takes the customer's answer.

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApplication } from '@brokerage/shared/accounts/my-applications-schemas';
import { REPLY_SENT_MESSAGE, WITHDRAWN_MESSAGE } from '@brokerage/shared/accounts/my-applications-schemas';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { AccountApplications } from './account-applications.tsx';

const fetchMock = vi.fn<typeof fetch>();
const LIFE_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

const waiting: AccountApplication = {
  kind: 'life',
  id: LIFE_ID,
  reference: 'LA-6F1C2D3E',
  productName: 'Term Life',
  plan: 'Term 20 by Beacon Life, premium $42.10 monthly',
  submittedOn: '2026-11-20',
  status: 'More information needed',
  canWithdraw: true,
  canReply: true,
  timeline: [
    {
      date: '2026-11-20',
      at: '2026-11-20T15:00:00.000Z',
      status: 'Received',
      note: null,
      fromCustomer: false,
    },
    {
      date: '2026-11-23',
      at: '2026-11-23T15:00:00.000Z',
      status: 'More information needed',
      note: 'Please send your medical report.',
      fromCustomer: false,
    },
  ],
};
const approved: AccountApplication = {
  ...waiting,
  kind: 'travel',
  id: '7a1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  reference: 'TA-7A1C2D3E',
  productName: 'Visitors to Canada',
  plan: null,
  status: 'Approved',
  canWithdraw: false,
  canReply: false,
  timeline: [
    {
      date: '2026-11-18',
      at: '2026-11-18T15:00:00.000Z',
      status: 'Received',
      note: null,
      fromCustomer: false,
    },
  ],
};

let list: AccountApplication[];

beforeEach(() => {
  list = [waiting, approved];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if ((init?.method ?? 'GET') === 'POST' && url.endsWith('/reply')) {
      const { message } = JSON.parse(String(init?.body)) as { message: string };
      const answer = { date: '2026-11-24', at: '2026-11-24T15:00:00.000Z', status: 'In review' as const };
      list = [
        {
          ...waiting,
          status: 'In review',
          canReply: false,
          timeline: [...waiting.timeline, { ...answer, note: message, fromCustomer: true }],
        },
        approved,
      ];
      return Promise.resolve(Response.json({ message: REPLY_SENT_MESSAGE }));
    }
    if ((init?.method ?? 'GET') === 'POST') {
      list = [{ ...waiting, status: 'Withdrawn', canWithdraw: false, canReply: false }, approved];
      return Promise.resolve(Response.json({ message: WITHDRAWN_MESSAGE }));
    }
    expect(url).toMatch(/\/api\/account\/applications$/);
    return Promise.resolve(Response.json({ data: list }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('AccountApplications', () => {
  it('shows each status with the timeline and the note, and Withdraw only while undecided', async () => {
    renderWithProviders(<AccountApplications />);
    const life = await screen.findByRole('article', { name: 'Term Life application' });
    expect(within(life).getByText('Please send your medical report.')).toBeInTheDocument();
    expect(
      within(life).getByText(/Reference LA-6F1C2D3E, submitted on 20th November, 2026/),
    ).toBeInTheDocument();
    // The plan and premium applied for are named (ADR 0088).
    expect(
      within(life).getByText('Plan: Term 20 by Beacon Life, premium $42.10 monthly'),
    ).toBeInTheDocument();
    const travel = screen.getByRole('article', { name: 'Visitors to Canada application' });
    expect(within(travel).queryByText(/^Plan:/)).toBeNull();
    expect(within(travel).getByText('Approved')).toBeInTheDocument();
    expect(within(travel).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('asks before withdrawing; keeping the application sends nothing', async () => {
    const { user } = renderWithProviders(<AccountApplications />);
    const life = await screen.findByRole('article', { name: 'Term Life application' });
    await user.click(
      within(life).getByRole('button', { name: 'Withdraw the Term Life application LA-6F1C2D3E' }),
    );
    await user.click(within(life).getByRole('button', { name: 'Keep my application' }));
    expect(posts()).toHaveLength(0);

    await user.click(within(life).getByRole('button', { name: /^Withdraw the/ }));
    await user.click(within(life).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText(WITHDRAWN_MESSAGE)).toBeInTheDocument();
    expect(String(posts()[0]?.[0])).toMatch(`/api/account/applications/life/${LIFE_ID}/withdraw`);
    expect(await within(life).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(life).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('takes the answer to More information needed and shows it in the timeline', async () => {
    const { user } = renderWithProviders(<AccountApplications />);
    const life = await screen.findByRole('article', { name: 'Term Life application' });
    const travel = screen.getByRole('article', { name: 'Visitors to Canada application' });
    expect(within(travel).queryByRole('textbox')).toBeNull();
    await user.click(within(life).getByRole('button', { name: 'Send my answer' }));
    expect(await within(life).findByText('Please write your answer')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.type(
      within(life).getByRole('textbox', { name: 'Your answer to your advisor' }),
      'The report is from Dr. Lee, 12th November.',
    );
    await user.click(within(life).getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText(REPLY_SENT_MESSAGE)).toBeInTheDocument();
    expect(String(posts()[0]?.[0])).toMatch(`/api/account/applications/life/${LIFE_ID}/reply`);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      message: 'The report is from Dr. Lee, 12th November.',
      files: [],
    });
    expect(await within(life).findByText('Your answer (In review)')).toBeInTheDocument();
    expect(within(life).getByText('The report is from Dr. Lee, 12th November.')).toBeInTheDocument();
    expect(within(life).queryByRole('button', { name: 'Send my answer' })).toBeNull();
  });
});
