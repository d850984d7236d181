// Small controlled inputs for forms and filters whose values are what the shared schemas expect:
// numbers for ages and amounts, 'yes'/'no' for radios, 'YYYY-MM-DD' for dates.

import type { Option } from '@brokerage/shared/catalogue/options';
import { OptionTiles } from './ui/design-parts.tsx';
import { SelectField, TextField } from './ui/form-fields.tsx';

interface FieldProps<V> {
  label: string;
  value: V | null | undefined;
  onChange: (value: V | undefined) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

export function NumberSelect({
  options,
  placeholder = 'Select',
  ...props
}: FieldProps<number> & { options: readonly Option<number>[]; placeholder?: string }) {
  return (
    <SelectField
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      value={props.value == null ? '' : String(props.value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        props.onChange(text === '' ? undefined : Number(text));
      }}
      options={[
        { value: '', label: placeholder },
        ...options.map((o) => ({ value: String(o.value), label: o.label })),
      ]}
    />
  );
}

export function TextSelect({
  options,
  placeholder = 'Select',
  ...props
}: FieldProps<string> & { options: readonly Option<string>[]; placeholder?: string }) {
  return (
    <SelectField
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
      options={[
        { value: '', label: placeholder },
        ...options.map((o) => ({ value: o.value, label: o.label })),
      ]}
    />
  );
}

export type YesNo = 'yes' | 'no';

export const YES_NO: readonly Option<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Radios over `options`; hands back the chosen option's own value, typed as the options are. */
export function ChoiceRadios<V extends string>({
  options,
  ...props
}: FieldProps<V> & { options: readonly Option<V>[] }) {
  // Full-width option tiles, 44 px or taller, rather than 20 px radios (ADR 0119).
  return (
    <OptionTiles
      legend={props.label}
      required={props.required}
      error={props.error}
      disabled={props.disabled}
      options={options}
      value={props.value ?? undefined}
      onChange={props.onChange}
    />
  );
}

/** Yes / No radios. */
export function YesNoRadios(props: FieldProps<YesNo>) {
  return <ChoiceRadios options={YES_NO} {...props} />;
}

export function DateField({
  min,
  max,
  readOnly,
  ...props
}: FieldProps<string> & { min?: string; max?: string; readOnly?: boolean }) {
  return (
    <TextField
      type="date"
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      readOnly={readOnly}
      error={props.error}
      value={props.value ?? ''}
      min={min}
      max={max}
      onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
    />
  );
}
