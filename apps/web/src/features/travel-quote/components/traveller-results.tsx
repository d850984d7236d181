// Results of Canadian travellers and snowbirds (product-flows sections 2 and 5): deductible slider
// (local filter, GMS kept), age, smoking, dates, the eligibility note; 60 and over get the medical
// questionnaire or the eligibility-criteria popup instead of Start Application.

import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  GENERAL_AGE_OPTIONS,
  MEDICAL_QUESTIONNAIRE_MIN_AGE,
  SNOWBIRD_AGE_OPTIONS,
} from '@brokerage/shared/catalogue/options';
import { COMPANY } from '@brokerage/shared/company/company-info';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import { travellerQuoteRequestSchema } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravellerQuoteRequest } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravellerProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { PLAN_OPTION_LABELS, rowsOfPlanOption } from '@brokerage/shared/travel-quote/plan-eligibility';
import type { PlanOption } from '@brokerage/shared/travel-quote/plan-eligibility';
import { useQuotes } from '#src/lib/quote-api.ts';
import { DateField, NumberSelect, TextSelect, YesNoRadios } from '#src/components/form-fields.tsx';
import { QuoteRow } from './quote-row.tsx';
import { countSet, FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { NoQuotes, SampleRatesNotice, SortControl, sortRows, type SortKey } from './results-parts.tsx';
import { StopSlider } from './stop-slider.tsx';
import classes from './travel-quote.module.css';
import { visibleByDeductible } from './visitor-results.tsx';

const dollars = (d: number) => formatCad(d * 100, { omitZeroCents: true });

/**
 * Travel eligibility criteria (product-flows section 5) that hold for every plan; ages, trip
 * lengths and destinations are each plan's own, written from its data (ADR 0115).
 */
export const ELIGIBILITY_CRITERIA = [
  'You are a Canadian resident covered by your government health insurance plan for the whole trip.',
  'You are insured for the full length of your trip.',
  'You are not travelling against the advice of a physician.',
  'You have not been diagnosed with a terminal illness.',
  'You have no new or undiagnosed symptoms.',
  'You are not travelling to get treatment outside your home province.',
  'You have not used home oxygen in the 12 months before departure.',
];
export const ELIGIBILITY_60_TO_80 = [
  'No congestive heart failure.',
  'No unrepaired aneurysm of 4.5 cm or more.',
  'No help needed with the activities of daily living.',
];
export const ELIGIBILITY_COVID_66_TO_80 = [
  'No medical condition that was not stable in the 365 days before departure.',
  'No diagnosis of, or pending tests for, COPD or emphysema.',
];

/** Why a plan without an online questionnaire goes through us (shown on its row). */
export const NO_QUESTIONNAIRE_REASON =
  'This insurer has no medical questionnaire online: apply through us and an advisor checks your eligibility with you by phone.';

export interface TravellerResultsProps {
  product: TravellerProductSlug;
  request: TravellerQuoteRequest;
  today: CivilDate;
  onRequestChange: (request: TravellerQuoteRequest) => void;
  onStartApplication: (
    request: TravellerQuoteRequest,
    row: TravelQuoteRow,
    quoteId: string | undefined,
  ) => void;
}

export function TravellerResults({
  product,
  request,
  today,
  onRequestChange,
  onStartApplication,
}: TravellerResultsProps) {
  const [draft, setDraft] = useState(request);
  const [deductible, setDeductible] = useState<number | null>(request.deductible ?? null);
  const [sort, setSort] = useState<SortKey>('premium');
  // The spec's plan options (Medical Emergency, All Inclusive), filtered here like the deductible.
  const [planOption, setPlanOption] = useState<PlanOption | null>(null);
  const [questionnaire, setQuestionnaire] = useState<TravelQuoteRow | null>(null);
  // The plan whose eligibility criteria are shown.
  const [criteria, setCriteria] = useState<TravelQuoteRow | null>(null);
  const schema = useMemo(() => travellerQuoteRequestSchema(product, { today }), [product, today]);
  const check = schema.safeParse(draft);
  const quotes = useQuotes('travel', product, check.success ? request : null);

  function change(patch: Partial<TravellerQuoteRequest>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (schema.safeParse(next).success) onRequestChange(next);
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  }

  const rows = quotes.data
    ? sortRows(
        rowsOfPlanOption(
          visibleByDeductible(quotes.data.quotes, deductible),
          quotes.data.summary,
          planOption,
        ),
        sort,
      )
    : [];
  const planOptions = (quotes.data?.planOptions ?? []).map((value) => ({
    value,
    label: PLAN_OPTION_LABELS[value],
  }));
  const isSenior = draft.age >= MEDICAL_QUESTIONNAIRE_MIN_AGE;

  return (
    <div className={classes.layout}>
      <FiltersDisclosure
        activeCount={countSet([deductible, planOption, draft.age, draft.smoke, draft.startDate])}
      >
        <Paper withBorder p="md" component="aside" aria-label="Filters">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Filters
            </Title>
            <StopSlider
              label="Deductible"
              stops={quotes.data?.deductibles ?? []}
              value={deductible ?? quotes.data?.deductibles[0] ?? null}
              format={dollars}
              onChangeEnd={setDeductible}
            />
            {planOptions.length > 1 && (
              <TextSelect
                label="Plan"
                placeholder="All plans"
                options={planOptions}
                value={planOption}
                onChange={(v) => setPlanOption(planOptions.find((o) => o.value === v)?.value ?? null)}
              />
            )}
            <NumberSelect
              label="Age"
              options={product === 'canadian-snowbirds' ? SNOWBIRD_AGE_OPTIONS : GENERAL_AGE_OPTIONS}
              value={draft.age}
              onChange={(v) => v !== undefined && change({ age: v })}
            />
            <YesNoRadios
              label="Smoked in past years?"
              value={draft.smoke}
              onChange={(v) => v && change({ smoke: v })}
            />
            <DateField
              label="Start date"
              min={today}
              max={draft.endDate}
              value={draft.startDate}
              onChange={(v) => v && change({ startDate: v })}
            />
            <DateField
              label="End date"
              min={draft.startDate}
              value={draft.endDate}
              onChange={(v) => v && change({ endDate: v })}
            />
            {!check.success && (
              <Alert color="red" role="alert">
                {check.error.issues[0]?.message}
              </Alert>
            )}
          </Stack>
        </Paper>
      </FiltersDisclosure>
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <SampleRatesNotice show={quotes.data?.isSampleRates} />
          <SortControl value={sort} onChange={setSort} />
        </Group>
        <Alert variant="light" color="navy">
          You are eligible for any of the rates shown based on your answers to the medical questionnaire.
        </Alert>
        {quotes.isPending && check.success ? (
          <Group justify="center" p="xl">
            <Loader role="status" aria-label="Loading quotes" />
          </Group>
        ) : rows.length === 0 ? (
          <NoQuotes />
        ) : (
          <ul className={classes.list} aria-label="Quotes">
            {rows.map((row) => (
              <QuoteRow
                key={`${row.planCode}-${row.deductibleAmount ?? 'none'}`}
                row={row}
                summary={quotes.data?.summary[row.policyName]}
                onStartApplication={() => onStartApplication(draft, row, quotes.data?.quoteId)}
                primaryAction={
                  isSenior ? (
                    row.questionnaireLink ? (
                      <Button color="maple.4" onClick={() => setQuestionnaire(row)}>
                        Download Medical Questionnaire
                      </Button>
                    ) : (
                      // No questionnaire online: the way forward is applying through us or a call,
                      // and the row says why (no dead end for 60 and over).
                      <Stack gap={4}>
                        <Button
                          color="maple.4"
                          onClick={() => onStartApplication(draft, row, quotes.data?.quoteId)}
                        >
                          Apply through us
                          <VisuallyHidden component="span"> for {row.policyName}</VisuallyHidden>
                        </Button>
                        <Text size="xs">{NO_QUESTIONNAIRE_REASON}</Text>
                        <Anchor size="xs" href={COMPANY.phoneHref}>
                          Or call us at {COMPANY.phone}
                        </Anchor>
                        <Button variant="subtle" size="compact-sm" onClick={() => setCriteria(row)}>
                          Eligibility Criteria
                          <VisuallyHidden component="span"> of {row.policyName}</VisuallyHidden>
                        </Button>
                      </Stack>
                    )
                  ) : undefined
                }
              />
            ))}
          </ul>
        )}
      </Stack>
      <Modal
        opened={questionnaire !== null}
        onClose={() => setQuestionnaire(null)}
        title="Medical questionnaire"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>
          Please fill in the medical questionnaire and e-mail it to{' '}
          <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>.
        </Text>
        {questionnaire?.questionnaireLink && (
          <Button
            mt="md"
            component="a"
            href={questionnaire.questionnaireLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            Download the questionnaire
          </Button>
        )}
        {/* The advisor reviews the questionnaire with the application, so the customer can apply now. */}
        <Text mt="md" size="sm">
          Already sent it, or sending it today? Start your application and an advisor will call you.
        </Text>
        <Button
          mt="xs"
          variant="outline"
          onClick={() => {
            const row = questionnaire;
            setQuestionnaire(null);
            if (row) onStartApplication(draft, row, quotes.data?.quoteId);
          }}
        >
          Start Application
        </Button>
      </Modal>
      <Modal
        opened={criteria !== null}
        onClose={() => setCriteria(null)}
        title={`Eligibility criteria: ${criteria?.policyName ?? ''}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        <List spacing="xs" size="sm" aria-label="This plan covers">
          {(criteria === null ? [] : (quotes.data?.summary[criteria.policyName]?.eligibility ?? [])).map(
            (c) => (
              <List.Item key={c}>{c}</List.Item>
            ),
          )}
        </List>
        <Text fw={700} mt="md">
          Every traveller
        </Text>
        <List spacing="xs" size="sm">
          {ELIGIBILITY_CRITERIA.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text fw={700} mt="md">
          Aged {MEDICAL_QUESTIONNAIRE_MIN_AGE} and over
        </Text>
        <List spacing="xs" size="sm">
          {ELIGIBILITY_60_TO_80.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text fw={700} mt="md">
          COVID-19 cover, aged 66 and over
        </Text>
        <List spacing="xs" size="sm">
          {ELIGIBILITY_COVID_66_TO_80.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text size="sm" mt="md">
          Pre-existing conditions are looked at over the 180 days before the effective date. Non-medical:
          maximum cover $250,000 with a valid work or study permit.
        </Text>
      </Modal>
    </div>
  );
}
