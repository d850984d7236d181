import { Button } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Seam for the contact dialog of the contact issue: for now a link to the About page's contact
 * section; that issue replaces this component's body with the button that opens its dialog.
 */
export function ContactDialogTrigger({
  label = 'Request a call',
  variant = 'filled',
}: {
  label?: string;
  variant?: 'filled' | 'outline' | 'white';
}) {
  return (
    <Button component={Link} to="/about-us#contact" color="maple.4" c="black" variant={variant} size="md">
      {label}
    </Button>
  );
}
