import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import classes from './form-fields.module.css';

// The design system's own text field and checkbox (ADR 0119): plain inputs over the theme's tokens,
// for forms on pages that load no Mantine code (the content pages, ADR 0121). They take
// react-hook-form's `register(...)` props as they are.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** The field's message, shown under it and read with it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={classes.error}>
      {error}
    </p>
  ) : null;
}

/** A labelled text, e-mail or phone input; a required one marks its label with an asterisk. */
export function TextField({
  label,
  error,
  required,
  type = 'text',
  ref,
  ...props
}: InputProps & { type?: 'text' | 'email' | 'tel' }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        type={type}
        className={classes.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A checkbox with its label beside it (a consent, an option). */
export function CheckboxField({ label, error, ref, ...props }: InputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <div className={classes.checkRow}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={classes.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <label htmlFor={id} className={classes.checkLabel}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
