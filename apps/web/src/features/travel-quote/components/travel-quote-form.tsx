// The instant-quote form of the eight travel products (product-flows sections 2 to 5): the
// product kind's questions (quote-questions.ts), validated with the shared schema the API uses.

import { useMemo } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { FORM_MIN_HEIGHT } from '#src/components/form-placeholder.tsx';
import { ValidSubmitButton } from '#src/components/valid-submit-button.tsx';
import { FormGrid, FormStack } from '#src/components/ui/form-fields.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useAfterFirstTask } from '#src/lib/use-after-first-task.ts';
import { formResolver } from './dollar-options.ts';
import { quoteKindOf, type Answers } from './quote-questions.ts';
import { AS_TYPED, TravelField, type FieldSpec } from './travel-field.tsx';
import classes from './travel-quote.module.css';

export interface TravelQuoteFormProps<Request> {
  product: TravelProductSlug;
  today: CivilDate;
  initial?: object | null;
  /** Called with the answers as the product's request schema gives them. */
  onSubmit: (request: Request) => void;
}

export function TravelQuoteForm<Request>({
  product,
  today,
  initial,
  onSubmit,
}: TravelQuoteFormProps<Request>) {
  const kind = quoteKindOf(product);
  const context = useMemo(() => ({ product, today }), [product, today]);
  // Built on the first validation, not during hydration.
  const resolver = useMemo(
    () => lazyResolver(() => formResolver(kind.schema(context, true))),
    [kind, context],
  );
  const { control, handleSubmit, setValue, getValues, trigger } = useForm<FieldValues>({
    resolver,
    mode: 'all',
    defaultValues: { ...kind.defaults, ...initial },
  });
  const answers: Answers = { ...kind.defaults, ...useWatch({ control }) };
  const questions = kind.questions(answers, context);
  const restShown = useAfterFirstTask();
  const deferred = questions.later.length > 0;
  const showRest = !deferred || restShown;

  // The answers coupled to the one that changed, then that one checked again against them.
  function onAnswer(name: string, value: unknown) {
    const patch = kind.couple(name, value, getValues(), context);
    const names = Object.keys(patch);
    if (names.length === 0) return;
    for (const key of names) setValue(key, patch[key], AS_TYPED);
    void trigger(name);
  }
  const field = (spec: FieldSpec<string>) => (
    <TravelField
      key={spec.name}
      spec={spec}
      control={control}
      onAnswer={onAnswer}
      onRevalidate={() => void trigger()}
    />
  );

  return (
    <form
      onSubmit={handleSubmit((request) => onSubmit(request as Request))}
      noValidate
      aria-label="Instant quote"
      // The placeholder's space is kept until the later questions are in, so the footer does not
      // come into the first screen and go again (a layout shift).
      style={showRest ? undefined : { minHeight: FORM_MIN_HEIGHT }}
    >
      <FormStack>
        {questions.lead.map(field)}
        {questions.note !== null && (
          <p className={classes.formNote} data-testid="family-definition">
            {questions.note}
          </p>
        )}
        <FormGrid>
          {questions.grid.map(field)}
          {showRest && questions.later.map(field)}
        </FormGrid>
        {showRest && <ValidSubmitButton control={control}>Calculate Quote</ValidSubmitButton>}
      </FormStack>
    </form>
  );
}
