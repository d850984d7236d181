import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import NotFoundPage from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page was not found and links back home', () => {
    renderWithProviders(<NotFoundPage />, { url: '/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you were looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
