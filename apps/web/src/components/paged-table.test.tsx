import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { PagedTable } from './paged-table.tsx';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Bea' },
];

function renderTable(page: number, totalPages: number, onPageChange = vi.fn()) {
  const result = renderWithProviders(
    <PagedTable
      caption="People"
      columns={[{ header: 'Name', cell: (r: Row) => r.name }]}
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.name}
      renderExpanded={(r) => <p>Details of {r.name}</p>}
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
    />,
  );
  return { ...result, onPageChange };
}

describe('PagedTable', () => {
  it('expands one row at a time', async () => {
    const { user } = renderTable(1, 1);
    await user.click(screen.getByRole('button', { name: 'Show details for Ada' }));
    expect(screen.getByText('Details of Ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide details for Ada' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show details for Bea' }));
    expect(screen.queryByText('Details of Ada')).not.toBeInTheDocument();
    expect(screen.getByText('Details of Bea')).toBeInTheDocument();
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'People pages' })).not.toBeInTheDocument();
  });

  it('shows 2 margin pages at each end and the pages around the current one', async () => {
    const { user, onPageChange } = renderTable(10, 20);
    const nav = screen.getByRole('navigation', { name: 'People pages' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t !== null && /^\d+$/.test(t));
    expect(pages).toEqual(['1', '2', '9', '10', '11', '19', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Page 11' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('cannot go before the first page or past the last', () => {
    renderTable(1, 3);
    const nav = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
