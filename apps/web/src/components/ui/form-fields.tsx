import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type InputHTMLAttributes,
  type KeyboardEvent,
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

/** The asterisk of a required question (its input says required to screen readers). */
function RequiredMark() {
  return (
    <span className={classes.required} aria-hidden>
      {' '}
      *
    </span>
  );
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
      {required && <RequiredMark />}
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

/**
 * Checkboxes answering one question together (declarations to tick): a fieldset named by its
 * legend, with the question's description, required mark and message.
 */
export function CheckboxGroupField<V extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  onBlur,
  error,
  required = false,
}: {
  legend: ReactNode;
  description?: string | undefined;
  options: readonly { value: V; label: ReactNode }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className={classes.checkGroup}
      aria-describedby={describedBy(id, description, error)}
      aria-invalid={error ? true : undefined}
      onBlur={onBlur}
    >
      <legend className={classes.label}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldDescription id={id} description={description} />
      {options.map((option) => (
        <CheckboxField
          key={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...value.filter((v) => v !== option.value), option.value]
                : value.filter((v) => v !== option.value),
            )
          }
        />
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A titled part of a long form (a fieldset): its questions two a row from 48em, or one under another. */
export function FormSection({
  legend,
  stacked = false,
  children,
}: {
  legend: ReactNode;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={classes.section}>
      <legend className={classes.sectionLegend}>{legend}</legend>
      {stacked ? <div className={classes.formStack}>{children}</div> : <FormGrid>{children}</FormGrid>}
    </fieldset>
  );
}

/**
 * A form's questions two a row from 48em, one a row on a phone; `columns={4}` for short filters:
 * two a row from 36em, four from 62em.
 */
export function FormGrid({ columns = 2, children }: { columns?: 2 | 4; children: ReactNode }) {
  return (
    <div className={classes.formGrid} data-columns={columns}>
      {children}
    </div>
  );
}

/** A form's questions and sections one under another, a space apart. */
export function FormStack({ gap = 'md', children }: { gap?: 'md' | 'lg'; children: ReactNode }) {
  return (
    <div className={classes.formStack} data-gap={gap}>
      {children}
    </div>
  );
}

// The design system's slider (ADR 0151): a native range input over the indexes of a list of
// stops, so dragging, touch and screen readers work as the browser does them, with no script
// loaded for them. Its keys are its own (arrows, Home, End, PageUp, PageDown: the WAI-ARIA slider
// pattern), so every browser moves it the same number of stops and each key press is one move.

export interface RangeFieldProps {
  /** The slider's accessible name. */
  label: string;
  /** How many stops there are: the value is an index from 0 to count - 1. */
  count: number;
  value: number;
  /** Every move: dragging, a key. */
  onChange: (index: number) => void;
  /** A move is over: the thumb is released, or a key moved it. */
  onChangeEnd?: ((index: number) => void) | undefined;
  /** What the stop at an index says (aria-valuetext), for example "$150,000". */
  valueText: (index: number) => string;
  /** Stops moved by PageUp and PageDown (default: a tenth of them, at least one). */
  pageSteps?: number | undefined;
  /** A tick under the track at every stop. */
  marks?: boolean | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

const clamp = (index: number, count: number) => Math.min(count - 1, Math.max(0, index));

/** The stop a key moves to from `index`, or undefined for a key that does not move a slider. */
export function keyedStop(key: string, index: number, count: number, pageSteps: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(index + 1, count);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(index - 1, count);
    case 'PageUp':
      return clamp(index + pageSteps, count);
    case 'PageDown':
      return clamp(index - pageSteps, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function RangeField({
  label,
  count,
  value,
  onChange,
  onChangeEnd,
  valueText,
  pageSteps = Math.max(1, Math.round(count / 10)),
  marks = false,
  disabled,
  className,
}: RangeFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const max = Math.max(0, count - 1);
  const index = clamp(value, count);
  // The browser's own `change` fires when a drag is released (React's onChange is every `input`).
  const onChangeEndRef = useRef(onChangeEnd);
  useEffect(() => {
    onChangeEndRef.current = onChangeEnd;
  });
  useEffect(() => {
    const input = ref.current;
    if (input === null) return;
    const released = () => onChangeEndRef.current?.(Number(input.value));
    input.addEventListener('change', released);
    return () => input.removeEventListener('change', released);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyedStop(event.key, index, count, pageSteps);
    if (next === undefined) return;
    event.preventDefault();
    if (next === index) return;
    onChange(next);
    onChangeEnd?.(next);
  };

  const filled = max === 0 ? 0 : (index / max) * 100;
  return (
    <div className={className ? `${classes.range} ${className}` : classes.range}>
      <input
        ref={ref}
        type="range"
        className={classes.rangeInput}
        min={0}
        max={max}
        step={1}
        value={index}
        aria-label={label}
        aria-valuetext={valueText(index)}
        disabled={disabled}
        style={{ '--ms-range-filled': `${filled}%` } as CSSProperties}
        onChange={(event) => onChange(clamp(Number(event.currentTarget.value), count))}
        onKeyDown={onKeyDown}
      />
      {marks && count > 1 && (
        <div className={classes.marks} aria-hidden>
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className={classes.mark} data-filled={i <= index || undefined} />
          ))}
        </div>
      )}
    </div>
  );
}
