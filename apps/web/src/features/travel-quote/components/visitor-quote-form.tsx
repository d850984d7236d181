// Instant-quote form of visitors to Canada, super visa, new immigrants and foreign workers
// (product-flows sections 2, 4 and 5; N19). Validated with the shared schema the API uses.

import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  GENERAL_AGE_OPTIONS,
  QUOTE_FOR_OPTIONS,
  SUPERVISA_QUOTE_FOR_OPTIONS,
} from '@brokerage/shared/catalogue/options';
import { isCivilDate } from '@brokerage/shared/dates/civil-date';
import type { TripRange, TripRangeChange } from '@brokerage/shared/dates/trip-range';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  SUPERVISA_COVERAGE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
  FAMILY_DEFINITION,
  ageMessageFor,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { VisitorQuoteRequest } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { VisitorProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { TRAVEL_PRODUCTS } from '@brokerage/shared/travel-quote/travel-products';
import { FORM_MIN_HEIGHT } from '#src/components/form-placeholder.tsx';
import { DateRangeFields } from '#src/components/date-range-fields.tsx';
import { ValidSubmitButton } from '#src/components/valid-submit-button.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useAfterFirstTask } from '#src/lib/use-after-first-task.ts';
import { ChoiceRadios, NumberSelect, YesNoRadios } from '#src/components/form-fields.tsx';
import { ProvinceSelect } from '#src/components/province-select.tsx';
import { dollarOptions } from './dollar-options.ts';

type Schema = ReturnType<typeof visitorQuoteRequestSchema>;
type Values = z.input<Schema>;

// Every programmatic change validates and counts as the visitor's own (the submit button follows).
const AS_TYPED = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

export interface VisitorQuoteFormProps {
  product: VisitorProductSlug;
  today: CivilDate;
  initial?: Partial<Values> | null;
  onSubmit: (request: VisitorQuoteRequest) => void;
}

export function VisitorQuoteForm({ product, today, initial, onSubmit }: VisitorQuoteFormProps) {
  const isSupervisa = product === 'supervisa';
  const hasDays = !isSupervisa;
  // Built on the first validation, not during hydration.
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        zodResolver(visitorQuoteRequestSchema(product, { today, requireNumberOfDays: true })),
      ),
    [product, today],
  );
  const { control, handleSubmit, setValue, formState } = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    mode: 'all',
    defaultValues: { quoteFor: 'single', ...initial },
  });
  const quoteFor = useWatch({ control, name: 'quoteFor' });
  const startDate = useWatch({ control, name: 'startDate' });
  const endDate = useWatch({ control, name: 'endDate' });
  const maxDays = TRAVEL_PRODUCTS[product].maxTripDays;

  const numberOfDays = useWatch({ control, name: 'numberOfDays' });

  // product-flows section 4 with the one date-range control (ADR 0119): days, start and end agree.
  function handleRange(next: TripRange, change: TripRangeChange) {
    // Empty days are null, not undefined: a Controller shows its default again for undefined.
    if (hasDays) setValue('numberOfDays', next.numberOfDays, AS_TYPED);
    setValue('startDate', next.startDate, AS_TYPED);
    const supervisaStart = isSupervisa && change.field === 'startDate' && isCivilDate(next.startDate);
    // N19: one full year, auto-set (ADR 0089).
    setValue('endDate', supervisaStart ? supervisaEndDate(next.startDate) : next.endDate, AS_TYPED);
  }

  const err = (name: keyof Values) => formState.errors[name]?.message;
  const showPerson2 = quoteFor === 'two-persons' || quoteFor === 'family';
  // The people's questions, a phone's first screen, render first; the trip's in the next task, so
  // the form's first render after hydration is not one long task (ADR 0086).
  const restShown = useAfterFirstTask();

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Instant quote"
      // The placeholder's space is kept until the trip's questions are in, so the footer does not
      // come into the first screen and go again (a layout shift).
      style={restShown ? undefined : { minHeight: FORM_MIN_HEIGHT }}
    >
      <Stack gap="md">
        <Controller
          control={control}
          name="quoteFor"
          render={({ field }) => (
            <ChoiceRadios
              label="Quote for"
              required
              options={isSupervisa ? SUPERVISA_QUOTE_FOR_OPTIONS : QUOTE_FOR_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={err('quoteFor')}
            />
          )}
        />
        {quoteFor === 'family' && (
          <Text size="sm" data-testid="family-definition">
            {FAMILY_DEFINITION}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="person1Age"
            render={({ field }) => (
              <NumberSelect
                label={quoteFor === 'family' ? 'Age of the oldest family member' : 'Age of person 1'}
                required
                options={GENERAL_AGE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={ageMessageFor(quoteFor, err('person1Age'))}
              />
            )}
          />
          <Controller
            control={control}
            name="preExistingPerson1"
            render={({ field }) => (
              <YesNoRadios
                label="Cover pre-existing conditions for person 1?"
                required
                value={field.value}
                onChange={field.onChange}
                error={err('preExistingPerson1')}
              />
            )}
          />
          {showPerson2 && (
            <>
              <Controller
                control={control}
                name="person2Age"
                render={({ field }) => (
                  <NumberSelect
                    label="Age of person 2"
                    required={quoteFor === 'two-persons'}
                    options={GENERAL_AGE_OPTIONS}
                    value={field.value}
                    onChange={field.onChange}
                    error={err('person2Age')}
                  />
                )}
              />
              <Controller
                control={control}
                name="preExistingPerson2"
                render={({ field }) => (
                  <YesNoRadios
                    label="Cover pre-existing conditions for person 2?"
                    required={quoteFor === 'two-persons'}
                    value={field.value ?? undefined}
                    onChange={field.onChange}
                    error={err('preExistingPerson2')}
                  />
                )}
              />
            </>
          )}
          {restShown && (
            <>
              <Controller
                control={control}
                name="coverage"
                render={({ field }) => (
                  <NumberSelect
                    label="Coverage"
                    required
                    options={dollarOptions(
                      isSupervisa ? SUPERVISA_COVERAGE_DOLLARS : VISITOR_COVERAGE_DOLLARS,
                    )}
                    value={field.value}
                    onChange={field.onChange}
                    error={err('coverage')}
                  />
                )}
              />
              <Controller
                control={control}
                name="province"
                render={({ field }) => (
                  <ProvinceSelect
                    label="Province of stay"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={err('province')}
                  />
                )}
              />
              <DateRangeFields
                today={today}
                value={{
                  numberOfDays: numberOfDays ?? null,
                  startDate: startDate ?? '',
                  endDate: endDate ?? '',
                }}
                onChange={handleRange}
                errors={{
                  numberOfDays: err('numberOfDays'),
                  startDate: err('startDate'),
                  endDate: err('endDate'),
                }}
                showDays={hasDays}
                maxDays={maxDays}
                endReadOnly={isSupervisa}
              />
            </>
          )}
        </SimpleGrid>
        {restShown && (
          <ValidSubmitButton control={control} color="maple.4" size="md">
            Calculate Quote
          </ValidSubmitButton>
        )}
      </Stack>
    </form>
  );
}
