import type { ReactNode } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { COMPANY } from '@brokerage/shared/company/company-info';
import classes from './life-quote.module.css';

/**
 * Where the basic form cannot go on to prices (an age outside the product's range, a
 * non-resident), the reason and the next step right there: the phone number as a tel: link and
 * 'Book a call' (no dead ends).
 */
export function CallUsNextStep({
  product,
  children,
  testId,
}: {
  product: LifeQuoteSlug;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className={classes.nextStep} data-testid={testId}>
      <div role="alert">{children}</div>
      <Group mt="sm" gap="md" align="center">
        <Text size="sm">
          Call us at{' '}
          <Anchor href={COMPANY.phoneHref} fw={700} c="navy.8" underline="always">
            {COMPANY.phone}
          </Anchor>
        </Text>
        <Button component={Link} to={`/${product}/quote/book-a-call`} color="navy.8" size="sm">
          Book a call
        </Button>
      </Group>
    </div>
  );
}
