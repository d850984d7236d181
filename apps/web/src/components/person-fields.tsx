import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { formatPhoneAsTyped, PHONE_MAX_LENGTH } from '@brokerage/shared/validation/contact-fields';
import { upperFirstTyped } from '@brokerage/shared/validation/person-fields';
import { TextField } from './ui/form-fields.tsx';
import classes from './person-fields.module.css';

/** The four person fields the contact, booking, sign-up and lead forms share. */
export interface PersonFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

type PersonFieldName = keyof PersonFieldValues;

// The shared typing rules (platform spec section 5): the first letter typed into an empty name is
// upper-cased; the phone is formatted ddd-ddd-dddd as typed.
const FIELDS: Record<
  PersonFieldName,
  {
    label: string;
    autoComplete: string;
    type?: 'email' | 'tel';
    placeholder?: string;
    maxLength?: number;
    asTyped?: (previous: string, next: string) => string;
  }
> = {
  firstName: { label: 'First Name', autoComplete: 'given-name', asTyped: upperFirstTyped },
  lastName: { label: 'Last Name', autoComplete: 'family-name', asTyped: upperFirstTyped },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
  mobile: {
    label: 'Mobile Number',
    autoComplete: 'tel-national',
    type: 'tel',
    placeholder: '416-555-0198',
    maxLength: PHONE_MAX_LENGTH,
    asTyped: (_previous, next) => formatPhoneAsTyped(next),
  },
};

interface PersonFieldsProps<T extends FieldValues & PersonFieldValues> {
  control: Control<T>;
  /** Lead forms: a field left empty shows no error (product-flows section 5). */
  quietWhenEmpty?: boolean;
}

/**
 * First and last name side by side, then e-mail and mobile, bound to a react-hook-form whose
 * schema holds the shared person rules; each field shows its own validation message.
 */
export function PersonFields<T extends FieldValues & PersonFieldValues>({
  control,
  quietWhenEmpty = false,
}: PersonFieldsProps<T>) {
  const input = (name: PersonFieldName) => {
    const spec = FIELDS[name];
    return (
      <Controller
        control={control}
        name={name as Path<T>}
        render={({ field: { onChange, value, ...rest }, fieldState }) => {
          const text = String(value ?? '');
          return (
            <TextField
              label={spec.label}
              type={spec.type}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              maxLength={spec.maxLength}
              required
              {...rest}
              value={text}
              onChange={(event) => {
                const next = event.currentTarget.value;
                onChange(spec.asTyped ? spec.asTyped(text, next) : next);
              }}
              error={quietWhenEmpty && text === '' ? undefined : fieldState.error?.message}
            />
          );
        }}
      />
    );
  };
  return (
    <>
      <div className={classes.names}>
        {input('firstName')}
        {input('lastName')}
      </div>
      {input('email')}
      {input('mobile')}
    </>
  );
}
