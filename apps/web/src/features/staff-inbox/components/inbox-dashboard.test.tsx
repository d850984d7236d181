// The admin panel's dashboard: the counts, and each chart's numbers as a data table a
// screen reader can read (the SVG charts are hidden from assistive technology).

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxSummary } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { QuoteActivity } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { InboxDashboard } from './inbox-dashboard.tsx';

const fetchMock = vi.fn<typeof fetch>();

const summary: InboxSummary = {
  byStatus: [
    { status: 'Pending', n: 7 },
    { status: 'Completed', n: 1200 },
  ],
  byKind: [
    { kind: 'contact', n: 900 },
    { kind: 'emailed-quote', n: 307 },
  ],
  overdue: 3,
  dueSoon: 2,
  newToday: 5,
};
const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const activity: QuoteActivity = {
  days,
  products: [
    { product: 'term-life', name: 'Term Life', perDay: days.map((_, i) => (i === 29 ? 4 : 0)), total: 4 },
  ],
  conversion: [
    { family: 'life', quotes: 40, applications: 3 },
    { family: 'travel', quotes: 0, applications: 0 },
  ],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const data = url.includes('activity') ? activity : summary;
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('InboxDashboard', () => {
  it('shows overdue, due soon and new today, and each chart as a table', async () => {
    const { user } = renderWithProviders(<InboxDashboard />);
    const byType = await screen.findByRole('table', { name: 'Leads by type' });
    expect(await within(byType).findByRole('row', { name: 'E-mailed quote 307' })).toBeInTheDocument();
    const byStatus = screen.getByRole('table', { name: 'Leads by status' });
    expect(within(byStatus).getByRole('row', { name: 'Completed 1,200' })).toBeInTheDocument();
    expect(screen.getByText('Overdue (24-hour promise missed)').parentElement).toHaveTextContent('3');
    expect(screen.getByText('New today').parentElement).toHaveTextContent('5');

    const conversion = screen.getByRole('table', { name: /Applications per 100 quotes/ });
    expect(await within(conversion).findByRole('row', { name: 'Life 40 3 7.5%' })).toBeInTheDocument();
    expect(within(conversion).getByRole('row', { name: 'Travel 0 0 No quotes' })).toBeInTheDocument();

    await user.click(screen.getByText('Show the quotes per day as a table'));
    const perDay = screen.getByRole('table', { name: /Quotes per product per day/ });
    expect(within(perDay).getByRole('row', { name: 'Nov 30 4 4' })).toBeInTheDocument();
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
  });

  it('counts quotes without applications as 0 %, and says so only when there are no quotes at all', async () => {
    const withConversion = (conversion: QuoteActivity['conversion']) =>
      fetchMock.mockImplementation((input) => {
        const url = input instanceof Request ? input.url : String(input);
        const data = url.includes('activity') ? { ...activity, conversion } : summary;
        return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
      });
    withConversion([
      { family: 'life', quotes: 12, applications: 0 },
      { family: 'travel', quotes: 0, applications: 0 },
    ]);
    const first = renderWithProviders(<InboxDashboard />);
    const conversion = await screen.findByRole('table', { name: /Applications per 100 quotes/ });
    expect(within(conversion).getByRole('row', { name: 'Life 12 0 0%' })).toBeInTheDocument();
    first.unmount();

    withConversion([
      { family: 'life', quotes: 0, applications: 0 },
      { family: 'travel', quotes: 0, applications: 0 },
    ]);
    renderWithProviders(<InboxDashboard />);
    const panel = (
      await screen.findByRole('heading', { name: 'Quote-to-application conversion, last 30 days' })
    ).parentElement as HTMLElement;
    expect(await within(panel).findByText('Nothing to count yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Applications per 100 quotes/ })).toBeNull();
  });
});
