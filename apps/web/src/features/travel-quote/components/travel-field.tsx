// One question of a travel form, described as data (product-flows sections 3 to 5): the quote
// forms and the application forms list their questions as specs and this renders each one bound
// to the form's react-hook-form control, so a question is written once whatever the product.

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import { GENDER_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { Option } from '@brokerage/shared/catalogue/options';
import { formatPhoneAsTyped } from '@brokerage/shared/validation/contact-fields';
import { upperFirstTyped } from '@brokerage/shared/validation/person-fields';
import { ChoiceRadios, DateField, NumberSelect, TextSelect, YES_NO } from '#src/components/form-fields.tsx';
import { DeclarationCheckboxes, SignatureField } from '#src/components/application-declarations.tsx';
import { HealthConsentCheckbox } from '#src/components/health-consent-checkbox.tsx';
import { NumberField, WHOLE_NUMBER } from '#src/components/number-field.tsx';
import { ProvinceSelect } from '#src/components/province-select.tsx';

/** Every programmatic change validates and counts as the person's own (the submit button follows). */
export const AS_TYPED = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

type TextKind = 'text' | 'name' | 'phone' | 'email' | 'postal-code';

export type FieldSpec<N extends string> = {
  name: N;
  label: string;
  required?: boolean;
  /** The form says it another way (the residence question's alert). */
  hideError?: boolean;
  /** Rewrites the schema's message (the family's oldest age). */
  errorText?: (message: string | undefined) => string | undefined;
  description?: string;
  /** Every answer is checked again after this one changes (a question that depends on it). */
  revalidateAll?: boolean;
} & (
  | { kind: TextKind; autoComplete?: string }
  | { kind: 'date'; min?: string | undefined; max?: string | undefined; readOnly?: boolean }
  | { kind: 'gender' | 'yesno' }
  | { kind: 'choice'; options: readonly Option<string>[]; onPick?: (value: string | undefined) => void }
  | { kind: 'number-select'; options: readonly Option<number>[]; placeholder?: string }
  | { kind: 'text-select'; options: readonly Option<string>[] }
  | { kind: 'whole-number' }
  | { kind: 'province' }
  | { kind: 'health-consent' | 'declarations' | 'signature' }
);

/** Renders one field of a form; fieldsets take it typed on the names they use. */
export type FieldRenderer<N extends string> = (spec: FieldSpec<N>) => ReactNode;

interface TravelFieldProps<T extends FieldValues, O> {
  spec: FieldSpec<FieldPath<T>>;
  control: Control<T, unknown, O>;
  /**
   * Called after the field changes, for the answers coupled to it (days and dates, product-flows
   * section 4; the group's extra persons).
   */
  onAnswer?: ((name: FieldPath<T>, value: unknown) => void) | undefined;
  /** Checks every answer again (see `revalidateAll`). */
  onRevalidate?: (() => void) | undefined;
}

/** One field bound to the form by name, showing its own validation message. */
export function TravelField<T extends FieldValues, O>({
  spec,
  control,
  onAnswer,
  onRevalidate,
}: TravelFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field, fieldState }) => {
        const message = spec.hideError ? undefined : fieldState.error?.message;
        const value: unknown = field.value;
        const text = typeof value === 'string' ? value : '';
        const change = (next: unknown) => {
          field.onChange(next);
          onAnswer?.(spec.name, next);
          if (spec.revalidateAll) onRevalidate?.();
        };
        const common = {
          label: spec.label,
          required: spec.required ?? true,
          error: spec.errorText ? spec.errorText(message) : message,
        };
        switch (spec.kind) {
          case 'gender':
          case 'yesno':
            return (
              <ChoiceRadios
                {...common}
                options={spec.kind === 'gender' ? GENDER_OPTIONS : YES_NO}
                value={text || undefined}
                onChange={change}
              />
            );
          case 'choice':
            return (
              <ChoiceRadios
                {...common}
                options={spec.options}
                value={text || undefined}
                onChange={(next) => {
                  change(next);
                  spec.onPick?.(next);
                }}
              />
            );
          case 'number-select':
            return (
              <NumberSelect
                {...common}
                options={spec.options}
                placeholder={spec.placeholder}
                value={typeof value === 'number' ? value : undefined}
                onChange={change}
              />
            );
          case 'text-select':
            return (
              <TextSelect {...common} options={spec.options} value={text || undefined} onChange={change} />
            );
          case 'whole-number':
            return (
              <NumberField
                {...common}
                format={WHOLE_NUMBER}
                description={spec.description}
                value={typeof value === 'number' ? value : undefined}
                // Empty is null, not undefined: a Controller shows its default again for undefined.
                onChange={(next) => change(next ?? null)}
              />
            );
          case 'health-consent':
            return (
              <HealthConsentCheckbox
                checked={value === true}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={common.error}
              />
            );
          case 'declarations':
            return (
              <DeclarationCheckboxes
                accepted={Array.isArray(value) ? (value as string[]) : undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={common.error}
              />
            );
          case 'signature':
            return (
              <SignatureField
                value={text}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={common.error}
              />
            );
          case 'province':
            return <ProvinceSelect {...common} value={text || undefined} onChange={change} />;
          case 'date':
            return (
              <DateField
                {...common}
                min={spec.min}
                max={spec.max}
                readOnly={spec.readOnly}
                value={text}
                onChange={(next) => change(next ?? '')}
              />
            );
          default:
            return (
              <TextInput
                {...common}
                type={spec.kind === 'email' ? 'email' : spec.kind === 'phone' ? 'tel' : 'text'}
                autoComplete={spec.autoComplete}
                value={text}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  if (spec.kind === 'name') field.onChange(upperFirstTyped(text, next));
                  else if (spec.kind === 'phone') field.onChange(formatPhoneAsTyped(next));
                  // Canadian postal codes are capitals: shown so as typed, as stored.
                  else if (spec.kind === 'postal-code') field.onChange(next.toUpperCase());
                  else field.onChange(next);
                }}
              />
            );
        }
      }}
    />
  );
}
