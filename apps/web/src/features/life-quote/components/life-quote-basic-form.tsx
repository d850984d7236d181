import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { GENDER_OPTIONS, LIFE_COVERAGE_AMOUNTS_CENTS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { YES_NO } from '#src/components/form-fields.tsx';
import {
  isServedProvince,
  NON_RESIDENT_CALL_MESSAGE,
  NON_RESIDENT_QUOTE_MESSAGE,
  PROVINCE_NOT_SERVED_MESSAGE,
  PROVINCE_PLACEHOLDER,
  PROVINCES,
} from '@brokerage/shared/catalogue/provinces';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import {
  asksSmoking,
  lifeAgeLimitError,
  lifeBasicAnswersSchema,
  lifeBirthDateRule,
} from '@brokerage/shared/life-quote/life-basic-answers';
import type { LifeBasicAnswers } from '@brokerage/shared/life-quote/life-basic-answers';
import { lifeQuoteRequestSchema, LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import { typicalCoverageCents } from '@brokerage/shared/life-quote/price-anchor-profiles';
import { birthDateFromParts } from '@brokerage/shared/validation/birth-date';
import type { BirthDateResult } from '@brokerage/shared/validation/birth-date';
import { QuoteNotice } from '#src/components/quote-notice.tsx';
import { Button } from '#src/components/ui/first-load.tsx';
import { SelectField, TextField } from '#src/components/ui/form-fields.tsx';
import {
  LicenceBadge,
  OptionTiles,
  PageLead,
  PageTitle,
  StepProgress,
} from '#src/components/ui/design-parts.tsx';
import { ProvinceUpdateLink } from '#src/components/province-select.tsx';
import { LIFE_QUOTE_STEPS } from '../life-quote-steps.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { loadLifeQuote, saveLifeQuote } from '../life-quote-storage.ts';
import { CallUsNextStep } from './call-us-next-step.tsx';
import classes from './life-quote.module.css';

type Schema = ReturnType<typeof lifeBasicAnswersSchema>;

interface BasicFormProps {
  product: LifeQuoteSlug;
  /** From a calculator's Start quotes (coverageAmount, dollars). */
  coverageAmount?: number | undefined;
}

const yesNo = (answer: boolean | undefined) => (answer === undefined ? undefined : answer ? 'yes' : 'no');

/** The form's answers from a saved request (the visitor came back to change them). */
function answersOf(saved: LifeQuoteRequest | undefined): Partial<LifeBasicAnswers> {
  if (!saved) return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = saved.birthDate.split('-');
  return {
    gender: saved.gender,
    day: String(Number(day)),
    month: String(Number(month)),
    year,
    smoke: yesNo(saved.smoke),
    smokedInLast12Months: yesNo(saved.smokedInLast12Months),
    citizen: yesNo(saved.citizen),
    province: saved.province,
  };
}

/** The questions' wording: kids life asks about the child throughout. */
function questionsFor(product: LifeQuoteSlug) {
  return product === 'kids-life'
    ? {
        smoke: 'Does your child smoke?',
        recent: 'Has your child smoked within the past 12 months?',
        citizen: 'Is your child a Canadian citizen or permanent resident?',
      }
    : {
        smoke: 'Do you smoke?',
        recent: 'Have you smoked within the past 12 months?',
        citizen: 'Are you a Canadian citizen or permanent resident?',
      };
}

/**
 * The typed date's result once there is something to say: letters at once, a short year once
 * the year box is left, the full check once day, month and a four-digit year are in.
 */
function typedDate(
  parts: { day: string; month: string; year: string },
  yearLeft: boolean,
  rule: ReturnType<typeof lifeBirthDateRule>,
): BirthDateResult | null {
  const [day, month, year] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  const letters = [day, month, year].some((p) => /[^0-9]/.test(p));
  const complete = day !== '' && month !== '' && (year.length === 4 || (yearLeft && year !== ''));
  return letters || complete ? birthDateFromParts(parts, rule) : null;
}

const INTRO = 'A few questions and you will see what your coverage may cost.';

/**
 * `/<product>/quote/basic` (product-flows sections 2, 4, 5): each answer reveals the next; changing
 * smoking resets the 12-month answer, changing citizenship resets the province. The shared
 * answers schema turns the inputs into the quote request. Nobody meets a dead end: an
 * age outside the product's range or a non-resident gets the reason with a call link and 'Book a
 * call', an unserved province a link to the province availability page.
 */
export function LifeQuoteBasicForm({ product, coverageAmount }: BasicFormProps) {
  const navigate = useNavigate();
  const saved = useMemo(() => loadLifeQuote(product)?.request, [product]);
  const rule = useMemo(() => lifeBirthDateRule(product, todayInZone(new Date())), [product]);
  // Built on the first validation, not during hydration.
  const resolver = useMemo(
    () => lazyResolver(() => zodResolver(lifeBasicAnswersSchema(product, rule.today))),
    [product, rule],
  );
  const [yearLeft, setYearLeft] = useState(false);
  const { control, handleSubmit, setValue } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: answersOf(saved),
  });
  const [gender, day, month, year, smoke, recent, citizen, province] = useWatch({
    control,
    name: ['gender', 'day', 'month', 'year', 'smoke', 'smokedInLast12Months', 'citizen', 'province'],
  });

  const date = typedDate({ day, month, year }, yearLeft, rule);
  const ageMessage = date?.ok === true ? lifeAgeLimitError(product, date.date, rule.today) : null;
  const dateOk = date?.ok === true && ageMessage === null;
  const smokingAsked = date?.ok === true && asksSmoking(product, date.date, rule.today);
  const smokingAnswered = !smokingAsked || smoke === 'no' || (smoke === 'yes' && recent !== undefined);
  const questions = questionsFor(product);
  const served = province !== undefined && province !== '' && isServedProvince(province);
  const title = LIFE_PRODUCT_NAMES[product];

  const next = (answers: z.output<Schema>) => {
    const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product].map((c) => c / 100);
    const coverage =
      coverageAmount !== undefined && amounts.includes(coverageAmount)
        ? coverageAmount
        : // A new quote starts at a typical amount, not the list's minimum (ADR 0120).
          (saved?.coverage ?? typicalCoverageCents(product) / 100);
    const request = lifeQuoteRequestSchema.parse({
      ...answers,
      coverage,
      premiumPaymentDuration: saved?.premiumPaymentDuration ?? 'monthly',
      paymentPeriod: saved?.paymentPeriod ?? 0,
      page: 1,
      ...(product === 'critical-illness' ? { illnessCovered: saved?.illnessCovered ?? 'core-4' } : {}),
    });
    saveLifeQuote(product, { request });
    void navigate(`/${product}/select-coverage`);
  };

  return (
    <div className={classes.card}>
      <StepProgress steps={LIFE_QUOTE_STEPS} current={0} />
      <PageTitle size="h2">
        {title} quote: about {product === 'kids-life' ? 'your child' : 'you'}
      </PageTitle>
      <PageLead>{INTRO}</PageLead>
      <QuoteNotice />

      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <OptionTiles
            className={classes.question}
            legend={genderLegend(product)}
            options={GENDER_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />

      {gender !== undefined && (
        <fieldset className={classes.question} style={{ border: 'none', padding: 0, marginInline: 0 }}>
          <legend>
            <span className={classes.legendText}>Date of birth</span>
          </legend>
          <div className={`${classes.dateRow} ${classes.question}`} style={{ marginTop: 4 }}>
            <Controller
              control={control}
              name="day"
              render={({ field }) => (
                <TextField
                  label="Day"
                  inputMode="numeric"
                  maxLength={2}
                  placeholder="DD"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="month"
              render={({ field }) => (
                <TextField
                  label="Month"
                  inputMode="numeric"
                  maxLength={2}
                  placeholder="MM"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="year"
              render={({ field }) => (
                <TextField
                  label="Year"
                  inputMode="numeric"
                  maxLength={4}
                  placeholder="YYYY"
                  value={field.value}
                  onChange={(event) => {
                    // A new year is judged again once it is complete or left.
                    setYearLeft(false);
                    field.onChange(event);
                  }}
                  onBlur={() => {
                    setYearLeft(true);
                    field.onBlur();
                  }}
                />
              )}
            />
          </div>
          {date !== null && !date.ok && (
            <p className={classes.notice} role="alert">
              {date.message}
            </p>
          )}
        </fieldset>
      )}

      {gender !== undefined && ageMessage !== null && (
        <CallUsNextStep product={product} testId="age-next-step">
          <p className={classes.notice}>{ageMessage}</p>
        </CallUsNextStep>
      )}

      {gender !== undefined && dateOk && smokingAsked && (
        <Controller
          control={control}
          name="smoke"
          render={({ field }) => (
            <YesNoQuestion
              label={questions.smoke}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('smokedInLast12Months', undefined);
              }}
            />
          )}
        />
      )}

      {gender !== undefined && dateOk && smokingAsked && smoke === 'yes' && (
        <Controller
          control={control}
          name="smokedInLast12Months"
          render={({ field }) => (
            <YesNoQuestion label={questions.recent} value={field.value} onChange={field.onChange} />
          )}
        />
      )}

      {gender !== undefined && dateOk && smokingAnswered && (
        <Controller
          control={control}
          name="citizen"
          render={({ field }) => (
            <YesNoQuestion
              label={questions.citizen}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('province', '');
              }}
            />
          )}
        />
      )}

      {gender !== undefined && dateOk && smokingAnswered && citizen === 'no' && (
        <CallUsNextStep product={product} testId="non-resident-next-step">
          <p className={classes.notice}>{NON_RESIDENT_QUOTE_MESSAGE}</p>
          <p className={classes.callLine}>{NON_RESIDENT_CALL_MESSAGE}</p>
        </CallUsNextStep>
      )}

      {gender !== undefined && dateOk && smokingAnswered && citizen === 'yes' && (
        <Controller
          control={control}
          name="province"
          render={({ field }) => (
            <SelectField
              className={`${classes.question} ${classes.provinceField}`}
              label="Province"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={[
                { value: '', label: PROVINCE_PLACEHOLDER },
                ...PROVINCES.map((p) => ({ value: p.code, label: p.name })),
              ]}
              error={province && !served ? PROVINCE_NOT_SERVED_MESSAGE : undefined}
            />
          )}
        />
      )}

      {gender !== undefined && dateOk && smokingAnswered && citizen === 'yes' && province && !served && (
        <ProvinceUpdateLink />
      )}

      {gender !== undefined && dateOk && smokingAnswered && citizen === 'yes' && served && (
        <div className={classes.submitRow}>
          <Button tone="maple" size="md" onClick={(event) => void handleSubmit(next)(event)}>
            Next
          </Button>
          <LicenceBadge />
        </div>
      )}
    </div>
  );
}

function YesNoQuestion({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <OptionTiles
      className={classes.question}
      legend={label}
      options={YES_NO}
      value={value === 'yes' || value === 'no' ? value : undefined}
      onChange={onChange}
    />
  );
}

/** The first question's legend: kids life asks about the child. */
const genderLegend = (product: LifeQuoteSlug) => (product === 'kids-life' ? "Child's gender" : 'Gender');

const waitForHydration = () => undefined;

/**
 * The form's first screen before hydration: the same card, heading and intro, and the first
 * question itself, disabled until the form replaces it, so nothing moves on any screen width
 * (its tiles stack on a phone).
 */
export function LifeQuoteBasicFormPlaceholder({
  heading,
  product,
}: {
  heading: string;
  product: LifeQuoteSlug;
}) {
  return (
    <div className={classes.card} aria-busy="true">
      <StepProgress steps={LIFE_QUOTE_STEPS} current={0} />
      <PageTitle size="h2">{heading}</PageTitle>
      <PageLead>{INTRO}</PageLead>
      <OptionTiles
        className={classes.question}
        legend={genderLegend(product)}
        options={GENDER_OPTIONS}
        value={undefined}
        onChange={waitForHydration}
        disabled
      />
    </div>
  );
}
