import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_THANK_YOU, contactRequestContract } from '@brokerage/shared/contact/contact-schemas';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { closeContactDialog } from '../contact-dialog-store.ts';
import { ContactDialogButton } from './contact-dialog-button.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { LazyContactDialog } from './lazy-contact-dialog.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});
afterEach(() => {
  closeContactDialog();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ContactDialog', () => {
  it('returns the focus to the button that opened it, on the first opening after a load too (N24)', async () => {
    const { user } = renderWithProviders(
      <>
        <ContactDialogButton />
        {/* As the site mounts it: its code arrives after the first click, so it mounts open. */}
        <LazyContactDialog />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Request a call' });
    for (let opening = 1; opening <= 2; opening += 1) {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(opener).toHaveFocus());
    }
  }, 20_000);

  it('opens from the request-a-call button, prefilled, and posts the shared contact request', async () => {
    fetchMock.mockResolvedValue(
      contractAnswer(contactRequestContract, { message: CONTACT_THANK_YOU, data: { recordId: 'r1' } }),
    );
    const { user } = renderWithProviders(
      <>
        <ContactDialogButton />
        <ContactDialog prefill={{ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' }} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Jane');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Mobile Number/), '(416) 555 0198');
    expect(within(dialog).getByLabelText(/Mobile Number/)).toHaveValue('416-555-0198');
    await user.click(within(dialog).getByRole('combobox', { name: /Products/ }));
    await user.click(await screen.findByRole('option', { name: 'Auto' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await within(dialog).findByText(CONTACT_THANK_YOU);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      mobile: '416-555-0198',
      products: [19],
      message: '',
    });
  });

  it('keeps what was typed when closed and opened again, until it is sent', async () => {
    const { user } = renderWithProviders(
      <>
        <ContactDialogButton />
        <ContactDialog />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/Message/), 'Please call after 5');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact us' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Sam');
    expect(within(dialog).getByLabelText(/Message/)).toHaveValue('Please call after 5');
  });
});
