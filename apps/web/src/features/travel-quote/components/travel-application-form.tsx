// The application of the eight travel products (product-flows sections 2 to 5; N19): the product
// kind's questions (application-questions.ts), person 2 and extra persons numbered 3 to 7 for a
// group, the coupled dates, and a submit button enabled only when the shared schema passes.

import { useMemo } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { isCivilDate } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import {
  ApplicantFieldset,
  ApplicationFrame,
  ContactFieldset,
  FinalContactFieldset,
  HealthConsentFieldset,
  PeopleFieldsets,
  SubmitApplication,
  resizeExtraPersons,
} from './application-fields.tsx';
import { coupledDates, type ApplicationKind } from './application-questions.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useAfterFirstTask } from '#src/lib/use-after-first-task.ts';
import { FORM_MIN_HEIGHT } from '#src/components/form-placeholder.tsx';
import { Notice } from '#src/components/ui/design-parts.tsx';
import { FormSection, FormStack, TextField } from '#src/components/ui/form-fields.tsx';
import { applicationInput } from './application-inputs.tsx';
import { AS_TYPED, TravelField, type FieldSpec } from './travel-field.tsx';

export interface TravelApplicationFormProps {
  kind: ApplicationKind;
  product: TravelProductSlug;
  /** N6 value of the product, sent as `products: [value]`. */
  productValue: number;
  today: CivilDate;
  /** Prefilled from the saved quote and the signed-in user (product-flows section 4). */
  initial: Record<string, unknown>;
  submitting: boolean;
  onSubmit: (application: object) => void;
}

export function TravelApplicationForm({
  kind,
  product,
  productValue,
  today,
  initial,
  submitting,
  onSubmit,
}: TravelApplicationFormProps) {
  // Built on the first validation, not while the form first renders.
  const resolver = useMemo(() => lazyResolver(() => kind.resolver(today)), [kind, today]);
  const { control, handleSubmit, setValue, getValues, getFieldState, trigger, formState } =
    useForm<FieldValues>({
      resolver,
      mode: 'all',
      defaultValues: { products: [productValue], beneficiaryName: '', ...initial },
    });
  const group = useWatch({ control, name: 'numberOfVisitors' }) as string | undefined;
  const resident = useWatch({ control, name: 'canadianResident' }) as string | undefined;
  const extraCount = (useWatch({ control, name: 'numberOfPersonToInsured' }) as number | undefined) ?? 0;
  const dateNames = kind.dates.map((spec) => spec.name);
  // The first screen's fieldsets commit first and the rest in the next task, so neither is one
  // long task on a phone (ADR 0086).
  const restShown = useAfterFirstTask();

  function onAnswer(name: string, value: unknown) {
    if (typeof value !== 'string' || !isCivilDate(value) || !dateNames.includes(name)) return;
    const moved = coupledDates(dateNames, name, value, getValues(), product);
    for (const [date, next] of Object.entries(moved)) setValue(date, next, AS_TYPED);
    // Each date's rule reads the others: check them again with the moved dates, or a message
    // computed before the move ('Departure cannot be before arrival') would stay after the fix.
    void trigger(
      dateNames.filter(
        (date) => date === name || getFieldState(date).isDirty || getFieldState(date).error !== undefined,
      ),
    );
  }

  function onCount(count: number | undefined) {
    setValue('numberOfPersonToInsured', count, AS_TYPED);
    setValue('morePersons', resizeExtraPersons(getValues('morePersons'), count), AS_TYPED);
  }

  const f = (spec: FieldSpec<string>) => (
    <TravelField
      key={spec.name}
      spec={spec}
      control={control}
      onAnswer={onAnswer}
      applicationInput={applicationInput}
    />
  );

  // The residence question comes first; 'No' cannot buy online (product-flows section 2).
  const residenceQuestion = kind.residenceFirst && (
    <FormStack>
      {f({
        name: 'canadianResident',
        label: 'Are you a Canadian resident covered by your provincial health insurance plan?',
        kind: 'yesno',
        hideError: true,
      })}
      {resident === 'no' && (
        <Notice tone="warning" live>
          You cannot buy this policy online. Please call us at <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>{' '}
          and we will help you.
        </Notice>
      )}
    </FormStack>
  );
  if (kind.residenceFirst && resident !== 'yes') return residenceQuestion;

  return (
    <ApplicationFrame
      onSubmit={handleSubmit(onSubmit)}
      // The placeholder's space is kept until the later fieldsets are in (no layout shift).
      minHeight={restShown ? undefined : FORM_MIN_HEIGHT}
    >
      {residenceQuestion}
      {kind.group ? (
        <PeopleFieldsets
          f={f}
          groupLabel={kind.group.label}
          groupOptions={kind.group.options(product)}
          group={group}
          today={today}
          extraCount={extraCount}
          onCount={onCount}
          countError={
            formState.errors.numberOfPersonToInsured?.message?.toString() ??
            formState.errors.morePersons?.message?.toString()
          }
        />
      ) : (
        <ApplicantFieldset legend="Applicant" f={f} today={today}>
          <TextField
            label="Age"
            readOnly
            value={String(getValues('age') ?? '')}
            description="From your quote"
          />
        </ApplicantFieldset>
      )}
      {restShown && (
        <>
          <ContactFieldset f={f} country={f(kind.country)} />
          <FormSection legend="Policy">
            {kind.dates.map((spec) => f({ ...spec, kind: 'date', min: today }))}
            {kind.amounts(product).map(f)}
          </FormSection>
          <FinalContactFieldset
            f={f}
            number={
              kind.finalContactNumber
                ? f({ name: 'finalContactNumber', label: 'Contact number', kind: 'phone' })
                : undefined
            }
          />
          <HealthConsentFieldset f={f} />
          <SubmitApplication control={control} submitting={submitting} />
        </>
      )}
    </ApplicationFrame>
  );
}
