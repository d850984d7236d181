import type { ComponentProps } from 'react';
import { ButtonMarkup } from '#src/components/mantine-markup.tsx';
import { openContactDialog } from '../contact-dialog-store.ts';

/**
 * A button that opens the contact dialog (the home and product pages' request-a-call sections).
 * Mantine's Button markup: it is in home's first paint, which loads no Mantine code (issue 14).
 */
export function ContactDialogButton({
  children = 'Request a call',
  color = 'navy.8',
  ...props
}: Partial<ComponentProps<typeof ButtonMarkup>>) {
  return (
    <ButtonMarkup color={color} {...props} onClick={openContactDialog}>
      {children}
    </ButtonMarkup>
  );
}
