import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PROVINCE_CONSENT_TEXT, provinceSubscriptionSchema } from '@brokerage/shared/content/content-schemas';
import { Button } from '#src/components/ui/first-load.tsx';
import { CheckboxField, TextField } from '#src/components/ui/form-fields.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useSubscribeProvince } from '../api/subscribe-province.ts';
import classes from './content.module.css';

type ProvinceForm = z.input<typeof provinceSubscriptionSchema>;

/**
 * E-mail box and UPDATE ME! for visitors from provinces not served yet (N23 consent wording). The
 * design system's own fields, so the page loads no Mantine code (ADR 0121).
 */
export function ProvinceSubscribeForm() {
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeProvince();
  const form = useForm<ProvinceForm, unknown, z.output<typeof provinceSubscriptionSchema>>({
    resolver: lazyResolver(() => zodResolver(provinceSubscriptionSchema)),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((subscription) =>
    subscribe.mutate(subscription, {
      onSuccess: (answer) => {
        setDone(answer.message ?? 'Thank you!');
        form.reset();
      },
      onError: () => {},
    }),
  );

  if (done) {
    return (
      <p role="status" className={classes.success}>
        {done}
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={classes.provinceForm}>
      <TextField
        type="email"
        label="Your e-mail address"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <CheckboxField
        label={PROVINCE_CONSENT_TEXT}
        error={errors.consent?.message}
        {...form.register('consent')}
      />
      <div>
        <Button type="submit" tone="maple" loading={subscribe.isPending}>
          UPDATE ME!
        </Button>
      </div>
    </form>
  );
}
