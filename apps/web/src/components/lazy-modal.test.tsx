import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { LazyModal } from './lazy-modal.tsx';

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Send by email
      </button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Send quotes by email">
        <p>Where should we send them?</p>
      </LazyModal>
    </>
  );
}

describe('LazyModal', () => {
  it('shows nothing until opened, then the dialog with its content, and closes again', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send quotes by email' });
    expect(dialog).toHaveTextContent('Where should we send them?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
