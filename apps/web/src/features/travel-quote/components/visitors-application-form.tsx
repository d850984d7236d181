// Application of visitors to Canada, super visa, new immigrants and foreign workers
// (product-flows sections 2 to 5; N19): every field of section 3, person 2 and extra persons
// numbered 3 to 7, the coupled dates, and a submit button enabled only when the shared schema passes.

import { useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { QUOTE_FOR_OPTIONS, SUPERVISA_QUOTE_FOR_OPTIONS } from '@brokerage/shared/catalogue/options';
import { isCivilDate } from '@brokerage/shared/dates/civil-date';
import { visitorsApplicationSchema } from '@brokerage/shared/travel-quote/application.schema';
import {
  SUPERVISA_COVERAGE_DOLLARS,
  TRAVEL_DEDUCTIBLE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { VisitorProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { Fieldset, SimpleGrid } from '@mantine/core';
import {
  AS_TYPED,
  ApplicationField,
  ApplicationFrame,
  ContactFieldset,
  FinalContactFieldset,
  PeopleFieldsets,
  HealthConsentFieldset,
  SubmitApplication,
  resizeExtraPersons,
  type FieldSpec,
} from './application-fields.tsx';
import type { ApplicationFormProps } from './application-form-props.ts';
import { dollarOptions } from './dollar-options.ts';

type Schema = ReturnType<typeof visitorsApplicationSchema>;
type Values = z.input<Schema>;

const DATE_FIELDS = ['arrivalDate', 'policyEffectiveDate', 'departureDate'] as const;

export function VisitorsApplicationForm({
  product,
  productValue,
  today,
  initial,
  submitting,
  onSubmit,
}: ApplicationFormProps<Values, z.output<Schema>> & { product: VisitorProductSlug }) {
  const schema = useMemo(() => visitorsApplicationSchema({ today }), [today]);
  const { control, handleSubmit, setValue, getValues, getFieldState, trigger, formState } = useForm<
    Values,
    unknown,
    z.output<Schema>
  >({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { products: [productValue], beneficiaryName: '', ...initial },
  });
  const group = useWatch({ control, name: 'numberOfVisitors' });
  const extraCount = useWatch({ control, name: 'numberOfPersonToInsured' }) ?? 0;
  const isSupervisa = product === 'supervisa';

  // product-flows section 4: arrival <= effective <= departure; super visa departs a year after the start.
  function onDate(name: FieldPath<Values>, value: string | undefined) {
    coupleDates(name, value);
    // Each date's rule reads the others: check them again with the moved dates, or a message
    // computed before the move ('Departure cannot be before arrival') would stay after the fix.
    void trigger(
      DATE_FIELDS.filter(
        (date) => date === name || getFieldState(date).isDirty || getFieldState(date).error !== undefined,
      ),
    );
  }

  function coupleDates(name: FieldPath<Values>, value: string | undefined) {
    if (!value || !isCivilDate(value)) return;
    const v = getValues();
    if (name === 'arrivalDate') {
      if (!v.policyEffectiveDate || v.policyEffectiveDate < value)
        setValue('policyEffectiveDate', value, AS_TYPED);
      if (!isSupervisa && (!v.departureDate || v.departureDate < value))
        setValue('departureDate', value, AS_TYPED);
    }
    if (name === 'policyEffectiveDate' && v.arrivalDate > value) setValue('arrivalDate', value, AS_TYPED);
    if (name === 'departureDate') {
      if (v.arrivalDate > value) setValue('arrivalDate', value, AS_TYPED);
      if (v.policyEffectiveDate > value) setValue('policyEffectiveDate', value, AS_TYPED);
    }
    const effective = getValues('policyEffectiveDate');
    if (isSupervisa && isCivilDate(effective))
      setValue('departureDate', supervisaEndDate(effective), AS_TYPED);
  }

  function onCount(count: number | undefined) {
    setValue('numberOfPersonToInsured', count, AS_TYPED);
    setValue('morePersons', resizeExtraPersons(getValues('morePersons'), count), AS_TYPED);
  }

  const f = (spec: FieldSpec<FieldPath<Values>>) => (
    <ApplicationField key={spec.name} spec={spec} control={control} onDate={onDate} />
  );

  return (
    <ApplicationFrame onSubmit={handleSubmit(onSubmit)}>
      <PeopleFieldsets
        f={f}
        groupLabel="Number of visitors"
        groupOptions={isSupervisa ? SUPERVISA_QUOTE_FOR_OPTIONS : QUOTE_FOR_OPTIONS}
        group={group}
        today={today}
        extraCount={extraCount}
        onCount={onCount}
        countError={
          formState.errors.numberOfPersonToInsured?.message ?? formState.errors.morePersons?.message
        }
      />
      <ContactFieldset
        f={f}
        country={f({
          name: 'homeCountry',
          label: 'Home country',
          kind: 'text',
          autoComplete: 'country-name',
        })}
      />
      <Fieldset legend="Policy">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {f({ name: 'arrivalDate', label: 'Arrival date', kind: 'date', min: today })}
          {f({ name: 'policyEffectiveDate', label: 'Policy effective date', kind: 'date', min: today })}
          {f({ name: 'departureDate', label: 'Departure date', kind: 'date', min: today })}
          {f({
            name: 'coverage',
            label: 'Coverage',
            kind: 'number-select',
            options: dollarOptions(isSupervisa ? SUPERVISA_COVERAGE_DOLLARS : VISITOR_COVERAGE_DOLLARS),
          })}
          {f({
            name: 'deductible',
            label: 'Deductible',
            kind: 'number-select',
            options: dollarOptions(TRAVEL_DEDUCTIBLE_DOLLARS),
          })}
        </SimpleGrid>
      </Fieldset>
      <FinalContactFieldset
        f={f}
        number={f({ name: 'finalContactNumber', label: 'Contact number', kind: 'phone' })}
      />
      <HealthConsentFieldset f={f} />
      <SubmitApplication
        valid={formState.isValid}
        submitCount={formState.submitCount}
        submitting={submitting}
      />
    </ApplicationFrame>
  );
}
