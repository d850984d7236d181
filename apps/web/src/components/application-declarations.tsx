// The declarations an applicant ticks and the name they type to sign, shown by the life and the
// travel application forms alike; the server checks them with the same schema and keeps the
// wording accepted with the application (its PDF copy shows them with the time).

import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { APPLICATION_DECLARATIONS } from '@brokerage/shared/consent/application-declarations';

export function DeclarationCheckboxes(props: {
  accepted: readonly string[] | undefined;
  onChange: (accepted: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group
      label="Declarations"
      description="Please read and tick each one."
      value={[...(props.accepted ?? [])]}
      onChange={props.onChange}
      onBlur={props.onBlur}
      error={props.error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {APPLICATION_DECLARATIONS.map((declaration) => (
          <Checkbox key={declaration.id} value={declaration.id} label={declaration.text} color="navy.8" />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The typed-name signature: the applicant's first and last name, as entered above. */
export function SignatureField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      label="Signature (type your name)"
      description="Your first and last name as entered above: typing it signs this application, and the time is recorded with it."
      autoComplete="name"
      required
      {...props}
    />
  );
}
