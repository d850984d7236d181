import { Button, MultiSelect, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { CONTACT_THANK_YOU, contactRequestSchema } from '@brokerage/shared/contact/contact-schemas';
import type { ContactRequest, ContactRequestInput } from '@brokerage/shared/contact/contact-schemas';
import { PersonFields } from '#src/components/person-fields.tsx';
import { PurposeNotice } from '#src/components/purpose-notice.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { sendContactRequest } from '../api/contact-api.ts';
import classes from './contact-form.module.css';

export interface ContactPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
}

const PRODUCT_OPTIONS = PRODUCTS.map((p) => ({ value: String(p.value), label: p.name }));

// The form makes its schema when it first validates, not when the dialog loads (ADR 0134).
const contactResolver = lazyResolver<ContactRequestInput, unknown, ContactRequest>(() =>
  zodResolver(contactRequestSchema()),
);

interface ContactFormProps {
  prefill?: ContactPrefill;
  /** After a successful request (the form is already cleared). */
  onSent: () => void;
}

/**
 * The contact form (platform spec sections 3 to 5): submit is enabled only when every required
 * field is valid; on success the form clears and the thank-you text shows.
 */
export function ContactForm({ prefill, onSent }: ContactFormProps) {
  const empty: ContactRequestInput = {
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    mobile: prefill?.mobile ?? '',
    products: [],
    message: '',
  };
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: contactResolver,
    mode: 'onChange',
    defaultValues: empty,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await sendContactRequest({ ...body, page: window.location.pathname });
      form.reset(empty);
      notifySuccess(answer.message ?? CONTACT_THANK_YOU);
      onSent();
    } catch {
      // The api client has shown the server's message.
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={classes.form} noValidate>
      <PersonFields control={form.control} />
      <Controller
        control={form.control}
        name="products"
        render={({ field }) => (
          <MultiSelect
            label="Products you are interested in"
            placeholder={field.value.length === 0 ? 'Choose one or more' : undefined}
            data={PRODUCT_OPTIONS}
            searchable
            required
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            value={field.value.map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            onBlur={field.onBlur}
            error={errors.products?.message}
          />
        )}
      />
      <Textarea
        label="Message (optional)"
        autosize
        minRows={3}
        maxRows={6}
        {...form.register('message')}
        error={errors.message?.message}
      />
      <PurposeNotice kind="contact" />
      <Button type="submit" color="navy.8" disabled={!isValid} loading={isSubmitting} fullWidth>
        Submit
      </Button>
    </form>
  );
}
