// The inputs only a travel application asks for (product-flows sections 3 to 5): names capitalised
// and the phone formatted as typed, the health consent, the declarations and the signature.
// travel-field.tsx renders every other kind; keeping these apart keeps the phone and name rules out
// of the quote forms' scripts.

import { formatPhoneAsTyped } from '@brokerage/shared/validation/contact-fields';
import { upperFirstTyped } from '@brokerage/shared/validation/person-fields';
import { DeclarationCheckboxes, SignatureField } from '#src/components/application-declarations.tsx';
import { HealthConsentCheckbox } from '#src/components/health-consent-checkbox.tsx';
import { TextAnswer, type ApplicationInput } from './travel-field.tsx';

export const applicationInput: ApplicationInput = (spec, bound) => {
  const { field, text, common } = bound;
  switch (spec.kind) {
    case 'health-consent':
      return (
        <HealthConsentCheckbox
          checked={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={common.error}
        />
      );
    case 'declarations':
      return (
        <DeclarationCheckboxes
          accepted={Array.isArray(field.value) ? (field.value as string[]) : undefined}
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
    case 'name':
    case 'phone':
      return (
        <TextAnswer
          bound={bound}
          type={spec.kind === 'phone' ? 'tel' : 'text'}
          autoComplete={spec.autoComplete}
          format={spec.kind === 'name' ? (next, before) => upperFirstTyped(before, next) : formatPhoneAsTyped}
        />
      );
  }
};
