import { useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';

export const OFFLINE_TITLE = 'No Internet Connection';
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection and try again.';

/** Opens on the browser's offline event and closes on online (platform spec section 4, Connection). */
export function OfflineDialog() {
  const [offline, setOffline] = useState(false);
  useWindowEvent('offline', () => setOffline(true));
  useWindowEvent('online', () => setOffline(false));

  return (
    <Modal
      opened={offline}
      onClose={() => setOffline(false)}
      title={OFFLINE_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{OFFLINE_MESSAGE}</Text>
    </Modal>
  );
}
