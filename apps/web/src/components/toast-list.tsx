import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { ThemeProvider } from '#src/app/theme-provider.tsx';

/**
 * Mantine's toast list, in a module of its own so toast-container.tsx can fetch it on demand,
 * with its own Mantine provider: root.tsx has none (ADR 0084).
 */
export function ToastList(props: NotificationsProps) {
  return (
    <ThemeProvider>
      <Notifications {...props} />
    </ThemeProvider>
  );
}
