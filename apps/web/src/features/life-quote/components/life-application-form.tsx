import { useEffect, useState } from 'react';
import { Button, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { PROVINCE_PLACEHOLDER, PROVINCES, SERVED_PROVINCES } from '@brokerage/shared/catalogue/provinces';
import {
  citedLifePlanSchema,
  LIFE_PLAN_CITATION_MESSAGE,
  LIFE_PRODUCT_NAMES,
} from '@brokerage/shared/life-quote/life-quote-request';
import { CONTACT_TIME_OPTIONS, lifeApplicantSchema } from '@brokerage/shared/life-quote/life-quote-schemas';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { formatPhoneAsTyped } from '@brokerage/shared/validation/contact-fields';
import { upperFirstTyped } from '@brokerage/shared/validation/person-fields';
import { DeclarationCheckboxes, SignatureField } from '#src/components/application-declarations.tsx';
import { HealthConsentCheckbox } from '#src/components/health-consent-checkbox.tsx';
import { PurposeNotice } from '#src/components/purpose-notice.tsx';
import { notifyError, notifySuccess } from '#src/lib/notify.ts';
import { submitLifeApplication } from '../api/life-quote-api.ts';
import { loadLifeQuote } from '../life-quote-storage.ts';
import type { SavedLifeQuote } from '../life-quote-storage.ts';
import classes from './life-quote.module.css';
import { PlanDetailsList } from './plan-details-list.tsx';
import { StepProgress } from '#src/components/ui/design-parts.tsx';
import { LIFE_QUOTE_STEPS } from '../life-quote-steps.ts';

type ApplicantInput = z.input<typeof lifeApplicantSchema>;
type ApplicantOutput = z.output<typeof lifeApplicantSchema>;

export interface ApplicantPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

/** `/<product>/quote/application` (N13, product-flows section 4): signed in, names and e-mail prefilled. */
export function LifeApplicationForm({
  product,
  prefill,
}: {
  product: LifeQuoteSlug;
  prefill: ApplicantPrefill | null;
}) {
  const navigate = useNavigate();
  const [saved] = useState<SavedLifeQuote | null>(() => loadLifeQuote(product));
  const form = useForm<ApplicantInput, unknown, ApplicantOutput>({
    resolver: zodResolver(lifeApplicantSchema),
    mode: 'onChange',
    defaultValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      phone: '',
      address: '',
      // Unanswered selects start on their placeholder.
      province: saved?.request.province,
      postalCode: '',
      beneficiaryName: '',
      healthConsent: false,
      acceptedDeclarations: [],
      signature: '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  useEffect(() => {
    if (saved === null) void navigate(`/${product}/quote/basic`, { replace: true });
  }, [saved, navigate, product]);

  // The session may finish loading after the form: fill what is still empty.
  useEffect(() => {
    if (prefill === null) return;
    for (const key of ['firstName', 'lastName', 'email'] as const) {
      if (!form.getValues(key)) form.setValue(key, prefill[key], { shouldValidate: true });
    }
  }, [prefill, form]);

  if (saved === null) return null;
  const request = saved.request;
  const plan = saved.plan ?? {
    paymentPeriod: request.paymentPeriod,
    premiumPaymentDuration: request.premiumPaymentDuration,
    coverage: request.coverage,
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The application cites the stored quote and the plan chosen from it (ADR 0114); the shown
    // details stay in the browser: the schema keeps only the chosen plan's fields.
    const cited = citedLifePlanSchema().safeParse(plan);
    if (!cited.success) {
      notifyError(LIFE_PLAN_CITATION_MESSAGE);
      void navigate(`/${product}/available-quotes`);
      return;
    }
    try {
      const message = await submitLifeApplication({ product, quote: request, plan: cited.data, ...values });
      notifySuccess(message);
      void navigate('/');
    } catch {
      // the api client has shown the server's message
    }
  });

  const nameField = (name: 'firstName' | 'lastName', label: string) => {
    const field = form.register(name);
    return (
      <TextInput
        label={label}
        required
        autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
        {...field}
        onChange={(e) => {
          e.currentTarget.value = upperFirstTyped(form.getValues(name), e.currentTarget.value);
          void field.onChange(e);
        }}
        error={errors[name]?.message}
      />
    );
  };

  return (
    <div className={classes.card}>
      <StepProgress steps={LIFE_QUOTE_STEPS} current={3} />
      <Title order={1} size="h2" c="navy.8">
        {LIFE_PRODUCT_NAMES[product]} application
      </Title>
      <section aria-label="Your plan" style={{ marginTop: 12 }}>
        <Text>
          {plan.policyName ? `${plan.policyName}, ` : ''}
          {formatCad(dollarsToCents(plan.coverage), { omitZeroCents: true })} coverage,{' '}
          {LIFE_PAYMENT_PERIODS[product][plan.paymentPeriod]?.label}, paid{' '}
          {plan.premiumPaymentDuration === 'monthly' ? 'monthly' : 'annually'}
          {plan.premiumAmount !== undefined ? `: ${formatCad(dollarsToCents(plan.premiumAmount))}` : ''}
        </Text>
        {saved.plan?.details && (
          <>
            <Title order={2} size="h4" mt="sm" c="navy.8">
              Plan details
            </Title>
            <PlanDetailsList details={saved.plan.details} />
          </>
        )}
      </section>
      <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'grid', gap: 12, marginTop: 16 }}>
        {nameField('firstName', 'First name')}
        {nameField('lastName', 'Last name')}
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          {...form.register('phone', {
            onChange: (e: { target: HTMLInputElement }) => {
              form.setValue('phone', formatPhoneAsTyped(e.target.value), { shouldValidate: true });
            },
          })}
          error={errors.phone?.message}
        />
        <TextInput
          label="Address"
          required
          autoComplete="street-address"
          {...form.register('address')}
          error={errors.address?.message}
        />
        <NativeSelect
          label="Province"
          required
          {...form.register('province')}
          data={[
            { value: '', label: PROVINCE_PLACEHOLDER },
            ...PROVINCES.filter((p) => (SERVED_PROVINCES as readonly string[]).includes(p.code)).map((p) => ({
              value: p.code,
              label: p.name,
            })),
          ]}
          error={errors.province?.message}
        />
        <TextInput
          label="Postal code"
          required
          autoComplete="postal-code"
          {...form.register('postalCode')}
          error={errors.postalCode?.message}
        />
        <TextInput
          label="Beneficiary name (optional)"
          {...form.register('beneficiaryName')}
          error={errors.beneficiaryName?.message}
        />
        <NativeSelect
          label="Preferred contact time"
          required
          {...form.register('contactTime')}
          data={[
            { value: '', label: 'Select a time' },
            ...CONTACT_TIME_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
          ]}
          error={errors.contactTime?.message}
        />
        <Controller
          control={form.control}
          name="healthConsent"
          render={({ field, fieldState }) => (
            <HealthConsentCheckbox
              checked={field.value === true}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.isTouched ? fieldState.error?.message : undefined}
            />
          )}
        />
        <Controller
          control={form.control}
          name="acceptedDeclarations"
          render={({ field, fieldState }) => (
            <DeclarationCheckboxes
              accepted={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.isTouched ? fieldState.error?.message : undefined}
            />
          )}
        />
        <SignatureField {...form.register('signature')} error={errors.signature?.message} />
        <PurposeNotice kind="application" />
        <Button type="submit" color="navy.8" disabled={!isValid} loading={isSubmitting}>
          Submit application
        </Button>
      </form>
    </div>
  );
}
