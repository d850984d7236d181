// Instant-quote form of Canadian travellers and snowbirds (product-flows sections 3 and 5).

import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack } from '@mantine/core';
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
import { ChoiceRadios, DateField, NumberSelect, TextSelect } from './fields.tsx';
import { dollarOptions } from './visitor-quote-form.tsx';

type Values = Partial<TravellerQuoteRequest>;

export interface TravellerQuoteFormProps {
  product: TravellerProductSlug;
  today: CivilDate;
  initial?: Values | null;
  onSubmit: (request: TravellerQuoteRequest) => void;
}

export function TravellerQuoteForm({ product, today, initial, onSubmit }: TravellerQuoteFormProps) {
  const schema = useMemo(() => travellerQuoteRequestSchema(product, { today }), [product, today]);
  const { control, handleSubmit, formState, trigger } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'all',
    defaultValues: { ...initial },
  });
  const start = useWatch({ control, name: 'startDate' });
  const where = useWatch({ control, name: 'whereToTravel' });
  const err = (name: keyof Values) => formState.errors[name]?.message;

  return (
    <form
      onSubmit={handleSubmit((v) => onSubmit(v as TravellerQuoteRequest))}
      noValidate
      aria-label="Instant quote"
    >
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
                <ChoiceRadios
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
              <ChoiceRadios
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
        <Button type="submit" color="maple.4" size="md" disabled={!formState.isValid}>
          Calculate Quote
        </Button>
      </Stack>
    </form>
  );
}
