import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { EyeIcon } from './icons.tsx';
import classes from './form-fields.module.css';

// The design system's own text, select, password and checkbox fields (ADR 0119): plain inputs
// over the theme's tokens, so forms load no Mantine code for them (the content pages, ADR 0121;
// the account forms, ADR 0146; the quote forms and the inbox's filters, ADR 0150). They take
// react-hook-form's `register(...)` props as they are.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** The field's message, shown under it and read with it. */
  error?: string | undefined;
  /** What the field expects, under its label and read with it. */
  description?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={classes.error}>
      {error}
    </p>
  ) : null;
}

function FieldLabel({
  htmlFor,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean | undefined;
  /** Read by screen readers only (a control whose row says what it is for). */
  hidden?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? classes.hiddenLabel : classes.label}>
      {label}
      {required && (
        <span className={classes.required} aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** The ids an input is described by: its description, then its message. */
function describedBy(id: string, description: string | undefined, error: string | undefined) {
  const ids = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldDescription({ id, description }: { id: string; description: string | undefined }) {
  return description ? (
    <p id={`${id}-description`} className={classes.description}>
      {description}
    </p>
  ) : null;
}

/** A labelled text, e-mail, phone or date input; a required one marks its label with an asterisk. */
export function TextField({
  label,
  error,
  description,
  required,
  type = 'text',
  ref,
  ...props
}: InputProps & { type?: 'text' | 'email' | 'tel' | 'date' }) {
  const id = useId();
  return (
    <div className={classes.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldDescription id={id} description={description} />
      <input
        ref={ref}
        id={id}
        type={type}
        className={classes.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  description?: string | undefined;
  /** The label is read by screen readers only. */
  hiddenLabel?: boolean | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (the phone's own picker); its first option is usually the empty one. */
export function SelectField({
  label,
  options,
  error,
  description,
  required,
  hiddenLabel,
  className,
  ref,
  ...props
}: SelectProps) {
  const id = useId();
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <FieldLabel htmlFor={id} label={label} required={required} hidden={hiddenLabel} />
      <FieldDescription id={id} description={description} />
      <select
        ref={ref}
        id={id}
        className={`${classes.input} ${classes.select}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * A password input with a Show password toggle inside it (a pressed button, so the input keeps
 * its name and the toggle is reachable by keyboard).
 */
export function PasswordField({ label, error, description, required, ref, ...props }: InputProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={classes.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldDescription id={id} description={description} />
      <div className={classes.withToggle}>
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          className={classes.input}
          required={required}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, description, error)}
          {...props}
        />
        <button
          type="button"
          className={classes.toggle}
          aria-label="Show password"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon shut={shown} />
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
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
