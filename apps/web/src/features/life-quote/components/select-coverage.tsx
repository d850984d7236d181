import { useState } from 'react';
import { Button, Radio, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import classes from './life-quote.module.css';

/** `/<product>/select-coverage` (product-flows section 2, N38): Yes to customise, No to the needs analysis. */
export function SelectCoverage({ product }: { product: LifeQuoteSlug }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  return (
    <div className={classes.card}>
      <Radio.Group
        value={choice}
        onChange={setChoice}
        label={
          <Title order={1} size="h2" c="navy.8">
            Do you know how much coverage you need?
          </Title>
        }
      >
        <Stack mt="md">
          <Radio value="yes" label="Yes, I will set the amount on the next page" />
          <Radio value="no" label="No, help me with a few questions for a recommendation" />
        </Stack>
      </Radio.Group>
      <Button
        mt="xl"
        color="navy.8"
        disabled={choice === ''}
        onClick={() =>
          void navigate(choice === 'yes' ? `/${product}/quote/customize` : `/${product}/quote/calculator`)
        }
      >
        Next
      </Button>
    </div>
  );
}
