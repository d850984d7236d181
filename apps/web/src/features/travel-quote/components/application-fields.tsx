// The parts the visitors, students and travellers application forms share (product-flows
// sections 3 to 5): one typed field bound to a form's react-hook-form control, and the fieldsets
// every form shows. Each form owns its schema and values type; a fieldset names the fields it
// renders and receives the form's own field renderer, so a misspelt or missing field is a type
// error in the form that lacks it.

import type { FormEvent, ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { EXTRA_PERSON_NUMBERS, INSURED_PERSON_COUNT_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { Option } from '@brokerage/shared/catalogue/options';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  blankExtraPerson,
  extraPersonKeys,
  type ExtraPerson,
} from '@brokerage/shared/travel-quote/application.schema';
import { NumberSelect } from '#src/components/form-fields.tsx';
import { PurposeNotice } from '#src/components/purpose-notice.tsx';
import { Button } from '#src/components/ui/first-load.tsx';
import { FormSection, FormStack } from '#src/components/ui/form-fields.tsx';
import classes from './travel-quote.module.css';
import type { FieldRenderer } from './travel-field.tsx';

type ApplicantName = 'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'preExistingCondition';

/** Person 1 (or the only applicant). */
export function ApplicantFieldset({
  legend,
  f,
  today,
  children,
}: {
  legend: string;
  f: FieldRenderer<ApplicantName>;
  today: CivilDate;
  children?: ReactNode;
}) {
  return (
    <FormSection legend={legend}>
      {f({ name: 'firstName', label: 'First name', kind: 'name', autoComplete: 'given-name' })}
      {f({ name: 'lastName', label: 'Last name', kind: 'name', autoComplete: 'family-name' })}
      {f({ name: 'dateOfBirth', label: 'Date of birth', kind: 'date', max: today })}
      {f({ name: 'gender', label: 'Gender', kind: 'gender' })}
      {f({ name: 'preExistingCondition', label: 'Pre-existing condition?', kind: 'yesno' })}
      {children}
    </FormSection>
  );
}

type GroupName =
  | 'person2FirstName'
  | 'person2LastName'
  | 'person2DateOfBirth'
  | 'person2Gender'
  | 'person2PreExistingCondition'
  | `morePersons.${number}.${string}`;

/** The new list of extra persons when the count changes: kept answers, blanks for new persons. */
export function resizeExtraPersons(
  current: readonly ExtraPerson[] | null | undefined,
  count: number | undefined,
): ExtraPerson[] {
  return EXTRA_PERSON_NUMBERS.slice(0, count ?? 0).map((n, i) => current?.[i] ?? blankExtraPerson(n));
}

/** Person 2, and for a group the count of extra persons and each of them (numbered 3 to 7). */
export function GroupFieldsets({
  group,
  f,
  today,
  extraCount,
  onCount,
  countError,
}: {
  group: string | undefined;
  f: FieldRenderer<GroupName>;
  today: CivilDate;
  extraCount: number;
  onCount: (count: number | undefined) => void;
  countError: string | undefined;
}) {
  if (group === undefined || group === 'single') return null;
  return (
    <>
      <FormSection legend="Person 2">
        {f({ name: 'person2FirstName', label: 'Person 2 first name', kind: 'name' })}
        {f({ name: 'person2LastName', label: 'Person 2 last name', kind: 'name' })}
        {f({ name: 'person2DateOfBirth', label: 'Person 2 date of birth', kind: 'date', max: today })}
        {f({ name: 'person2Gender', label: 'Person 2 gender', kind: 'gender' })}
        {f({
          name: 'person2PreExistingCondition',
          label: 'Person 2 pre-existing condition?',
          kind: 'yesno',
        })}
      </FormSection>
      {group === 'family' && (
        <>
          <NumberSelect
            label="How many more persons to insure?"
            required
            options={INSURED_PERSON_COUNT_OPTIONS}
            value={extraCount || undefined}
            onChange={onCount}
            error={countError}
          />
          {EXTRA_PERSON_NUMBERS.slice(0, extraCount).map((n, i) => {
            const keys = extraPersonKeys(n);
            const at = (key: string): `morePersons.${number}.${string}` => `morePersons.${i}.${key}`;
            return (
              <FormSection key={n} legend={`Person ${n}`}>
                {f({ name: at(keys.firstName), label: `Person ${n} first name`, kind: 'name' })}
                {f({ name: at(keys.lastName), label: `Person ${n} last name`, kind: 'name' })}
                {f({
                  name: at(keys.dateOfBirth),
                  label: `Person ${n} date of birth`,
                  kind: 'date',
                  max: today,
                })}
                {f({ name: at(keys.gender), label: `Person ${n} gender`, kind: 'gender' })}
                {f({
                  name: at(keys.preExistingCondition),
                  label: `Person ${n} pre-existing condition?`,
                  kind: 'yesno',
                })}
              </FormSection>
            );
          })}
        </>
      )}
    </>
  );
}

/**
 * The group question, person 1 and the group's other persons: what the visitors and travellers
 * applications share (students apply alone).
 */
export function PeopleFieldsets({
  f,
  groupLabel,
  groupOptions,
  group,
  today,
  extraCount,
  onCount,
  countError,
}: {
  f: FieldRenderer<'numberOfVisitors' | ApplicantName | GroupName>;
  groupLabel: string;
  groupOptions: readonly Option<string>[];
  group: string | undefined;
  today: CivilDate;
  extraCount: number;
  onCount: (count: number | undefined) => void;
  countError: string | undefined;
}) {
  return (
    <>
      {f({
        name: 'numberOfVisitors',
        label: groupLabel,
        kind: 'choice',
        options: groupOptions,
        onPick: (v) => {
          if (v !== 'family') onCount(undefined);
        },
      })}
      <ApplicantFieldset legend={group === 'single' ? 'Applicant' : 'Person 1'} f={f} today={today} />
      <GroupFieldsets
        group={group}
        f={f}
        today={today}
        extraCount={extraCount}
        onCount={onCount}
        countError={countError}
      />
    </>
  );
}

type ContactName =
  'email' | 'phone' | 'canadianAddress' | 'province' | 'postalCode' | 'canadianNumber' | 'beneficiaryName';

/** E-mail, phone and the Canadian address; `country` is the form's home or destination country. */
export function ContactFieldset({ f, country }: { f: FieldRenderer<ContactName>; country: ReactNode }) {
  return (
    <FormSection legend="Contact and address">
      {f({ name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email' })}
      {f({ name: 'phone', label: 'Phone', kind: 'phone', autoComplete: 'tel' })}
      {country}
      {f({
        name: 'canadianAddress',
        label: 'Canadian address',
        kind: 'text',
        autoComplete: 'street-address',
      })}
      {f({ name: 'province', label: 'Province', kind: 'province' })}
      {f({ name: 'postalCode', label: 'Postal code', kind: 'postal-code', autoComplete: 'postal-code' })}
      {f({ name: 'canadianNumber', label: 'Canadian contact number', kind: 'phone' })}
      {f({ name: 'beneficiaryName', label: 'Beneficiary name (optional)', kind: 'text', required: false })}
    </FormSection>
  );
}

/** Who to call to finalise; `number` is the contact number field where the form has one. */
export function FinalContactFieldset({
  f,
  number,
}: {
  f: FieldRenderer<'finalContactName' | 'contactTime'>;
  number?: ReactNode;
}) {
  return (
    <FormSection legend="Who should we call to finalise?">
      {number}
      {f({ name: 'finalContactName', label: 'Contact name', kind: 'text' })}
      {f({ name: 'contactTime', label: 'Best time to call', kind: 'text' })}
    </FormSection>
  );
}

/**
 * Express consent to the health answers above (N25), stored by the server as a consent record; then
 * the declarations and the typed-name signature kept with the application.
 */
export function HealthConsentFieldset({
  f,
}: {
  f: FieldRenderer<'healthConsent' | 'acceptedDeclarations' | 'signature'>;
}) {
  return (
    <FormSection legend="Your consent and signature" stacked>
      {f({ name: 'healthConsent', label: 'Health information consent', kind: 'health-consent' })}
      {f({ name: 'acceptedDeclarations', label: 'Declarations', kind: 'declarations' })}
      {f({ name: 'signature', label: 'Signature', kind: 'signature' })}
    </FormSection>
  );
}

/** The hint and Submit Application, enabled only while the form's schema passes. */
export function SubmitApplication({
  control,
  submitting,
}: {
  control: Control<FieldValues>;
  submitting: boolean;
}) {
  // Follows the form's validity itself, as ValidSubmitButton does: the validation the form runs
  // as it mounts re-renders this button only, not every field (Total Blocking Time, ADR 0086).
  const { isValid: valid, submitCount } = useFormState({ control });
  return (
    <>
      {!valid && submitCount === 0 && (
        <p className={classes.formHint}>
          Submit is available once every required field is filled in correctly.
        </p>
      )}
      <PurposeNotice kind="application" />
      <div>
        <Button type="submit" tone="maple" size="md" disabled={!valid} loading={submitting}>
          Submit Application
        </Button>
      </div>
    </>
  );
}

/** The frame of every application form; `onSubmit` is the form's handleSubmit. */
export function ApplicationFrame({
  onSubmit,
  minHeight,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Kept while the form's later fieldsets are still to come. */
  minHeight?: string | undefined;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Application"
      style={minHeight === undefined ? undefined : { minHeight }}
    >
      <FormStack gap="lg">{children}</FormStack>
    </form>
  );
}
