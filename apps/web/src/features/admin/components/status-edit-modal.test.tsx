import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { StatusEditModal, statusSavedMessage } from './status-edit-modal.tsx';

beforeEach(() => {
  // happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

describe('StatusEditModal', () => {
  it('confirms a saved status once the server has answered', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <StatusEditModal title="Edit status" initialStatus="Pending" onClose={onClose} onSave={onSave} />,
    );
    await user.type(screen.getByLabelText('Message'), 'Called back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ status: 'Pending', message: 'Called back' });
    expect(await screen.findByText(statusSavedMessage('Pending'))).toBeInTheDocument();
  }, 20_000);

  it('says nothing is saved when the server refuses', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('refused'));
    const { user } = renderWithProviders(
      <StatusEditModal title="Edit status" initialStatus="Pending" onClose={vi.fn()} onSave={onSave} />,
    );
    await user.type(screen.getByLabelText('Message'), 'Called back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(screen.queryByText(statusSavedMessage('Pending'))).toBeNull();
  }, 20_000);
});
