import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';

/** `/email-confirmation`: a notice with one button, to sign-in (platform spec section 2, N41). */
export function EmailConfirmationNotice() {
  return (
    <AuthCard title="Confirm your e-mail">
      <Text mb="lg">
        We have sent you an e-mail with a link to confirm your address. Open it to finish setting up your
        account; the link works once and expires in 7 days.
      </Text>
      <Button component={Link} to="/sign-in" color="navy.8" fullWidth>
        Confirm
      </Button>
    </AuthCard>
  );
}
