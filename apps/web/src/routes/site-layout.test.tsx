import { Button } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import SiteLayout from './site-layout.tsx';

// Issue 14 (ADR 0084): the shell paints with Mantine's markup and no Mantine provider above it;
// the page inside <main> gets Mantine's provider and TanStack Query's client from the layout.
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

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Get Quote' })).toHaveClass(
      'mantine-UnstyledButton-root',
    );
    expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveClass('mantine-Burger-root');
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Subscribe' })).toHaveClass(
      'mantine-Button-root',
    );
    expect(
      within(screen.getByRole('region', { name: 'Cookie notice' })).getByRole('button', { name: 'Accept' }),
    ).toHaveClass('mantine-Button-root');
    expect(await screen.findByRole('button', { name: 'Mantine inside the page' })).toBeInTheDocument();
  });
});
