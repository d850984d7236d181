import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Mantine's toast list, in a module of its own so toast-container.tsx can fetch it on demand (issue 9). */
export function ToastList(props: NotificationsProps) {
  return <Notifications {...props} />;
}
