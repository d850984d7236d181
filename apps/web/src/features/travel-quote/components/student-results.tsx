// Results of international and Canadian students: a full-width list with compare, Start
// Application, Buy Now and plan information (product-flows section 2).

import { useState } from 'react';
import { Group, Loader, Stack } from '@mantine/core';
import type { StudentQuoteRequest } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { StudentProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { useQuotes } from '#src/lib/quote-api.ts';
import { QuoteRow } from './quote-row.tsx';
import {
  ApplicationNote,
  NoQuotes,
  SampleRatesNotice,
  SortControl,
  sortRows,
  type SortKey,
} from './results-parts.tsx';
import { CompareTray, toggleCompare, type ComparePick } from '#src/components/compare-tray.tsx';
import classes from './travel-quote.module.css';

export interface StudentResultsProps {
  product: StudentProductSlug;
  request: StudentQuoteRequest;
  onStartApplication: (row: TravelQuoteRow, quoteId: string | undefined) => void;
  onCompare: (picks: ComparePick[]) => void;
}

export function StudentResults({ product, request, onStartApplication, onCompare }: StudentResultsProps) {
  const quotes = useQuotes('travel', product, request);
  const [sort, setSort] = useState<SortKey>('premium');
  const [picks, setPicks] = useState<ComparePick[]>([]);
  const rows = quotes.data ? sortRows(quotes.data.quotes, sort) : [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <SampleRatesNotice show={quotes.data?.isSampleRates} />
        <SortControl value={sort} onChange={setSort} />
      </Group>
      {quotes.isPending ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label="Loading quotes" />
        </Group>
      ) : rows.length === 0 ? (
        <NoQuotes />
      ) : (
        <ul className={classes.list} aria-label="Quotes">
          {rows.map((row) => {
            const checked = picks.some((p) => p.plan === row.policyName && p.company === row.company);
            return (
              <QuoteRow
                key={row.planCode}
                row={row}
                summary={quotes.data?.summary[row.policyName]}
                compare={{
                  checked,
                  disabled: !checked && picks.length >= 3,
                  onToggle: () => setPicks((l) => toggleCompare(l, row)),
                }}
                onStartApplication={() => onStartApplication(row, quotes.data?.quoteId)}
              />
            );
          })}
        </ul>
      )}
      {/* After the list: on a phone the first quote row comes first. */}
      <ApplicationNote />
      <CompareTray picks={picks} onClear={() => setPicks([])} onCompare={() => onCompare(picks)} />
    </Stack>
  );
}
