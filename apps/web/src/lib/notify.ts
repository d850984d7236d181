import { notifications } from '@mantine/notifications';

// Toasts (platform spec section 8): bottom right, no progress bar, success closes after 5 s.
// Error toasts stay until dismissed and are announced at once (N24 wins over the spec's 5 s).
// A success closes the error toasts still open: they belong to attempts the user has since got
// past (a wrong password, then the account deleted), and would otherwise contradict it.

export const SUCCESS_AUTO_CLOSE_MS = 5000;

const closeButtonProps = { 'aria-label': 'Dismiss notification' };

const openErrors = new Set<string>();

/** Closes the error toasts still shown. */
export function clearErrorToasts(): void {
  for (const id of openErrors) notifications.hide(id);
  openErrors.clear();
}

export function notifySuccess(message: string): void {
  clearErrorToasts();
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
  const id = notifications.show({
    message,
    color: 'red',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps,
    role: 'alert',
    onClose: () => openErrors.delete(id),
  });
  openErrors.add(id);
}

/** A notice that is neither a success nor an error: why the page moved (a redirect's reason). */
export function notifyInfo(message: string): void {
  notifications.show({
    message,
    color: 'navy',
    autoClose: 2 * SUCCESS_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps,
    role: 'status',
    'aria-live': 'polite',
  });
}
