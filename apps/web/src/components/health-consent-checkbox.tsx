// The express consent to an application's health questions (N25): the wording whose version the
// server stores with the consent record. Life and travel applications show the same box.

import { HEALTH_CONSENT_WORDING } from '@brokerage/shared/consent/purpose-notices';
import { CheckboxField } from './ui/form-fields.tsx';

export function HealthConsentCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  return (
    <CheckboxField
      label={HEALTH_CONSENT_WORDING}
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      onBlur={props.onBlur}
      error={props.error}
    />
  );
}
