import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Radio, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import { leadHandlingLine } from '@brokerage/shared/content/compliance-content';
import type { LeadForm as LeadFormEntry } from '@brokerage/shared/lead/lead-forms';
import { APPLY_FOR_VALUES, leadRequestSchema } from '@brokerage/shared/lead/lead-schemas';
import type { LeadRequest, LeadRequestInput } from '@brokerage/shared/lead/lead-schemas';
import { PersonFields } from '#src/components/person-fields.tsx';
import { PurposeNotice } from '#src/components/purpose-notice.tsx';
import { notifySuccess } from '#src/lib/notify.ts';
import { sendLead } from '../api/lead-api.ts';
import classes from './lead-form.module.css';

interface LeadFormProps {
  form: LeadFormEntry;
}

/**
 * A product's lead form (product-flows sections 2 to 5): first and last name, e-mail and mobile
 * (plus a message for disability, 'applying for' for auto). Submit is enabled only when all are
 * filled and valid; empty fields show no error. On success the fields clear and the form gives way
 * to a confirmation with the call-us number and OK to the product's page (N41); the partner forms
 * open the returned link in a new tab and move on instead. The flag lives in this component, so it
 * resets when the visitor leaves.
 */
export function LeadForm({ form }: LeadFormProps) {
  const schema = useMemo(() => leadRequestSchema(form), [form]);
  const empty: LeadRequestInput = {
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    products: [form.product],
    message: '',
    applyFor: '',
  };
  const lead = useForm<LeadRequestInput, unknown, LeadRequest>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: empty,
  });
  const { isValid, isSubmitting } = lead.formState;
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  const onSubmit = lead.handleSubmit(async (body) => {
    try {
      const answer = await sendLead(form, body);
      lead.reset(empty);
      const message = answer.message ?? CONTACT_THANK_YOU;
      if (form.partner && typeof answer.data === 'string') {
        window.open(answer.data, '_blank', 'noopener,noreferrer');
        notifySuccess(message);
        await navigate(form.partner.followUpPath);
        return;
      }
      setSentMessage(message);
      window.scrollTo({ top: 0 });
    } catch {
      // The api client has shown the server's message; the loader is off again.
    }
  });

  if (sentMessage !== null) {
    return (
      <section className={classes.confirmation} aria-labelledby="lead-sent-heading">
        <Title order={2} id="lead-sent-heading" c="navy.8">
          Request received
        </Title>
        <Text size="lg">{sentMessage}</Text>
        <Text size="lg">
          Prefer to talk now? Call us at{' '}
          <a href={form.phoneHref} className={classes.phone}>
            {form.phone}
          </a>
          .
        </Text>
        <Button component={Link} to={form.okPath} color="navy.8" w={120}>
          OK
        </Button>
      </section>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={classes.form} noValidate>
      <Text size="lg" mb="md">
        {form.partner
          ? `Leave your details and we will open our partner's ${form.productName} quote page in a new tab.`
          : `Leave your details and a licensed advisor will call you about ${form.productName}.`}
      </Text>
      {/* Who handles the request, under which licence (N26). */}
      <Text size="sm" mb="md" data-lead-handling>
        {leadHandlingLine(form.product)}{' '}
        <Anchor
          component={Link}
          to="/licences-and-referrals"
          c="navy.8"
          underline="always"
          style={{ textDecoration: 'underline' }}
        >
          Licences and referrals
        </Anchor>
      </Text>
      <PersonFields control={lead.control} quietWhenEmpty />
      {form.asksMessage && (
        <Controller
          control={lead.control}
          name="message"
          render={({ field, fieldState }) => (
            <Textarea
              label="Message"
              description="Tell us briefly about your situation."
              required
              autosize
              minRows={3}
              maxRows={8}
              {...field}
              value={field.value ?? ''}
              error={field.value ? fieldState.error?.message : undefined}
            />
          )}
        />
      )}
      {form.asksApplyFor && (
        <Controller
          control={lead.control}
          name="applyFor"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Applying for"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group mt={6} gap="lg">
                {APPLY_FOR_VALUES.map((value) => (
                  <Radio key={value} value={value} label={value} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      )}
      <PurposeNotice kind="lead" />
      <Button type="submit" color="navy.8" disabled={!isValid} loading={isSubmitting} mt="xs">
        Submit
      </Button>
    </form>
  );
}
