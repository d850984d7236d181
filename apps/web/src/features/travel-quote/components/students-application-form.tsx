// Application of international and Canadian students (product-flows sections 2 to 5): one
// applicant, the age from the quote, and a submit button enabled only when the shared schema passes.

import { useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { studentsApplicationSchema } from '@brokerage/shared/travel-quote/application.schema';
import {
  ApplicantFieldset,
  ApplicationField,
  ApplicationFrame,
  ContactFieldset,
  FinalContactFieldset,
  HealthConsentFieldset,
  SubmitApplication,
  type FieldSpec,
} from './application-fields.tsx';
import type { ApplicationFormProps } from './application-form-props.ts';

type Schema = ReturnType<typeof studentsApplicationSchema>;
type Values = z.input<Schema>;

export function StudentsApplicationForm({
  productValue,
  today,
  initial,
  submitting,
  onSubmit,
}: ApplicationFormProps<Values, z.output<Schema>>) {
  const schema = useMemo(() => studentsApplicationSchema({ today }), [today]);
  const { control, handleSubmit, getValues, formState } = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { products: [productValue], beneficiaryName: '', ...initial },
  });

  const f = (spec: FieldSpec<FieldPath<Values>>) => (
    <ApplicationField key={spec.name} spec={spec} control={control} />
  );

  return (
    <ApplicationFrame onSubmit={handleSubmit(onSubmit)}>
      <ApplicantFieldset legend="Applicant" f={f} today={today}>
        <TextInput
          label="Age"
          readOnly
          value={String(getValues('age') ?? '')}
          description="From your quote"
        />
      </ApplicantFieldset>
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
        </SimpleGrid>
      </Fieldset>
      <FinalContactFieldset f={f} />
      <HealthConsentFieldset f={f} />
      <SubmitApplication
        valid={formState.isValid}
        submitCount={formState.submitCount}
        submitting={submitting}
      />
    </ApplicationFrame>
  );
}
