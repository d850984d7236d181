// Application of Canadian travellers and snowbirds (product-flows sections 2 to 5): the residence
// question first ('No' cannot buy online), then every field of section 3 with person 2 and extra
// persons, the coupled dates, and a submit button enabled only when the shared schema passes.

import { useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { QUOTE_FOR_OPTIONS } from '@brokerage/shared/catalogue/options';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { isCivilDate } from '@brokerage/shared/dates/civil-date';
import { travellersApplicationSchema } from '@brokerage/shared/travel-quote/application.schema';
import { TRAVEL_DEDUCTIBLE_DOLLARS } from '@brokerage/shared/travel-quote/quote-request.schema';
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

type Schema = ReturnType<typeof travellersApplicationSchema>;
type Values = z.input<Schema>;

// The quote's words: Single / 2 Persons / Family.
const TRAVELLER_GROUP_OPTIONS = QUOTE_FOR_OPTIONS;

export function TravellersApplicationForm({
  productValue,
  today,
  initial,
  submitting,
  onSubmit,
}: ApplicationFormProps<Values, z.output<Schema>>) {
  const schema = useMemo(() => travellersApplicationSchema({ today }), [today]);
  const { control, handleSubmit, setValue, getValues, formState } = useForm<
    Values,
    unknown,
    z.output<Schema>
  >({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { products: [productValue], beneficiaryName: '', ...initial },
  });
  const group = useWatch({ control, name: 'numberOfVisitors' });
  const resident = useWatch({ control, name: 'canadianResident' });
  const extraCount = useWatch({ control, name: 'numberOfPersonToInsured' }) ?? 0;

  // product-flows section 4: departure <= effective <= expiry; moving one pushes the others.
  function onDate(name: FieldPath<Values>, value: string | undefined) {
    if (!value || !isCivilDate(value)) return;
    const v = getValues();
    if (name === 'departureDate') {
      if (!v.policyEffectiveDate || v.policyEffectiveDate < value)
        setValue('policyEffectiveDate', value, AS_TYPED);
      if (!v.expiryDate || v.expiryDate < value) setValue('expiryDate', value, AS_TYPED);
    }
    if (name === 'policyEffectiveDate') {
      if (v.departureDate > value) setValue('departureDate', value, AS_TYPED);
      if (!v.expiryDate || v.expiryDate < value) setValue('expiryDate', value, AS_TYPED);
    }
    if (name === 'expiryDate') {
      if (v.policyEffectiveDate > value) setValue('policyEffectiveDate', value, AS_TYPED);
      if (v.departureDate > value) setValue('departureDate', value, AS_TYPED);
    }
  }

  function onCount(count: number | undefined) {
    setValue('numberOfPersonToInsured', count, AS_TYPED);
    setValue('morePersons', resizeExtraPersons(getValues('morePersons'), count), AS_TYPED);
  }

  const f = (spec: FieldSpec<FieldPath<Values>>) => (
    <ApplicationField key={spec.name} spec={spec} control={control} onDate={onDate} />
  );

  // The residence question comes first; 'No' cannot buy online (product-flows section 2).
  const residenceQuestion = (
    <Stack gap="md">
      {f({
        name: 'canadianResident',
        label: 'Are you a Canadian resident covered by your provincial health insurance plan?',
        kind: 'yesno',
        hideError: true,
      })}
      {resident === 'no' && (
        <Alert color="maple" role="alert">
          You cannot buy this policy online. Please call us at <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>{' '}
          and we will help you.
        </Alert>
      )}
    </Stack>
  );
  if (resident !== 'yes') return residenceQuestion;

  return (
    <ApplicationFrame onSubmit={handleSubmit(onSubmit)}>
      {residenceQuestion}
      <PeopleFieldsets
        f={f}
        groupLabel="Who is travelling?"
        groupOptions={TRAVELLER_GROUP_OPTIONS}
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
        country={f({ name: 'destinationCountry', label: 'Destination country', kind: 'text' })}
      />
      <Fieldset legend="Policy">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {f({ name: 'departureDate', label: 'Departure date', kind: 'date', min: today })}
          {f({ name: 'policyEffectiveDate', label: 'Policy effective date', kind: 'date', min: today })}
          {f({ name: 'expiryDate', label: 'Expiry date', kind: 'date', min: today })}
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
