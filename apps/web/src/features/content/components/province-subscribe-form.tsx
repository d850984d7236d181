import { useState, type FormEvent } from 'react';
import { Button, Checkbox, TextInput } from '@mantine/core';
import { PROVINCE_CONSENT_TEXT, provinceSubscriptionSchema } from '@brokerage/shared/content/content-schemas';
import { fieldErrorsOf } from '@brokerage/shared/validation/field-errors';
import { useSubscribeProvince } from '../api/subscribe-province.ts';
import classes from './content.module.css';

/** E-mail box and UPDATE ME! for visitors from provinces not served yet (N23 consent wording). */
export function ProvinceSubscribeForm() {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeProvince();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = provinceSubscriptionSchema.safeParse({ email, consent });
    if (!parsed.success) {
      const { email: emailError, consent: consentError } = fieldErrorsOf(parsed.error.issues, {
        depth: 'top',
      });
      setErrors({
        ...(emailError ? { email: emailError } : {}),
        ...(consentError ? { consent: consentError } : {}),
      });
      return;
    }
    setErrors({});
    subscribe.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDone(answer.message ?? 'Thank you!');
        setEmail('');
        setConsent(false);
      },
      onError: () => {},
    });
  }

  if (done) {
    return (
      <p role="status" className={classes.success}>
        {done}
      </p>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={classes.provinceForm}>
      <TextInput
        type="email"
        label="Your e-mail address"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email}
        classNames={{ error: classes.fieldError }}
        required
      />
      <Checkbox
        label={PROVINCE_CONSENT_TEXT}
        checked={consent}
        onChange={(event) => setConsent(event.currentTarget.checked)}
        error={errors.consent}
        classNames={{ error: classes.fieldError }}
      />
      <Button type="submit" color="maple.4" c="black" loading={subscribe.isPending}>
        UPDATE ME!
      </Button>
    </form>
  );
}
