import { useState } from 'react';
import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { Button } from '#src/components/ui/first-load.tsx';
import { MissingHint } from '#src/components/ui/missing-hint.tsx';
import { OptionTiles, StepProgress } from '#src/components/ui/design-parts.tsx';
import { LIFE_QUOTE_STEPS } from '../life-quote-steps.ts';
import classes from './life-quote.module.css';

const QUESTION = 'Do you know how much coverage you need?';

/** `/<product>/select-coverage` (product-flows section 2, N38): Yes to customise, No to the needs analysis. */
export function SelectCoverage({ product }: { product: LifeQuoteSlug }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<'yes' | 'no' | undefined>(undefined);
  return (
    <div className={classes.card}>
      <StepProgress steps={LIFE_QUOTE_STEPS} current={1} />
      <OptionTiles
        legend={
          <Title order={1} size="h2" c="navy.8">
            {QUESTION}
          </Title>
        }
        columns={1}
        options={[
          { value: 'yes', label: 'Yes, I will set the amount on the next page' },
          { value: 'no', label: 'No, help me with a few questions for a recommendation' },
        ]}
        value={choice}
        onChange={setChoice}
      />
      <div className={classes.submitRow}>
        <Button
          tone="maple"
          size="md"
          disabled={choice === undefined}
          aria-describedby={choice === undefined ? 'select-coverage-missing' : undefined}
          onClick={() =>
            void navigate(choice === 'yes' ? `/${product}/quote/customize` : `/${product}/quote/calculator`)
          }
        >
          Next
        </Button>
        <MissingHint id="select-coverage-missing" missing={choice === undefined ? ['an answer above'] : []} />
      </div>
    </div>
  );
}
