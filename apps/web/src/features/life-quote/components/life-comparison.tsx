// Life plans side by side: 2 or 3 plans picked on the results, on the shared side-by-side table
// (ADR 0119): each plan's header with its insurer, premium, term and Start Application. The plans, coverage, payment period and
// duration live in the URL, so a reload (or the link) shows the same comparison; the person's
// answers come from the saved quote, never from the URL (a birth date does not belong in links).

import { Button, Group, Loader, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import {
  COMPARE_MAX_PLANS,
  COMPARE_MIN_PLANS,
  LIFE_PAYMENT_PERIODS,
  PREMIUM_PAYMENT_DURATION_OPTIONS,
} from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug, PremiumPaymentDuration } from '@brokerage/shared/catalogue/options';
import { monthlyPremiumCents } from '@brokerage/shared/life-quote/life-pricing';
import { LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeDetailQuote, LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import { SAMPLE_RATES_NOTICE } from '@brokerage/shared/life-quote/life-rates';
import { planDetailRows } from '@brokerage/shared/life-quote/plan-details';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import {
  ComparedPlanAction,
  PlanComparison,
  type ComparedPlan,
  type ComparedRow,
} from '#src/components/ui/plan-comparison.tsx';
import { useQuotes } from '#src/lib/quote-api.ts';
import { loadLifeQuote } from '../life-quote-storage.ts';
import { useStartLifeApplication } from '../start-life-application.ts';
import classes from './life-quote.module.css';

export interface LifeComparisonQuery {
  planCodes: string[];
  coverage: number;
  paymentPeriod: number;
  premiumPaymentDuration: PremiumPaymentDuration;
}

/** The comparison's query string: `plans` (plan codes, comma separated), `coverage`, `period`, `duration`. */
export function lifeComparisonSearch(
  planCodes: readonly string[],
  request: Pick<LifeQuoteRequest, 'coverage' | 'paymentPeriod' | 'premiumPaymentDuration'>,
): string {
  return new URLSearchParams({
    plans: planCodes.join(','),
    coverage: String(request.coverage),
    period: String(request.paymentPeriod),
    duration: request.premiumPaymentDuration,
  }).toString();
}

/** The query of a comparison URL, or null when it does not name 2 or 3 plans and a valid quote. */
export function lifeComparisonOf(
  product: LifeQuoteSlug,
  params: URLSearchParams,
): LifeComparisonQuery | null {
  const planCodes = [...new Set((params.get('plans') ?? '').split(',').filter((c) => c.trim() !== ''))];
  const coverage = Number(params.get('coverage'));
  const paymentPeriod = Number(params.get('period'));
  const duration = PREMIUM_PAYMENT_DURATION_OPTIONS.find((o) => o.value === params.get('duration'))?.value;
  if (planCodes.length < COMPARE_MIN_PLANS || planCodes.length > COMPARE_MAX_PLANS) return null;
  if (!Number.isFinite(coverage) || coverage <= 0 || duration === undefined) return null;
  if (LIFE_PAYMENT_PERIODS[product][paymentPeriod] === undefined) return null;
  return { planCodes, coverage, paymentPeriod, premiumPaymentDuration: duration };
}

const cad = (cents: number) => formatCad(cents);

interface LifeComparisonProps {
  product: LifeQuoteSlug;
  query: LifeComparisonQuery;
  signedIn: boolean;
}

export function LifeComparison({ product, query, signedIn }: LifeComparisonProps) {
  const saved = loadLifeQuote(product);
  // Priced annually: the monthly premium is the annual x 0.09 (N11), so both rows are exact.
  const request: LifeQuoteRequest | null = saved
    ? {
        ...saved.request,
        coverage: query.coverage,
        paymentPeriod: query.paymentPeriod,
        premiumPaymentDuration: 'annually',
      }
    : null;
  const quotes = useQuotes('life', product, request);
  const start = useStartLifeApplication(product, signedIn);
  const name = LIFE_PRODUCT_NAMES[product];
  if (request === null) return <Navigate to={`/${product}/quote/basic`} replace />;

  const plans = query.planCodes
    .map((code) => quotes.data?.quotes.find((q) => q.planCode === code))
    .filter((q): q is LifeDetailQuote => q !== undefined);
  const term = LIFE_PAYMENT_PERIODS[product][query.paymentPeriod]?.label ?? '';
  const annualCents = (plan: LifeDetailQuote) => dollarsToCents(plan.premiumAmount);
  const chosenPremium = (plan: LifeDetailQuote) =>
    query.premiumPaymentDuration === 'monthly'
      ? monthlyPremiumCents(annualCents(plan)) / 100
      : plan.premiumAmount;
  const coverage = formatCad(dollarsToCents(query.coverage), { omitZeroCents: true });
  const monthly = query.premiumPaymentDuration === 'monthly';
  // The header names the insurer, the chosen premium and the term; the rows hold what may differ.
  const rows: ComparedRow[] = [
    { label: 'Premium (monthly)', values: plans.map((p) => cad(monthlyPremiumCents(annualCents(p)))) },
    { label: 'Premium (annual)', values: plans.map((p) => cad(annualCents(p))) },
    { label: 'Coverage', values: plans.map(() => coverage) },
    ...planDetailRows(undefined).map((row, i) => ({
      label: row.label,
      values: plans.map((p) => planDetailRows(p.details)[i]?.value ?? ''),
    })),
  ];
  const compared: ComparedPlan[] = plans.map((plan) => ({
    key: plan.planCode,
    name: plan.policyName,
    insurer: plan.company,
    price: cad(monthly ? monthlyPremiumCents(annualCents(plan)) : annualCents(plan)),
    priceNote: monthly ? 'a month' : 'a year',
    facts: [{ label: 'Term', value: term }],
    action: (
      <ComparedPlanAction
        label="Start Application"
        ariaLabel={`Start Application: ${plan.company} ${plan.policyName}`}
        onClick={() =>
          start(
            { ...request, premiumPaymentDuration: query.premiumPaymentDuration },
            { ...plan, premiumAmount: chosenPremium(plan), quoteId: quotes.data?.quoteId },
          )
        }
      />
    ),
  }));

  return (
    <div className="page">
      <Title order={1} c="navy.8">
        Compare {name} plans
      </Title>
      {quotes.data?.sampleRates && <Text className={classes.sample}>{SAMPLE_RATES_NOTICE}</Text>}
      <Group my="md">
        <Button component={Link} to={`/${product}/available-quotes`} variant="outline">
          Back to all plans
        </Button>
      </Group>
      {quotes.isPending ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label="Loading the comparison" />
        </Group>
      ) : plans.length < COMPARE_MIN_PLANS ? (
        <Text role="alert">
          These plans are not offered for your answers any more. Go back to all plans to pick others.
        </Text>
      ) : (
        <PlanComparison
          caption={`${name} plans side by side: ${coverage}, ${term}`}
          label="Plans side by side"
          firstColumn="Plan"
          plans={compared}
          rows={rows}
        />
      )}
    </div>
  );
}
