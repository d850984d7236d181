import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { CookieNotice } from './cookie-notice.tsx';

describe('CookieNotice', () => {
  it('shows the notice with links to the terms and the privacy policy', () => {
    renderWithProviders(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  });

  it('hides on Accept and stays hidden when the page is opened again', async () => {
    const { user, unmount } = renderWithProviders(<CookieNotice />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookieAccept')).toBe('true');

    unmount();
    renderWithProviders(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('never shows for a visitor who accepted before', () => {
    window.localStorage.setItem('cookieAccept', 'true');
    renderWithProviders(<CookieNotice />);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
