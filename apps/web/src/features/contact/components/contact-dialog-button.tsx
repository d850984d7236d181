import { Button, type ButtonProps } from '@mantine/core';
import { openContactDialog } from '../contact-dialog-store.ts';

/** A button that opens the contact dialog (for the home page's request-a-call section). */
export function ContactDialogButton({
  children = 'Request a call',
  ...props
}: ButtonProps & { children?: React.ReactNode }) {
  return (
    <Button color="navy.8" {...props} onClick={openContactDialog}>
      {children}
    </Button>
  );
}
