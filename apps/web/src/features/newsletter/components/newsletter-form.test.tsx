import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterSubscribeContract } from '@brokerage/shared/newsletter/newsletter-schemas';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('NewsletterForm', () => {
  it('keeps Subscribe disabled until the e-mail address is valid', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('E-mail address');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeDisabled();

    await user.type(input, 'jane.doe');
    expect(button).toBeDisabled();
    await user.type(input, '@example');
    expect(button).toBeDisabled();
    await user.type(input, '.ca');
    expect(button).toBeEnabled();
    await user.clear(input);
    expect(button).toBeDisabled();
  });

  it('subscribes, shows the server message and clears the field', async () => {
    fetchMock.mockResolvedValue(
      contractAnswer(newsletterSubscribeContract, { message: 'You are subscribed to our newsletter.' }),
    );
    const { user } = renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('E-mail address');

    await user.type(input, 'jane+news@example.ca');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('You are subscribed to our newsletter.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletters/jane%2Bnews%40example.ca');
    expect(init?.method).toBe('POST');
  });

  it('keeps the address when the subscription fails, and shows why', async () => {
    // What the server sends past its rate limit (the route declares 400 and 429).
    fetchMock.mockResolvedValue(
      contractAnswer(
        newsletterSubscribeContract,
        { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
        429,
      ),
    );
    const { user } = renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('E-mail address');

    await user.type(input, 'jane@example.ca');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(input).toHaveValue('jane@example.ca');
  });
});
