import { useEffect, useState } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import { deferredComponent, whenIdle } from '#src/components/deferred-component.tsx';

// The modal's code cannot be fetched once the connection is gone, so it is fetched ahead, while
// the browser is idle after the page has loaded, rather than with the page (issue 9).
const DeferredOfflineModal = deferredComponent(() =>
  import('./offline-modal.tsx').then((module) => module.OfflineModal),
);

/** Opens on the browser's offline event and closes on online (platform spec section 4, Connection). */
export function OfflineDialog() {
  const [offline, setOffline] = useState(false);
  useWindowEvent('offline', () => setOffline(true));
  useWindowEvent('online', () => setOffline(false));
  useEffect(() => whenIdle(() => void DeferredOfflineModal.preload().catch(() => undefined)), []);

  return <DeferredOfflineModal active={offline} opened={offline} onClose={() => setOffline(false)} />;
}
