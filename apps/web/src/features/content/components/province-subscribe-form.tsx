import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { provinceSubscriptionSchema } from '@brokerage/shared/content/content-schemas';
import { PROVINCE_CONSENT_TEXT } from '@brokerage/shared/content/province-consent';
import { Button } from '#src/components/ui/first-load.tsx';
import { CheckboxField, TextField } from '#src/components/ui/form-fields.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useSubscribeProvince } from '../api/subscribe-province.ts';
import classes from './content.module.css';

type ProvinceForm = z.input<typeof provinceSubscriptionSchema>;
type ProvinceSubscription = z.output<typeof provinceSubscriptionSchema>;

// ADR 0131: zod and the shared schemas load with the first validation (a submit), not with the
// page, whose first load then evaluates no schema.
const provinceResolver = lazyResolver<ProvinceForm, unknown, ProvinceSubscription>(async () =>
  zodResolver((await import('@brokerage/shared/content/content-schemas')).provinceSubscriptionSchema),
);

/**
 * E-mail box and UPDATE ME! for visitors from provinces not served yet (N23 consent wording). The
 * design system's own fields, so the page loads no Mantine code (ADR 0121).
 */
export function ProvinceSubscribeForm() {
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeProvince();
  const form = useForm<ProvinceForm, unknown, ProvinceSubscription>({
    resolver: provinceResolver,
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
