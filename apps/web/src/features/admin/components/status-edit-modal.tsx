import { useState } from 'react';
import { Button, Group, Modal, Select, Textarea } from '@mantine/core';
import { CONTACT_STATUSES, statusUpdateSchema } from '@brokerage/shared/contact/contact-schemas';
import type { ContactStatus, StatusUpdate } from '@brokerage/shared/contact/contact-schemas';
import { notifySuccess } from '#src/lib/notify.ts';

export const statusSavedMessage = (status: ContactStatus) => `Status saved: ${status}`;

interface StatusEditModalProps {
  title: string;
  initialStatus: ContactStatus;
  onClose: () => void;
  /** Sends the update; resolves when the server has answered (the caller replaces the row). */
  onSave: (update: StatusUpdate) => Promise<void>;
}

/** The edit popup (platform spec sections 2 and 4): a status and a message. */
export function StatusEditModal({ title, initialStatus, onClose, onSave }: StatusEditModalProps) {
  const [status, setStatus] = useState<ContactStatus>(initialStatus);
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const parsed = statusUpdateSchema().safeParse({ status, message });

  async function handleSave() {
    if (!parsed.success) return;
    setSaving(true);
    try {
      await onSave(parsed.data);
      // Staff see that the change is stored, not only that the popup closed.
      notifySuccess(statusSavedMessage(parsed.data.status));
      onClose();
    } catch {
      // Toasted by the api client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Select
        label="Status"
        data={[...CONTACT_STATUSES]}
        value={status}
        onChange={(value) => value !== null && setStatus(value as ContactStatus)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      <Textarea
        label="Message"
        description="Saved in the notes history with the status"
        mt="sm"
        autosize
        minRows={3}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="navy.8" onClick={() => void handleSave()} loading={saving} disabled={!parsed.success}>
          Save
        </Button>
      </Group>
    </Modal>
  );
}
