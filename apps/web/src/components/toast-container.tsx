import { useEffect } from 'react';
import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { deferredComponent, whenIdle } from './deferred-component.tsx';

// Toasts are queued in Mantine's notifications store (lib/notify.ts) from the start; the component
// that shows them (with its transitions and scroll-lock classes) is a separate chunk, fetched
// while the browser is idle or by the first toast, whichever comes first. Fetching it
// ahead matters: an error toast is often about a lost connection. A content page (ADR 0127) fetches
// it with its first toast only: its first load carries no Mantine.
// (Importing the package itself here would keep the list in the first chunk with the store.)
const DeferredNotifications = deferredComponent(() =>
  import('./toast-list.tsx').then((module) => module.ToastList),
);

/** Mantine's `<Notifications />`, loaded after the page; toasts raised before it arrives show when it does. */
export function ToastContainer({
  preloadWhenIdle = true,
  ...props
}: NotificationsProps & { preloadWhenIdle?: boolean }) {
  const { notifications, queue } = useNotifications();
  const active = notifications.length + queue.length > 0;
  useEffect(() => {
    if (!preloadWhenIdle) return undefined;
    return whenIdle(() => void DeferredNotifications.preload().catch(() => undefined));
  }, [preloadWhenIdle]);
  return <DeferredNotifications active={active} {...props} />;
}
