// Results of visitors to Canada, super visa, new immigrants and foreign workers (product-flows
// sections 2 and 4): filters, the deductible rule (GMS always kept, N7), sort, compare tray.

import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Group, Paper, Stack, Title } from '@mantine/core';
import { GENERAL_AGE_OPTIONS } from '@brokerage/shared/catalogue/options';
import { addDays, inclusiveDays, isCivilDate } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import {
  SUPERVISA_COVERAGE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type { VisitorQuoteRequest } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { filterByDeductible } from '@brokerage/shared/travel-quote/travel-pricing';
import { TRAVEL_PRODUCTS } from '@brokerage/shared/travel-quote/travel-products';
import type { VisitorProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { countSet, FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { useQuotes } from '#src/lib/quote-api.ts';
import { DateField, NumberSelect, YesNoRadios } from '#src/components/form-fields.tsx';
import { QuoteRow } from './quote-row.tsx';
import {
  ApplicationNote,
  NoQuotes,
  QuoteRowSkeletons,
  SampleRatesNotice,
  SortControl,
  sortRows,
  type SortKey,
} from './results-parts.tsx';
import { CompareTray, toggleCompare, type ComparePick } from '#src/components/compare-tray.tsx';
import { useFirstRowsFirst } from '#src/lib/use-first-rows-first.ts';
import { StopSlider } from './stop-slider.tsx';
import classes from './travel-quote.module.css';

const dollars = (d: number) => formatCad(d * 100, { omitZeroCents: true });

/** The deductible filter on rows in dollars (product-flows section 4, N7). */
export function visibleByDeductible(
  rows: readonly TravelQuoteRow[],
  chosen: number | null,
): TravelQuoteRow[] {
  const withCents = rows.map((row) => ({
    row,
    insurerCode: row.insurerCode,
    deductibleCents: row.deductibleAmount === null ? null : dollarsToCents(row.deductibleAmount),
  }));
  return filterByDeductible(withCents, chosen === null ? null : dollarsToCents(chosen)).map((r) => r.row);
}

export interface VisitorResultsProps {
  product: VisitorProductSlug;
  request: VisitorQuoteRequest;
  today: CivilDate;
  onRequestChange: (request: VisitorQuoteRequest) => void;
  onStartApplication: (
    request: VisitorQuoteRequest,
    row: TravelQuoteRow,
    quoteId: string | undefined,
  ) => void;
  onCompare: (picks: ComparePick[]) => void;
}

export function VisitorResults({
  product,
  request,
  today,
  onRequestChange,
  onStartApplication,
  onCompare,
}: VisitorResultsProps) {
  const [draft, setDraft] = useState<VisitorQuoteRequest>(request);
  const [deductible, setDeductible] = useState<number | null>(request.deductible ?? null);
  const [sort, setSort] = useState<SortKey>('premium');
  const [picks, setPicks] = useState<ComparePick[]>([]);
  const schema = useMemo(() => visitorQuoteRequestSchema(product, { today }), [product, today]);
  const check = schema.safeParse(draft);
  // The answer renders in a transition, which React splits into short tasks, not in the query's
  // synchronous update (Total Blocking Time, ADR 0085).
  const query = useQuotes('travel', product, check.success ? request : null);
  const quotes = { data: useDeferredValue(query.data), isPending: useDeferredValue(query.isPending) };
  const isSupervisa = product === 'supervisa';

  // Any filter change clears the compare list, re-requests and scrolls to the top (product-flows section 4).
  function change(patch: Partial<VisitorQuoteRequest>) {
    const next: VisitorQuoteRequest = { ...draft, ...patch };
    if (isSupervisa && patch.startDate && isCivilDate(patch.startDate))
      next.endDate = supervisaEndDate(patch.startDate);
    if (isCivilDate(next.startDate) && isCivilDate(next.endDate) && next.endDate >= next.startDate) {
      next.numberOfDays = isSupervisa ? null : inclusiveDays(next.startDate, next.endDate);
    }
    setDraft(next);
    setPicks([]);
    if (schema.safeParse(next).success) onRequestChange(next);
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  }

  const rows = quotes.data ? sortRows(visibleByDeductible(quotes.data.quotes, deductible), sort) : [];
  // The first screenful first, the rest in a later task (ADR 0085).
  const shownRows = useFirstRowsFirst(rows);
  const showPerson2 = draft.quoteFor !== 'single';
  const coverageStops = isSupervisa ? SUPERVISA_COVERAGE_DOLLARS : VISITOR_COVERAGE_DOLLARS;
  // A cleared start date has its own message; no range is computed from it.
  const maxEnd = isCivilDate(draft.startDate)
    ? addDays(draft.startDate, TRAVEL_PRODUCTS[product].maxTripDays - 1)
    : undefined;

  return (
    <div className={classes.layout}>
      <FiltersDisclosure
        activeCount={countSet([
          draft.coverage,
          deductible,
          draft.person1Age,
          showPerson2 ? draft.person2Age : null,
          draft.startDate,
          draft.preExistingPerson1,
          showPerson2 ? draft.preExistingPerson2 : null,
        ])}
      >
        <Paper withBorder p="md" component="aside" aria-label="Filters">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Filters
            </Title>
            <StopSlider
              label="Coverage"
              stops={coverageStops}
              value={draft.coverage}
              format={dollars}
              onChangeEnd={(v) => change({ coverage: v })}
            />
            <StopSlider
              label="Deductible"
              stops={quotes.data?.deductibles ?? []}
              value={deductible ?? quotes.data?.deductibles[0] ?? null}
              format={dollars}
              onChangeEnd={(v) => {
                setDeductible(v);
                setPicks([]);
              }}
            />
            <NumberSelect
              label={draft.quoteFor === 'family' ? 'Age of the oldest family member' : 'Person 1 age'}
              options={GENERAL_AGE_OPTIONS}
              value={draft.person1Age}
              onChange={(v) => v !== undefined && change({ person1Age: v })}
            />
            {showPerson2 && (
              <NumberSelect
                label="Person 2 age"
                options={GENERAL_AGE_OPTIONS}
                value={draft.person2Age}
                onChange={(v) => change({ person2Age: v ?? null })}
              />
            )}
            <DateField
              label="Start date"
              min={today}
              max={isSupervisa ? undefined : draft.endDate}
              value={draft.startDate}
              onChange={(v) => v && change({ startDate: v })}
            />
            <DateField
              label="End date"
              min={draft.startDate}
              max={isSupervisa ? undefined : maxEnd}
              readOnly={isSupervisa}
              value={draft.endDate}
              onChange={(v) => v && change({ endDate: v })}
            />
            <YesNoRadios
              label="Pre-existing condition cover, person 1"
              value={draft.preExistingPerson1}
              onChange={(v) => v && change({ preExistingPerson1: v })}
            />
            {showPerson2 && (
              <YesNoRadios
                label="Pre-existing condition cover, person 2"
                value={draft.preExistingPerson2 ?? undefined}
                onChange={(v) => v && change({ preExistingPerson2: v })}
              />
            )}
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
          {/* Its line is kept while the quotes load, so nothing below it moves (ADR 0085). */}
          <SampleRatesNotice show={quotes.data?.isSampleRates} reserve />
          <SortControl value={sort} onChange={setSort} />
        </Group>
        {quotes.isPending && check.success ? (
          <QuoteRowSkeletons />
        ) : rows.length === 0 ? (
          <NoQuotes />
        ) : (
          <ul className={classes.list} aria-label="Quotes">
            {shownRows.map((row) => {
              const checked = picks.some((p) => p.plan === row.policyName && p.company === row.company);
              return (
                <QuoteRow
                  key={`${row.planCode}-${row.deductibleAmount ?? 'none'}`}
                  row={row}
                  summary={quotes.data?.summary[row.policyName]}
                  compare={{
                    checked,
                    disabled: !checked && picks.length >= 3,
                    onToggle: () => setPicks((list) => toggleCompare(list, row)),
                  }}
                  onStartApplication={() => onStartApplication(draft, row, quotes.data?.quoteId)}
                />
              );
            })}
          </ul>
        )}
        {/* After the list: on a phone the first quote row comes first. */}
        <ApplicationNote />
        <CompareTray picks={picks} onClear={() => setPicks([])} onCompare={() => onCompare(picks)} />
      </Stack>
    </div>
  );
}
