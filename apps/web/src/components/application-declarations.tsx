// The declarations an applicant ticks and the name they type to sign, shown by the life and the
// travel application forms alike; the server checks them with the same schema and keeps the
// wording accepted with the application (its PDF copy shows them with the time).

import type { ComponentProps } from 'react';
import { APPLICATION_DECLARATIONS } from '@brokerage/shared/consent/application-declarations';
import { CheckboxGroupField, TextField } from './ui/form-fields.tsx';

const DECLARATION_OPTIONS = APPLICATION_DECLARATIONS.map((d) => ({ value: d.id, label: d.text }));

export function DeclarationCheckboxes(props: {
  accepted: readonly string[] | undefined;
  onChange: (accepted: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  return (
    <CheckboxGroupField
      legend="Declarations"
      description="Please read and tick each one."
      required
      options={DECLARATION_OPTIONS}
      value={props.accepted ?? []}
      onChange={props.onChange}
      onBlur={props.onBlur}
      error={props.error}
    />
  );
}

/** The typed-name signature: the applicant's first and last name, as entered above. */
export function SignatureField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Signature (type your name)"
      description="Your first and last name as entered above: typing it signs this application, and the time is recorded with it."
      autoComplete="name"
      required
      {...props}
    />
  );
}
