// Pieces shared by the travel results pages: the sample-rates line (N8), the Start Application
// versus Buy Now note, the comparison query and the no-data picture (the compare tray is common:
// components/compare-tray.tsx).

import { Group, Stack, Text } from '@mantine/core';
import { SelectField } from '#src/components/ui/form-fields.tsx';
import type { ComparePick } from '#src/components/compare-tray.tsx';
import { FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { SAMPLE_RATES_NOTICE } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { FIRST_SLICE } from '#src/lib/use-first-rows-first.ts';
import { QuoteSummary } from '#src/components/ui/quote-summary.tsx';
import resultClasses from '#src/components/ui/result-card.module.css';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { travelPath } from '../travel-paths.ts';
import { firstPremium } from './travel-result-card.tsx';
import classes from './travel-quote.module.css';
import { compareNames } from '@brokerage/shared/text/compare-names';

/** `reserve`: the line keeps its space while `show` is unknown or false (results pages, ADR 0085). */
export function SampleRatesNotice({
  show,
  reserve = false,
}: {
  show: boolean | undefined;
  reserve?: boolean;
}) {
  if (!show) return reserve ? <Text size="sm" className={classes.sampleSlot} /> : null;
  return (
    <Text
      size="sm"
      c="dimmed"
      data-testid="sample-rates"
      className={reserve ? classes.sampleSlot : undefined}
    >
      {SAMPLE_RATES_NOTICE}
    </Text>
  );
}

/**
 * The space of the first quote rows, before the quotes arrive: in the prerendered results frame and
 * while the quotes load after hydration (ADR 0085).
 */
export function QuoteRowSkeletons({ count = FIRST_SLICE }: { count?: number }) {
  return (
    <div className={resultClasses.list} role="status" aria-label="Loading quotes">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.skeletonRow} />
      ))}
    </div>
  );
}

/**
 * The visitor results' frame without a saved request (prerendered, ADR 0085): the folded
 * Filters button, the trip summary's space, the sample-rates line's space, the sort control and the
 * first rows' space, laid
 * out as VisitorResults lays out its own while the quotes load.
 */
export function VisitorResultsFrame({ product }: { product: TravelProductSlug }) {
  return (
    <div className={classes.layout}>
      <FiltersDisclosure activeCount={null} />
      <Stack gap="md">
        <QuoteSummary title="Your trip" words="" editTo={travelPath(product, 'quote-basic')} />
        <Group justify="space-between" align="end">
          <SampleRatesNotice show={false} reserve />
          <SortControl value="premium" onChange={() => undefined} />
        </Group>
        <QuoteRowSkeletons />
      </Stack>
    </div>
  );
}

/** Start Application or Buy Now, folded to one line under the list (fewer screens to scroll). */
export function ApplicationNote() {
  return (
    <details className={classes.note}>
      <summary>Start Application or Buy Now?</summary>
      <Text size="sm" mt="xs">
        <strong>Start Application</strong>: answer a short questionnaire; we submit the application for you
        and call you to finalise it. <strong>Buy Now</strong>: go to the insurer&apos;s own site, complete the
        application there and receive the policy from the insurer directly.
      </Text>
    </details>
  );
}

/** Query string of the comparison route: plan1, company1, plan2, company2, plan3, company3. */
export function comparisonSearch(picks: readonly ComparePick[]): string {
  const params = new URLSearchParams();
  picks.forEach((p, i) => {
    params.set(`plan${i + 1}`, p.plan);
    params.set(`company${i + 1}`, p.company);
  });
  return params.toString();
}

export type SortKey = 'premium' | 'company';

export function sortRows(rows: readonly TravelQuoteRow[], key: SortKey): TravelQuoteRow[] {
  return [...rows].sort((a, b) =>
    key === 'premium'
      ? firstPremium(a) - firstPremium(b) || compareNames(a.company, b.company)
      : compareNames(a.company, b.company) || firstPremium(a) - firstPremium(b),
  );
}

export function SortControl({ value, onChange }: { value: SortKey; onChange: (key: SortKey) => void }) {
  return (
    <SelectField
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as SortKey)}
      options={[
        { value: 'premium', label: 'Premium: lowest first' },
        { value: 'company', label: 'Company: A to Z' },
      ]}
      className={classes.sortControl}
    />
  );
}

/** The no-data picture of an empty list (product-flows section 2). */
export function NoQuotes() {
  return (
    <div role="status" style={{ textAlign: 'center', padding: '2rem 0' }}>
      <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-labelledby="no-quotes-title">
        <title id="no-quotes-title">No data</title>
        <rect x="30" y="20" width="100" height="80" rx="8" fill="#e9eef3" stroke="#7d8893" />
        <line x1="45" y1="45" x2="115" y2="45" stroke="#7d8893" strokeWidth="4" strokeLinecap="round" />
        <line x1="45" y1="62" x2="100" y2="62" stroke="#a5b0bb" strokeWidth="4" strokeLinecap="round" />
        <line x1="45" y1="79" x2="85" y2="79" stroke="#a5b0bb" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Text mt="sm">No plans match these answers. Try another coverage, deductible or date range.</Text>
    </div>
  );
}
