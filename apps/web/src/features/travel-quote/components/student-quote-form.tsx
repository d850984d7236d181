// Instant-quote form of international and Canadian students (product-flows sections 3 and 5).

import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { STUDENT_AGE_OPTIONS, WHERE_TO_STUDY_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { studentQuoteRequestSchema } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { StudentQuoteRequest } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { StudentProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { ChoiceRadios, DateField, NumberSelect, YesNoRadios } from '#src/components/form-fields.tsx';
import { ValidSubmitButton } from '#src/components/valid-submit-button.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';

type Schema = ReturnType<typeof studentQuoteRequestSchema>;
type Values = z.input<Schema>;

export interface StudentQuoteFormProps {
  product: StudentProductSlug;
  today: CivilDate;
  initial?: Partial<Values> | null;
  onSubmit: (request: StudentQuoteRequest) => void;
}

export function StudentQuoteForm({ product, today, initial, onSubmit }: StudentQuoteFormProps) {
  // Built on the first validation, not during hydration.
  const resolver = useMemo(
    () => lazyResolver(() => zodResolver(studentQuoteRequestSchema(product, { today }))),
    [product, today],
  );
  const { control, handleSubmit, formState } = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    mode: 'all',
    defaultValues: { ...initial },
  });
  const effective = useWatch({ control, name: 'effectiveDate' });
  const expiry = useWatch({ control, name: 'expiryDate' });
  const err = (name: keyof Values) => formState.errors[name]?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Instant quote">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="age"
            render={({ field }) => (
              <NumberSelect
                label="Age"
                required
                options={STUDENT_AGE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={err('age')}
              />
            )}
          />
          {product === 'international-students' ? (
            <Controller
              control={control}
              name="preExistingPerson1"
              render={({ field }) => (
                <YesNoRadios
                  label="Cover pre-existing conditions?"
                  required
                  value={field.value ?? undefined}
                  onChange={field.onChange}
                  error={err('preExistingPerson1')}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name="studying"
              render={({ field }) => (
                <ChoiceRadios
                  label="Where do you study?"
                  required
                  options={WHERE_TO_STUDY_OPTIONS}
                  value={field.value ?? undefined}
                  onChange={field.onChange}
                  error={err('studying')}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="effectiveDate"
            render={({ field }) => (
              <DateField
                label="Effective date"
                required
                min={today}
                max={expiry || undefined}
                value={field.value}
                onChange={field.onChange}
                error={err('effectiveDate')}
              />
            )}
          />
          <Controller
            control={control}
            name="expiryDate"
            render={({ field }) => (
              <DateField
                label="Expiry date"
                required
                min={effective || today}
                value={field.value}
                onChange={field.onChange}
                error={err('expiryDate')}
              />
            )}
          />
        </SimpleGrid>
        <ValidSubmitButton control={control} color="maple.4" size="md">
          Calculate Quote
        </ValidSubmitButton>
      </Stack>
    </form>
  );
}
