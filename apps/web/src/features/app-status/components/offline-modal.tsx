import { Modal, Text } from '@mantine/core';

export const OFFLINE_TITLE = 'No Internet Connection';
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection and try again.';

/** The dialog offline-dialog.tsx shows; its own chunk, fetched while the browser is idle (issue 9). */
export function OfflineModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={OFFLINE_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{OFFLINE_MESSAGE}</Text>
    </Modal>
  );
}
