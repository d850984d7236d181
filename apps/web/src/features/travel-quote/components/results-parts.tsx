// Pieces shared by the travel results pages: the sample-rates line (N8), the Start Application
// versus Buy Now note, the comparison query and the no-data picture (the compare tray is common:
// components/compare-tray.tsx).

import { SelectField } from '#src/components/ui/form-fields.tsx';
import type { ComparePick } from '#src/components/compare-tray.tsx';
import { FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { SAMPLE_RATES_NOTICE } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { FIRST_SLICE } from '#src/lib/use-first-rows-first.ts';
import { QuoteSummary } from '#src/components/ui/quote-summary.tsx';
import { EmptyState, Toolbar } from '#src/components/ui/design-parts.tsx';
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
  if (!show) return reserve ? <p className={`${classes.sampleLine} ${classes.sampleSlot}`} /> : null;
  return (
    <p
      data-testid="sample-rates"
      className={reserve ? `${classes.sampleLine} ${classes.sampleSlot}` : classes.sampleLine}
    >
      {SAMPLE_RATES_NOTICE}
    </p>
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
      <div className={classes.resultsColumn}>
        <QuoteSummary title="Your trip" words="" editTo={travelPath(product, 'quote-basic')} />
        <Toolbar align="end">
          <SampleRatesNotice show={false} reserve />
          <SortControl value="premium" onChange={() => undefined} />
        </Toolbar>
        <QuoteRowSkeletons />
      </div>
    </div>
  );
}

/** Start Application or Buy Now, folded to one line under the list (fewer screens to scroll). */
export function ApplicationNote() {
  return (
    <details className={classes.note}>
      <summary>Start Application or Buy Now?</summary>
      <p className={classes.noteText}>
        <strong>Start Application</strong>: answer a short questionnaire; we submit the application for you
        and call you to finalise it. <strong>Buy Now</strong>: go to the insurer&apos;s own site, complete the
        application there and receive the policy from the insurer directly.
      </p>
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

/** An empty list: the no-data picture and what to try (product-flows section 2). */
export function NoQuotes() {
  return (
    <div role="status">
      <EmptyState title="No plans match these answers" pictureLabel="No data">
        Try another coverage, deductible or date range, or call us and an advisor will look for you.
      </EmptyState>
    </div>
  );
}
