import { useEffect } from 'react';
import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { deferredComponent, whenIdle } from './deferred-component.tsx';

// Toasts are queued in Mantine's notifications store (lib/notify.ts) from the start; the component
// that shows them (with its transitions and scroll-lock classes) is a separate chunk, fetched
// while the browser is idle or by the first toast, whichever comes first. Fetching it
// ahead matters: an error toast is often about a lost connection.
// (Importing the package itself here would keep the list in the first chunk with the store.)
const DeferredNotifications = deferredComponent(() =>
  import('./toast-list.tsx').then((module) => module.ToastList),
);

/** Mantine's `<Notifications />`, loaded after the page; toasts raised before it arrives show when it does. */
export function ToastContainer(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const active = notifications.length + queue.length > 0;
  useEffect(() => whenIdle(() => void DeferredNotifications.preload().catch(() => undefined)), []);
  return <DeferredNotifications active={active} {...props} />;
}
