import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import PlaceholderPage from './placeholder-page.tsx';

describe('PlaceholderPage', () => {
  it('shows the route table title of the page it stands in for', () => {
    renderWithProviders(null, {
      url: '/faq',
      routes: [{ id: 'faq', path: '/faq', Component: PlaceholderPage }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('This page is being prepared.')).toBeInTheDocument();
  });
});
