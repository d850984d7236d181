import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import BadRequestPage from './bad-request-page.tsx';

describe('BadRequestPage', () => {
  it('shows the texts of platform spec section 8', () => {
    renderWithProviders(<BadRequestPage />, { url: '/400' });
    expect(screen.getByRole('heading', { level: 1, name: '400. That’s an error.' })).toBeInTheDocument();
    expect(screen.getByText(/Your client has issued a malformed or illegal request\./)).toBeInTheDocument();
    expect(screen.getByText('That’s all we know.')).toBeInTheDocument();
  });
});
