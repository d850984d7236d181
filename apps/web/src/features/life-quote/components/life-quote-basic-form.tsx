import { useState } from 'react';
import { Button, NativeSelect, Radio, Group, TextInput, Title, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { GENDER_OPTIONS, LIFE_COVERAGE_AMOUNTS_CENTS } from '@brokerage/shared/catalogue/options';
import type { Gender, LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import {
  isServedProvince,
  NON_RESIDENT_QUOTE_MESSAGE,
  PROVINCE_NOT_SERVED_MESSAGE,
  PROVINCE_PLACEHOLDER,
  PROVINCES,
} from '@brokerage/shared/catalogue/provinces';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { lifeQuoteRequestSchema, LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-schemas';
import { birthDateFromParts } from '@brokerage/shared/validation/birth-date';
import { loadLifeQuote, saveLifeQuote } from '../life-quote-storage.ts';
import classes from './life-quote.module.css';

type YesNo = '' | 'yes' | 'no';

interface BasicFormProps {
  product: LifeQuoteSlug;
  /** From a calculator's Start quotes (coverageAmount, dollars). */
  coverageAmount?: number | undefined;
}

/**
 * `/<product>/quote/basic` (product-flows sections 2, 4, 5): each answer reveals the next; changing
 * smoking resets the 12-month answer, changing citizenship resets the province.
 */
export function LifeQuoteBasicForm({ product, coverageAmount }: BasicFormProps) {
  const navigate = useNavigate();
  const saved = loadLifeQuote(product)?.request;
  const [gender, setGender] = useState<Gender | ''>(saved?.gender ?? '');
  const savedParts = saved ? saved.birthDate.split('-') : ['', '', ''];
  const [day, setDay] = useState(saved ? String(Number(savedParts[2])) : '');
  const [month, setMonth] = useState(saved ? String(Number(savedParts[1])) : '');
  const [year, setYear] = useState(saved ? (savedParts[0] ?? '') : '');
  const [smoke, setSmoke] = useState<YesNo>(saved ? (saved.smoke ? 'yes' : 'no') : '');
  const [recent, setRecent] = useState<YesNo>(
    saved?.smokedInLast12Months === undefined ? '' : saved.smokedInLast12Months ? 'yes' : 'no',
  );
  const [citizen, setCitizen] = useState<YesNo>(saved ? (saved.citizen ? 'yes' : 'no') : '');
  const [province, setProvince] = useState<string>(saved?.province ?? '');

  const rule = {
    today: todayInZone(new Date()),
    kind: product === 'kids-life' ? 'kids' : 'standard',
  } as const;
  const dateTyped = day !== '' && month !== '' && year.length === 4;
  const date = dateTyped ? birthDateFromParts({ day, month, year }, rule) : null;
  const dateOk = date?.ok === true;
  const smokingAnswered = smoke === 'no' || (smoke === 'yes' && recent !== '');
  const served = province !== '' && isServedProvince(province);
  const title = LIFE_PRODUCT_NAMES[product];

  const next = () => {
    if (!date?.ok) return;
    const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product].map((c) => c / 100);
    const coverage =
      coverageAmount !== undefined && amounts.includes(coverageAmount)
        ? coverageAmount
        : (saved?.coverage ?? amounts[0]);
    const request = lifeQuoteRequestSchema.parse({
      birthDate: date.date,
      gender,
      smoke: smoke === 'yes',
      ...(smoke === 'yes' ? { smokedInLast12Months: recent === 'yes' } : {}),
      citizen: true,
      province,
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
      <Title order={1} size="h2" c="navy.8">
        {title} quote: about {product === 'kids-life' ? 'your child' : 'you'}
      </Title>
      <Text mt="xs">A few questions and you will see what your coverage may cost.</Text>

      <Radio.Group
        className={classes.question}
        label={product === 'kids-life' ? "Child's gender" : 'Gender'}
        value={gender}
        onChange={(value) => setGender(value as Gender)}
      >
        <Group mt="xs">
          {GENDER_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Radio.Group>

      {gender !== '' && (
        <fieldset className={classes.question} style={{ border: 'none', padding: 0, marginInline: 0 }}>
          <legend>
            <Text fw={500} size="sm">
              Date of birth
            </Text>
          </legend>
          <div className={`${classes.dateRow} ${classes.question}`} style={{ marginTop: 4 }}>
            <TextInput
              label="Day"
              inputMode="numeric"
              maxLength={2}
              placeholder="DD"
              value={day}
              onChange={(e) => setDay(e.currentTarget.value)}
            />
            <TextInput
              label="Month"
              inputMode="numeric"
              maxLength={2}
              placeholder="MM"
              value={month}
              onChange={(e) => setMonth(e.currentTarget.value)}
            />
            <TextInput
              label="Year"
              inputMode="numeric"
              maxLength={4}
              placeholder="YYYY"
              value={year}
              onChange={(e) => setYear(e.currentTarget.value)}
            />
          </div>
          {date !== null && !date.ok && (
            <Text className={classes.notice} role="alert">
              {date.message}
            </Text>
          )}
        </fieldset>
      )}

      {gender !== '' && dateOk && (
        <Radio.Group
          className={classes.question}
          label={product === 'kids-life' ? 'Does your child smoke?' : 'Do you smoke?'}
          value={smoke}
          onChange={(value) => {
            setSmoke(value as YesNo);
            setRecent('');
          }}
        >
          <Group mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      )}

      {gender !== '' && dateOk && smoke === 'yes' && (
        <Radio.Group
          className={classes.question}
          label="Have you smoked within the past 12 months?"
          value={recent}
          onChange={(value) => setRecent(value as YesNo)}
        >
          <Group mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      )}

      {gender !== '' && dateOk && smokingAnswered && (
        <Radio.Group
          className={classes.question}
          label="Are you a Canadian citizen or permanent resident?"
          value={citizen}
          onChange={(value) => {
            setCitizen(value as YesNo);
            setProvince('');
          }}
        >
          <Group mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      )}

      {gender !== '' && dateOk && smokingAnswered && citizen === 'no' && (
        <Text className={classes.notice} role="alert">
          {NON_RESIDENT_QUOTE_MESSAGE}
        </Text>
      )}

      {gender !== '' && dateOk && smokingAnswered && citizen === 'yes' && (
        <NativeSelect
          className={classes.question}
          label="Province"
          value={province}
          onChange={(e) => setProvince(e.currentTarget.value)}
          data={[
            { value: '', label: PROVINCE_PLACEHOLDER },
            ...PROVINCES.map((p) => ({ value: p.code, label: p.name })),
          ]}
          maw={360}
          error={province !== '' && !served ? PROVINCE_NOT_SERVED_MESSAGE : undefined}
        />
      )}

      {gender !== '' && dateOk && smokingAnswered && citizen === 'yes' && served && (
        <Button mt="xl" color="navy.8" onClick={next}>
          Next
        </Button>
      )}
    </div>
  );
}
