import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_ERROR_MESSAGES, STRONG_PASSWORD_MESSAGE } from '@brokerage/shared/validation/messages';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { resetSessionForTests } from '../session/session-store.ts';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('SignUpForm', () => {
  it('formats the phone and capitalises names as typed, and shows each field message', async () => {
    const { user } = renderWithProviders(<SignUpForm />, { url: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const mobile = screen.getByRole('textbox', { name: /Mobile Number/ });
    await user.type(mobile, '4165550198');
    expect(mobile).toHaveValue('416-555-0198');
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.type(first, 'jane');
    expect(first).toHaveValue('Jane');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jane@');
    await user.type(document.querySelector('input[name="password"]') as HTMLElement, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(FIELD_ERROR_MESSAGES.LASTNAME_NOT_VALID)).toBeInTheDocument();
    expect(screen.getByText(FIELD_ERROR_MESSAGES.EMAIL_NOT_VALID)).toBeInTheDocument();
    expect(screen.getByText(STRONG_PASSWORD_MESSAGE)).toBeInTheDocument();
  });

  it("says 'Almost There!' with a life product in from, keeps from on the sign-in link and opens terms in a new tab", () => {
    renderWithProviders(<SignUpForm />, { url: '/sign-up?from=whole-life' });
    expect(screen.getByRole('heading', { level: 1, name: 'Almost There!' })).toBeInTheDocument();
    expect(screen.getByText(/to view your Quotes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?from=whole-life');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    // The terms line's link opens in a new tab; the purpose notice below it links the same page.
    const [termsLine, purposeNotice] = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(termsLine).toHaveAttribute('target', '_blank');
    expect(purposeNotice).toHaveAttribute('href', '/policy');
  });
});

describe('SignInForm', () => {
  it('accepts any non-empty password but asks for one, and checks the e-mail', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<SignInForm />, { url: '/sign-in' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nope{Enter}');
    expect(await screen.findByText(FIELD_ERROR_MESSAGES.EMAIL_NOT_VALID)).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps from on the forgot-password and sign-up links', () => {
    renderWithProviders(<SignInForm />, { url: '/sign-in?from=admin-panel' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?from=admin-panel',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/sign-up?from=admin-panel',
    );
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('before an application: says why, shows the kept quote and leads with Create an account', () => {
    renderWithProviders(<SignInForm keptQuote={(from) => <p>kept {from} quote</p>} />, {
      url: '/sign-in?from=term-life',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Save your quote and apply' })).toBeInTheDocument();
    expect(screen.getByText(/only you and your licensed advisor can open/)).toBeInTheDocument();
    expect(screen.getByText('kept term-life quote')).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Create an account' });
    expect(create).toHaveAttribute('href', '/sign-up?from=term-life');
    // First in the card, before the sign-in form.
    expect(
      create.compareDocumentPosition(screen.getByRole('textbox', { name: /Email/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?from=term-life',
    );
  });
});

describe('EmailConfirmationNotice', () => {
  it('says to check the inbox and has one button, to sign-in keeping from (N41)', () => {
    renderWithProviders(<EmailConfirmationNotice />, { url: '/email-confirmation?from=term-life' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?from=term-life');
  });
});
