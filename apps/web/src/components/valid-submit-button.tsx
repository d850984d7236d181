// A quote form's submit button, enabled once the form is valid. It follows the form's validity
// itself (useFormState), so the validation a form runs as it mounts, and each later change of
// validity, re-render the button only rather than every field of the form (on a phone,
// that re-render was the longest task after the quote form's first paint). While it is disabled, a
// hint names what is missing.

import { useId, useRef, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import type { Control, FieldValues } from 'react-hook-form';
import { Button } from './ui/first-load.tsx';
import { MissingHint, useMissingFields } from './ui/missing-hint.tsx';
import { LicenceBadge } from './ui/design-parts.tsx';

export interface ValidSubmitButtonProps<TFieldValues extends FieldValues, TContext, TTransformed> {
  control: Control<TFieldValues, TContext, TTransformed>;
  children: ReactNode;
}

export function ValidSubmitButton<TFieldValues extends FieldValues, TContext, TTransformed>({
  control,
  children,
}: ValidSubmitButtonProps<TFieldValues, TContext, TTransformed>) {
  const { isValid } = useFormState({ control });
  // While disabled, the fields still to fill in are named beside it (ADR 0119).
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const missing = useMissingFields(buttonRef, isValid);
  return (
    <div>
      <Button
        ref={buttonRef}
        tone="maple"
        size="md"
        type="submit"
        disabled={!isValid}
        aria-describedby={hintId}
      >
        {children}
      </Button>
      <MissingHint id={hintId} missing={isValid ? [] : missing} />
      {/* The quote forms' button: trust where people decide (N26, ADR 0119). */}
      <LicenceBadge />
    </div>
  );
}
