import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { AccountMenu, signInHref } from './account-menu.tsx';

describe('AccountMenu (signed out)', () => {
  it('links to sign-in carrying the current page in `from`', () => {
    renderWithProviders(<AccountMenu />, { url: '/whole-life' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?from=whole-life');
  });

  it('omits `from` on the home page', () => {
    renderWithProviders(<AccountMenu />, { url: '/' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('signInHref', () => {
  it.each([
    ['/faq', '', '/sign-in?from=faq'],
    ['/term-life/quote/basic', '', '/sign-in?from=term-life%2Fquote%2Fbasic'],
    ['/sign-up', '?from=term-life', '/sign-in?from=term-life'],
    ['/sign-in', '', '/sign-in'],
  ])('on %s%s links to %s', (pathname, search, expected) => {
    expect(signInHref(pathname, search)).toBe(expected);
  });
});
