import type { ComponentProps } from 'react';
import { Button } from '#src/components/ui/first-load.tsx';
import { openContactDialog } from '../contact-dialog-store.ts';

/**
 * A button that opens the contact dialog (the home and product pages' request-a-call sections),
 * one of the first-load components (ADR 0090): home's first paint loads no Mantine code.
 */
export function ContactDialogButton({
  children = 'Request a call',
  tone = 'navy',
  ...props
}: Partial<ComponentProps<typeof Button>>) {
  return (
    <Button tone={tone} {...props} onClick={openContactDialog}>
      {children}
    </Button>
  );
}
