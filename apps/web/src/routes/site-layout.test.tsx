import { Button } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import SiteLayout from './site-layout.tsx';

// ADR 0090: the shell paints with the project's own first-load components and no Mantine provider
// above it; the page inside <main> gets Mantine's provider and TanStack Query's client from the layout.
describe('SiteLayout without providers above it', () => {
  it('renders the header, footer and cookie notice, and the page with Mantine components', async () => {
    function Page() {
      return <Button>Mantine inside the page</Button>;
    }
    const Stub = createRoutesStub([
      {
        id: 'routes/site-layout',
        Component: SiteLayout,
        children: [{ id: 'index', path: '/', Component: Page }],
      },
    ]);
    render(<Stub initialEntries={['/']} />);

    // The shell's own first-load components (ADR 0090): no Mantine class anywhere outside <main>.
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Get Quote' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Cookie notice' })).getByRole('button', { name: 'Accept' }),
    ).toBeEnabled();
    for (const part of [header, screen.getByRole('contentinfo')]) {
      expect(part.innerHTML).not.toMatch(/class="[^"]*(mantine-|\bm_[0-9a-f]{7,8}\b)/);
    }
    expect(await screen.findByRole('button', { name: 'Mantine inside the page' })).toBeInTheDocument();
  });
});
