// Instant-quote form of Canadian travellers and snowbirds (product-flows sections 3 and 5).

import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  GENERAL_AGE_OPTIONS,
  PLAN_TYPE_OPTIONS,
  SNOWBIRD_AGE_OPTIONS,
  WHERE_TO_TRAVEL_OPTIONS,
} from '@brokerage/shared/catalogue/options';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  TRAVEL_DEDUCTIBLE_DOLLARS,
  travellerQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravellerQuoteRequest } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravellerProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { DateField, NumberSelect, TextSelect, YesNoRadios } from '#src/components/form-fields.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { ValidSubmitButton } from '#src/components/valid-submit-button.tsx';
import { dollarOptions } from './dollar-options.ts';

type Schema = ReturnType<typeof travellerQuoteRequestSchema>;
type Values = z.input<Schema>;

export interface TravellerQuoteFormProps {
  product: TravellerProductSlug;
  today: CivilDate;
  initial?: Partial<Values> | null;
  onSubmit: (request: TravellerQuoteRequest) => void;
}

export function TravellerQuoteForm({ product, today, initial, onSubmit }: TravellerQuoteFormProps) {
  // Built on the first validation, not during hydration.
  const resolver = useMemo(
    () => lazyResolver(() => zodResolver(travellerQuoteRequestSchema(product, { today }))),
    [product, today],
  );
  const { control, handleSubmit, formState, trigger } = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    mode: 'all',
    defaultValues: { ...initial },
  });
  const start = useWatch({ control, name: 'startDate' });
  const where = useWatch({ control, name: 'whereToTravel' });
  const err = (name: keyof Values) => formState.errors[name]?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Instant quote">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="planType"
            render={({ field }) => (
              <TextSelect
                label="Plan type"
                required
                options={PLAN_TYPE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={err('planType')}
              />
            )}
          />
          <Controller
            control={control}
            name="whereToTravel"
            render={({ field }) => (
              <TextSelect
                label="Where are you travelling?"
                required
                options={WHERE_TO_TRAVEL_OPTIONS}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void trigger();
                }}
                error={err('whereToTravel')}
              />
            )}
          />
          {where === 'worldwide' && (
            <Controller
              control={control}
              name="travelingThrough"
              render={({ field }) => (
                <YesNoRadios
                  label="Are you travelling through the USA?"
                  required
                  value={field.value ?? undefined}
                  onChange={field.onChange}
                  error={err('travelingThrough')}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="age"
            render={({ field }) => (
              <NumberSelect
                label="Age"
                required
                options={product === 'canadian-snowbirds' ? SNOWBIRD_AGE_OPTIONS : GENERAL_AGE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={err('age')}
              />
            )}
          />
          <Controller
            control={control}
            name="smoke"
            render={({ field }) => (
              <YesNoRadios
                label="Have you smoked in the past years?"
                required
                value={field.value}
                onChange={field.onChange}
                error={err('smoke')}
              />
            )}
          />
          <Controller
            control={control}
            name="deductible"
            render={({ field }) => (
              <NumberSelect
                label="Deductible"
                placeholder="Any"
                options={dollarOptions(TRAVEL_DEDUCTIBLE_DOLLARS)}
                value={field.value}
                onChange={field.onChange}
                error={err('deductible')}
              />
            )}
          />
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DateField
                label="Start date"
                required
                min={today}
                value={field.value}
                onChange={field.onChange}
                error={err('startDate')}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DateField
                label="End date"
                required
                min={start || today}
                value={field.value}
                onChange={field.onChange}
                error={err('endDate')}
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
