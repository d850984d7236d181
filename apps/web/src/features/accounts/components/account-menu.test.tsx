import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDetailsContract } from '@brokerage/shared/accounts/account-schemas';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { restoreSession, resetSessionForTests } from '../session/session-store.ts';
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

describe('AccountMenu (signed in)', () => {
  const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  const token = (key: boolean) =>
    `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', email: 'ann@example.com', key, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

  afterEach(() => {
    vi.unstubAllGlobals();
    resetSessionForTests();
  });

  async function signedInAs(isAdmin: boolean) {
    resetSessionForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        contractAnswer(userDetailsContract, {
          data: {
            email: 'ann@example.com',
            emailConfirmed: true,
            firstName: 'ann',
            lastName: 'lee',
            isAdmin,
            role: isAdmin ? 'admin' : 'customer',
            profilePicColor: '#7a3e9d',
          },
        }),
      ),
    );
    localStorage.setItem('jwtToken', token(isAdmin));
    await restoreSession();
  }

  it('shows the initials and, for an admin, the inbox, the four admin links and Staff before Sign Out', async () => {
    await signedInAs(true);
    const { user } = renderWithProviders(<AccountMenu />, { url: '/' });
    // The avatar menu's code loads on demand, so it appears a moment after the page.
    const button = await screen.findByRole('button', { name: 'AL, account menu for ann lee' });
    expect(button).toHaveTextContent('AL');
    await user.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My account',
      'Inbox',
      'Admin Panel',
      'Appointments',
      'Subscription List',
      'Services List',
      'Staff',
      'Sign Out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(screen.getByRole('menuitem', { name: 'Services List' })).toHaveAttribute('href', '/services/list');
  });

  it('shows My account and Sign Out to a user', async () => {
    await signedInAs(false);
    const { user } = renderWithProviders(<AccountMenu />, { url: '/' });
    await user.click(await screen.findByRole('button', { name: /, account menu for / }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My account', 'Sign Out']);
    // The header's own link to the account pages.
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });

  it('works from the keyboard: arrows move through the items, Escape closes it back to the button', async () => {
    await signedInAs(false);
    const { user } = renderWithProviders(<AccountMenu />, { url: '/' });
    const button = await screen.findByRole('button', { name: /, account menu for / });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
