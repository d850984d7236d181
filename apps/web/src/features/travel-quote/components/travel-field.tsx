// One question of a travel form, described as data (product-flows sections 3 to 5): the quote
// forms and the application forms list their questions as specs and this renders each one bound
// to the form's react-hook-form control, so a question is written once whatever the product.
// The application's own inputs (names, phone, consent, declarations, signature) are rendered by
// application-inputs.tsx, passed in by the application form: the quote form does not load them
// or the phone and name rules they format with.

import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { GENDER_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { Option } from '@brokerage/shared/catalogue/options';
import { ChoiceRadios, DateField, NumberSelect, TextSelect, YES_NO } from '#src/components/form-fields.tsx';
import { NumberField, WHOLE_NUMBER } from '#src/components/number-field.tsx';
import { TextField } from '#src/components/ui/form-fields.tsx';
import { ProvinceSelect } from '#src/components/province-select.tsx';

/** Every programmatic change validates and counts as the person's own (the submit button follows). */
export const AS_TYPED = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

type TextKind = 'text' | 'email' | 'postal-code';
/** Kinds only an application asks: rendered by application-inputs.tsx. */
export type ApplicationInputKind = 'name' | 'phone' | 'health-consent' | 'declarations' | 'signature';

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
  | { kind: 'name' | 'phone'; autoComplete?: string }
  | { kind: 'date'; min?: string | undefined; max?: string | undefined; readOnly?: boolean }
  | { kind: 'gender' | 'yesno' }
  | { kind: 'choice'; options: readonly Option<string>[]; onPick?: (value: string | undefined) => void }
  | { kind: 'number-select'; options: readonly Option<number>[]; placeholder?: string }
  | { kind: 'text-select'; options: readonly Option<string>[] }
  | { kind: 'whole-number' }
  | { kind: 'province' }
  | { kind: 'health-consent' | 'declarations' | 'signature' }
);

/** A field as its input sees it: bound to the form, with its label, requirement and message. */
export interface BoundField {
  field: ControllerRenderProps<FieldValues, string>;
  /** The value when it is text, else ''. */
  text: string;
  common: { label: string; required: boolean; error: string | undefined };
}

/** Renders an application-only kind (application-inputs.tsx). */
export type ApplicationInput = (spec: ApplicationSpec<string>, bound: BoundField) => ReactNode;
type ApplicationSpec<N extends string> = Extract<FieldSpec<N>, { kind: ApplicationInputKind }>;

/** A text question: what is typed, rewritten by `format` (given the text before) as it is typed. */
export function TextAnswer({
  bound: { field, text, common },
  type,
  autoComplete,
  format,
}: {
  bound: Pick<BoundField, 'text' | 'common'> & { field: Pick<BoundField['field'], 'onChange' | 'onBlur'> };
  type: 'text' | 'email' | 'tel';
  autoComplete: string | undefined;
  format: (next: string, before: string) => string;
}) {
  return (
    <TextField
      {...common}
      type={type}
      autoComplete={autoComplete}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(format(event.currentTarget.value, text))}
    />
  );
}

const APPLICATION_KINDS: ReadonlySet<string> = new Set<ApplicationInputKind>([
  'name',
  'phone',
  'health-consent',
  'declarations',
  'signature',
]);
const isApplicationKind = <N extends string>(spec: FieldSpec<N>): spec is ApplicationSpec<N> =>
  APPLICATION_KINDS.has(spec.kind);

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
  /** The application's inputs; a form without them cannot ask those kinds. */
  applicationInput?: ApplicationInput | undefined;
}

/** One field bound to the form by name, showing its own validation message. */
export function TravelField<T extends FieldValues, O>({
  spec,
  control,
  onAnswer,
  onRevalidate,
  applicationInput,
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
        if (isApplicationKind(spec)) {
          if (applicationInput === undefined) throw new Error(`${spec.name}: an application-only field`);
          const bound = { field, text, common } as unknown as BoundField;
          return <>{applicationInput(spec, bound)}</>;
        }
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
              <TextAnswer
                bound={{ field, text, common }}
                type={spec.kind === 'email' ? 'email' : 'text'}
                autoComplete={spec.autoComplete}
                // Canadian postal codes are capitals: shown so as typed, as stored.
                format={(next) => (spec.kind === 'postal-code' ? next.toUpperCase() : next)}
              />
            );
        }
      }}
    />
  );
}
