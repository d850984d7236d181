// Visitors, students and travellers application forms (product-flows sections 2 to 5): every
// field of section 3, person 2 and extra persons numbered 3 to 7, the date coupling rules, and a
// submit button enabled only when the shared schema passes.

import { useMemo } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  GENDER_OPTIONS,
  INSURED_PERSON_COUNT_OPTIONS,
  QUOTE_FOR_OPTIONS,
  SUPERVISA_QUOTE_FOR_OPTIONS,
  EXTRA_PERSON_NUMBERS,
} from '@brokerage/shared/catalogue/options';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { PROVINCES } from '@brokerage/shared/catalogue/provinces';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { isCivilDate } from '@brokerage/shared/dates/civil-date';
import {
  blankExtraPerson,
  extraPersonKeys,
  studentsApplicationSchema,
  travellersApplicationSchema,
  visitorsApplicationSchema,
} from '@brokerage/shared/travel-quote/application.schema';
import type { ApplicationForm as FormKind } from '@brokerage/shared/travel-quote/application.schema';
import {
  SUPERVISA_COVERAGE_DOLLARS,
  TRAVEL_DEDUCTIBLE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { formatPhoneAsTyped } from '@brokerage/shared/validation/contact-fields';
import { upperFirstTyped } from '@brokerage/shared/validation/person-fields';
import { ChoiceRadios, DateField, NumberSelect, TextSelect } from './fields.tsx';
import { dollarOptions } from './visitor-quote-form.tsx';

type Values = FieldValues;

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));
const TRAVELLER_GROUP_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'two-persons', label: 'Two people' },
  { value: 'family', label: 'Group' },
];

function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

type Kind = 'text' | 'name' | 'phone' | 'email' | 'date' | 'gender' | 'yesno';

interface FieldSpec {
  name: string;
  label: string;
  kind: Kind;
  required?: boolean;
  min?: string | undefined;
  max?: string | undefined;
  autoComplete?: string;
}

function Field({
  spec,
  control,
  errors,
  onDate,
}: {
  spec: FieldSpec;
  control: Control<Values>;
  errors: FieldErrors;
  onDate?: ((name: string, value: string | undefined) => void) | undefined;
}) {
  const error = errorAt(errors, spec.name);
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        if (spec.kind === 'gender') {
          return (
            <ChoiceRadios
              label={spec.label}
              required
              options={GENDER_OPTIONS}
              value={value}
              onChange={field.onChange}
              error={error}
            />
          );
        }
        if (spec.kind === 'yesno') {
          return (
            <ChoiceRadios label={spec.label} required value={value} onChange={field.onChange} error={error} />
          );
        }
        if (spec.kind === 'date') {
          return (
            <DateField
              label={spec.label}
              required={spec.required ?? true}
              min={spec.min}
              max={spec.max}
              value={value}
              onChange={(v) => (onDate ? onDate(spec.name, v) : field.onChange(v ?? ''))}
              error={error}
            />
          );
        }
        return (
          <TextInput
            label={spec.label}
            required={spec.required ?? true}
            type={spec.kind === 'email' ? 'email' : spec.kind === 'phone' ? 'tel' : 'text'}
            autoComplete={spec.autoComplete}
            value={value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (spec.kind === 'name') field.onChange(upperFirstTyped(value, next));
              else if (spec.kind === 'phone') field.onChange(formatPhoneAsTyped(next));
              else field.onChange(next);
            }}
            error={error}
          />
        );
      }}
    />
  );
}

export interface ApplicationFormProps {
  form: FormKind;
  product: TravelProductSlug;
  productValue: number;
  today: CivilDate;
  /** Prefilled from the saved quote (and the signed-in user when accounts lands). */
  initial: Values;
  submitting: boolean;
  onSubmit: (values: Values) => void;
}

export function ApplicationForm({
  form,
  product,
  productValue,
  today,
  initial,
  submitting,
  onSubmit,
}: ApplicationFormProps) {
  const schema = useMemo(
    () =>
      form === 'visitors'
        ? visitorsApplicationSchema({ today })
        : form === 'students'
          ? studentsApplicationSchema({ today })
          : travellersApplicationSchema({ today }),
    [form, today],
  );
  const { control, handleSubmit, setValue, getValues, formState } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'all',
    defaultValues: { products: [productValue], beneficiaryName: '', ...initial },
  });
  const errors = formState.errors;
  const set = (name: string, value: unknown) =>
    setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  const group = useWatch({ control, name: 'numberOfVisitors' }) as string | undefined;
  const resident = useWatch({ control, name: 'canadianResident' }) as string | undefined;
  const extraCount = (useWatch({ control, name: 'numberOfPersonToInsured' }) as number | undefined) ?? 0;
  const isSupervisa = product === 'supervisa';

  // product-flows section 4: coupled dates.
  function onDate(name: string, value: string | undefined) {
    set(name, value ?? '');
    if (!value || !isCivilDate(value)) return;
    const v = getValues();
    if (form === 'visitors') {
      if (name === 'arrivalDate') {
        if (!v.policyEffectiveDate || v.policyEffectiveDate < value) set('policyEffectiveDate', value);
        if (!isSupervisa && (!v.departureDate || v.departureDate < value)) set('departureDate', value);
      }
      if (name === 'policyEffectiveDate' && v.arrivalDate > value) set('arrivalDate', value);
      if (name === 'departureDate') {
        if (v.arrivalDate > value) set('arrivalDate', value);
        if (v.policyEffectiveDate > value) set('policyEffectiveDate', value);
      }
      const effective = getValues('policyEffectiveDate') as string;
      if (isSupervisa && isCivilDate(effective)) set('departureDate', supervisaEndDate(effective));
    }
    if (form === 'travellers') {
      // departure <= effective <= expiry: moving one pushes the others.
      if (name === 'departureDate') {
        if (!v.policyEffectiveDate || v.policyEffectiveDate < value) set('policyEffectiveDate', value);
        if (!v.expiryDate || v.expiryDate < value) set('expiryDate', value);
      }
      if (name === 'policyEffectiveDate') {
        if (v.departureDate > value) set('departureDate', value);
        if (!v.expiryDate || v.expiryDate < value) set('expiryDate', value);
      }
      if (name === 'expiryDate') {
        if (v.policyEffectiveDate > value) set('policyEffectiveDate', value);
        if (v.departureDate > value) set('departureDate', value);
      }
    }
  }

  function onCount(count: number | undefined) {
    set('numberOfPersonToInsured', count);
    const current = (getValues('morePersons') as Record<string, string>[] | undefined) ?? [];
    const next = EXTRA_PERSON_NUMBERS.slice(0, count ?? 0).map((n, i) => current[i] ?? blankExtraPerson(n));
    set('morePersons', next);
  }

  const f = (spec: FieldSpec) => (
    <Field key={spec.name} spec={spec} control={control} errors={errors} onDate={onDate} />
  );

  // Travellers: the residence question comes first; 'No' cannot buy online (product-flows section 2).
  const residenceQuestion =
    form === 'travellers' ? (
      <Stack gap="md">
        <Controller
          control={control}
          name="canadianResident"
          render={({ field }) => (
            <ChoiceRadios
              label="Are you a Canadian resident covered by your provincial health insurance plan?"
              required
              value={field.value as string | undefined}
              onChange={field.onChange}
            />
          )}
        />
        {resident === 'no' && (
          <Alert color="maple" role="alert">
            You cannot buy this policy online. Please call us at{' '}
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> and we will help you.
          </Alert>
        )}
      </Stack>
    ) : null;
  if (form === 'travellers' && resident !== 'yes') return residenceQuestion;

  const today0 = today;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Application">
      <Stack gap="lg">
        {residenceQuestion}
        {form !== 'students' && (
          <Controller
            control={control}
            name="numberOfVisitors"
            render={({ field }) => (
              <ChoiceRadios
                label={form === 'travellers' ? 'Who is travelling?' : 'Number of visitors'}
                required
                options={
                  form === 'travellers'
                    ? TRAVELLER_GROUP_OPTIONS
                    : isSupervisa
                      ? SUPERVISA_QUOTE_FOR_OPTIONS
                      : QUOTE_FOR_OPTIONS
                }
                value={field.value as string | undefined}
                onChange={(v) => {
                  field.onChange(v);
                  if (v !== 'family') onCount(undefined);
                }}
                error={errorAt(errors, 'numberOfVisitors')}
              />
            )}
          />
        )}
        <Fieldset legend={group === 'single' || form === 'students' ? 'Applicant' : 'Person 1'}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {f({ name: 'firstName', label: 'First name', kind: 'name', autoComplete: 'given-name' })}
            {f({ name: 'lastName', label: 'Last name', kind: 'name', autoComplete: 'family-name' })}
            {f({ name: 'dateOfBirth', label: 'Date of birth', kind: 'date', max: today0 })}
            {f({ name: 'gender', label: 'Gender', kind: 'gender' })}
            {f({ name: 'preExistingCondition', label: 'Pre-existing condition?', kind: 'yesno' })}
            {form === 'students' && (
              <TextInput
                label="Age"
                readOnly
                value={String(getValues('age') ?? '')}
                description="From your quote"
              />
            )}
          </SimpleGrid>
        </Fieldset>
        {form !== 'students' && group !== undefined && group !== 'single' && (
          <Fieldset legend="Person 2">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {f({ name: 'person2FirstName', label: 'Person 2 first name', kind: 'name' })}
              {f({ name: 'person2LastName', label: 'Person 2 last name', kind: 'name' })}
              {f({ name: 'person2DateOfBirth', label: 'Person 2 date of birth', kind: 'date', max: today0 })}
              {f({ name: 'person2Gender', label: 'Person 2 gender', kind: 'gender' })}
              {f({
                name: 'person2PreExistingCondition',
                label: 'Person 2 pre-existing condition?',
                kind: 'yesno',
              })}
            </SimpleGrid>
          </Fieldset>
        )}
        {form !== 'students' && group === 'family' && (
          <>
            <NumberSelect
              label="How many more persons to insure?"
              required
              options={INSURED_PERSON_COUNT_OPTIONS}
              value={extraCount || undefined}
              onChange={onCount}
              error={errorAt(errors, 'numberOfPersonToInsured') ?? errorAt(errors, 'morePersons')}
            />
            {EXTRA_PERSON_NUMBERS.slice(0, extraCount).map((n, i) => {
              const keys = extraPersonKeys(n);
              const at = (key: string) => `morePersons.${i}.${key}`;
              return (
                <Fieldset key={n} legend={`Person ${n}`}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {f({ name: at(keys.firstName), label: `Person ${n} first name`, kind: 'name' })}
                    {f({ name: at(keys.lastName), label: `Person ${n} last name`, kind: 'name' })}
                    {f({
                      name: at(keys.dateOfBirth),
                      label: `Person ${n} date of birth`,
                      kind: 'date',
                      max: today0,
                    })}
                    {f({ name: at(keys.gender), label: `Person ${n} gender`, kind: 'gender' })}
                    {f({
                      name: at(keys.preExistingCondition),
                      label: `Person ${n} pre-existing condition?`,
                      kind: 'yesno',
                    })}
                  </SimpleGrid>
                </Fieldset>
              );
            })}
          </>
        )}
        <Fieldset legend="Contact and address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {f({ name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email' })}
            {f({ name: 'phone', label: 'Phone', kind: 'phone', autoComplete: 'tel' })}
            {form === 'travellers'
              ? f({ name: 'destinationCountry', label: 'Destination country', kind: 'text' })
              : f({ name: 'homeCountry', label: 'Home country', kind: 'text', autoComplete: 'country-name' })}
            {f({
              name: 'canadianAddress',
              label: 'Canadian address',
              kind: 'text',
              autoComplete: 'street-address',
            })}
            <Controller
              control={control}
              name="province"
              render={({ field }) => (
                <TextSelect
                  label="Province"
                  required
                  placeholder="Select Province"
                  options={PROVINCE_OPTIONS}
                  value={field.value as string | undefined}
                  onChange={field.onChange}
                  error={errorAt(errors, 'province')}
                />
              )}
            />
            {f({ name: 'postalCode', label: 'Postal code', kind: 'text', autoComplete: 'postal-code' })}
            {f({ name: 'canadianNumber', label: 'Canadian contact number', kind: 'phone' })}
            {f({
              name: 'beneficiaryName',
              label: 'Beneficiary name (optional)',
              kind: 'text',
              required: false,
            })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Policy">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {form === 'travellers' ? (
              <>
                {f({ name: 'departureDate', label: 'Departure date', kind: 'date', min: today0 })}
                {f({
                  name: 'policyEffectiveDate',
                  label: 'Policy effective date',
                  kind: 'date',
                  min: today0,
                })}
                {f({ name: 'expiryDate', label: 'Expiry date', kind: 'date', min: today0 })}
              </>
            ) : (
              <>
                {f({ name: 'arrivalDate', label: 'Arrival date', kind: 'date', min: today0 })}
                {f({
                  name: 'policyEffectiveDate',
                  label: 'Policy effective date',
                  kind: 'date',
                  min: today0,
                })}
                {f({ name: 'departureDate', label: 'Departure date', kind: 'date', min: today0 })}
              </>
            )}
            {form === 'visitors' && (
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
                    value={field.value as number | undefined}
                    onChange={field.onChange}
                    error={errorAt(errors, 'coverage')}
                  />
                )}
              />
            )}
            {form !== 'students' && (
              <Controller
                control={control}
                name="deductible"
                render={({ field }) => (
                  <NumberSelect
                    label="Deductible"
                    required
                    options={dollarOptions(TRAVEL_DEDUCTIBLE_DOLLARS)}
                    value={field.value as number | undefined}
                    onChange={field.onChange}
                    error={errorAt(errors, 'deductible')}
                  />
                )}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Who should we call to finalise?">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {form !== 'students' && f({ name: 'finalContactNumber', label: 'Contact number', kind: 'phone' })}
            {f({ name: 'finalContactName', label: 'Contact name', kind: 'text' })}
            {f({ name: 'contactTime', label: 'Best time to call', kind: 'text' })}
          </SimpleGrid>
        </Fieldset>
        {!formState.isValid && formState.submitCount === 0 && (
          <Text size="sm" c="dimmed">
            Submit is available once every required field is filled in correctly.
          </Text>
        )}
        <Button
          type="submit"
          color="maple.4"
          size="md"
          disabled={!formState.isValid || submitting}
          loading={submitting}
        >
          Submit Application
        </Button>
      </Stack>
    </form>
  );
}
