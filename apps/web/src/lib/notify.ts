import { notifications } from '@mantine/notifications';

// Toasts (platform spec section 8): bottom right, no progress bar, success closes after 5 s.
// Error toasts stay until dismissed and are announced at once (N24 wins over the spec's 5 s).

export const SUCCESS_AUTO_CLOSE_MS = 5000;

const closeButtonProps = { 'aria-label': 'Dismiss notification' };

export function notifySuccess(message: string): void {
  notifications.show({
    message,
    color: 'teal',
    autoClose: SUCCESS_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps,
    role: 'status',
    'aria-live': 'polite',
  });
}

export function notifyError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps,
    role: 'alert',
  });
}
