import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { OfflineDialog } from './offline-dialog.tsx';

describe('OfflineDialog', () => {
  it('opens when the connection drops and closes when it returns', async () => {
    renderWithProviders(<OfflineDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'No Internet Connection' });
    expect(dialog).toHaveTextContent('You are offline. Please check your internet connection and try again.');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
