// The results of the eight travel products (product-flows sections 2, 4 and 5): the product
// kind's filters (results-questions.ts), the deductible rule (GMS always kept, N7), sort, the
// compare tray where the product has a comparison, and the ways forward of travellers 60 and over.

import { useDeferredValue, useMemo, useState } from 'react';
import { MEDICAL_QUESTIONNAIRE_MIN_AGE } from '@brokerage/shared/catalogue/options';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { filterByDeductible } from '@brokerage/shared/travel-quote/travel-pricing';
import { TRAVEL_PRODUCTS, type TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { countSet, FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { DateField, NumberSelect, TextSelect, YesNoRadios } from '#src/components/form-fields.tsx';
import { PLAN_OPTION_LABELS, rowsOfPlanOption } from '@brokerage/shared/travel-quote/plan-eligibility';
import type { PlanOption } from '@brokerage/shared/travel-quote/plan-eligibility';
import { CompareTray, toggleCompare, type ComparePick } from '#src/components/compare-tray.tsx';
import { useQuotes } from '#src/lib/quote-api.ts';
import { useFirstRowsFirst } from '#src/lib/use-first-rows-first.ts';
import { quoteAnswersInWords } from '@brokerage/shared/accounts/quote-words';
import { QuoteSummary } from '#src/components/ui/quote-summary.tsx';
import { Notice, Toolbar } from '#src/components/ui/design-parts.tsx';
import { bestValueIndex } from '#src/components/ui/result-card.tsx';
import resultClasses from '#src/components/ui/result-card.module.css';
import { travelPath } from '../travel-paths.ts';
import { firstPremium, TravelResultCard } from './travel-result-card.tsx';
import {
  ApplicationNote,
  NoQuotes,
  QuoteRowSkeletons,
  SampleRatesNotice,
  SortControl,
  sortRows,
  type SortKey,
} from './results-parts.tsx';
import { quoteKindOf } from './quote-questions.ts';
import { applyFilter, resultsKindOf, type Draft } from './results-questions.ts';
import { useSeniorActions } from './senior-actions.tsx';
import { StopSlider } from './stop-slider.tsx';
import type { FieldSpec } from './travel-field.tsx';
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

export interface TravelResultsProps<Request extends object> {
  product: TravelProductSlug;
  request: Request;
  today: CivilDate;
  onRequestChange: (request: Request) => void;
  onStartApplication: (request: Request, row: TravelQuoteRow, quoteId: string | undefined) => void;
  onCompare: (picks: ComparePick[]) => void;
}

export function TravelResults<Request extends object>({
  product,
  request,
  today,
  onRequestChange,
  onStartApplication,
  onCompare,
}: TravelResultsProps<Request>) {
  const kind = resultsKindOf(product);
  const { hasComparison } = TRAVEL_PRODUCTS[product];
  const context = useMemo(() => ({ product, today }), [product, today]);
  const [draft, setDraft] = useState<Draft>(request as Draft);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const initialDeductible = (request as Draft).deductible;
  const [deductible, setDeductible] = useState<number | null>(
    typeof initialDeductible === 'number' ? initialDeductible : null,
  );
  const [sort, setSort] = useState<SortKey>('premium');
  // The spec's plan options (Medical Emergency, All Inclusive), filtered here like the deductible.
  const [planOption, setPlanOption] = useState<PlanOption | null>(null);
  const [picks, setPicks] = useState<ComparePick[]>([]);
  const schema = useMemo(() => quoteKindOf(product).schema(context, false), [product, context]);
  const check = schema.safeParse(draft);
  // The answer renders in a transition, which React splits into short tasks, not in the query's
  // synchronous update (Total Blocking Time, ADR 0085).
  const query = useQuotes('travel', product, check.success ? request : null);
  const quotes = { data: useDeferredValue(query.data), isPending: useDeferredValue(query.isPending) };
  const start = (row: TravelQuoteRow) => onStartApplication(draft as Request, row, quotes.data?.quoteId);
  const senior = useSeniorActions(start, (policyName) => quotes.data?.summary[policyName]?.eligibility ?? []);

  // Any filter change clears the compare list, re-requests and scrolls to the top (product-flows section 4).
  function change(patch: Draft) {
    const next = applyFilter(draft, patch, context);
    setDraft(next.draft);
    setAdjusted(next.adjusted);
    setPicks([]);
    if (schema.safeParse(next.draft).success) onRequestChange(next.draft as Request);
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
  // The first screenful first, the rest in a later task (ADR 0085).
  const shownRows = useFirstRowsFirst(rows);
  const best = rows[bestValueIndex(rows.map(firstPremium))];
  const filters = kind.filters(draft, context);
  const coverageStops = kind.coverageStops(product);
  const isSenior = kind.seniorActions && Number(draft.age) >= MEDICAL_QUESTIONNAIRE_MIN_AGE;
  // A draft the schema refuses is said above the list, where it is seen on a phone with the
  // filters folded, never as an empty list.
  const refused = check.success ? null : (check.error.issues[0]?.message ?? null);

  const panel = filters.length > 0 && (
    <FiltersDisclosure
      activeCount={countSet([
        coverageStops ? draft.coverage : null,
        kind.deductibleFilter ? deductible : null,
        planOption,
        ...filters.filter((spec) => spec.name !== 'endDate').map((spec) => draft[spec.name]),
      ])}
    >
      <aside className={classes.filtersPanel} aria-label="Filters">
        <h2 className={classes.filtersTitle}>Filters</h2>
        {coverageStops && (
          <StopSlider
            label="Coverage"
            stops={coverageStops}
            value={typeof draft.coverage === 'number' ? draft.coverage : null}
            format={dollars}
            onChangeEnd={(v) => change({ coverage: v })}
          />
        )}
        {kind.deductibleFilter && (
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
        )}
        {planOptions.length > 1 && (
          <TextSelect
            label="Plan"
            placeholder="All plans"
            options={planOptions}
            value={planOption}
            onChange={(v) => {
              setPlanOption(planOptions.find((o) => o.value === v)?.value ?? null);
              setPicks([]);
            }}
          />
        )}
        {filters.map((spec) => (
          <FilterField key={spec.name} spec={spec} value={draft[spec.name]} onChange={change} />
        ))}
      </aside>
    </FiltersDisclosure>
  );

  return (
    <div className={panel ? classes.layout : undefined}>
      {panel}
      <div className={classes.resultsColumn}>
        <QuoteSummary
          title="Your trip"
          words={quoteAnswersInWords(product, draft)}
          editTo={travelPath(product, 'quote-basic')}
        />
        <Toolbar align="end">
          {/* Its line is kept while the quotes load, so nothing below it moves (ADR 0085). */}
          <SampleRatesNotice show={quotes.data?.isSampleRates} reserve />
          <SortControl value={sort} onChange={setSort} />
        </Toolbar>
        {adjusted && (
          <Notice tone="info" live testId="dates-adjusted">
            {adjusted}
          </Notice>
        )}
        {kind.note && <Notice tone="info">{kind.note}</Notice>}
        {refused !== null ? (
          <Notice tone="error" live title="Please check your answers">
            {refused}
          </Notice>
        ) : quotes.isPending ? (
          <QuoteRowSkeletons />
        ) : rows.length === 0 ? (
          <NoQuotes />
        ) : (
          <ul className={resultClasses.list} aria-label="Quotes">
            {shownRows.map((row) => {
              const checked = picks.some((p) => p.plan === row.policyName && p.company === row.company);
              return (
                <TravelResultCard
                  key={`${row.planCode}-${row.deductibleAmount ?? 'none'}`}
                  row={row}
                  summary={quotes.data?.summary[row.policyName]}
                  best={row === best}
                  compare={
                    hasComparison
                      ? {
                          checked,
                          disabled: !checked && picks.length >= 3,
                          onToggle: () => setPicks((list) => toggleCompare(list, row)),
                        }
                      : undefined
                  }
                  actionSlot={isSenior ? senior.action(row) : undefined}
                  onStartApplication={() => start(row)}
                />
              );
            })}
          </ul>
        )}
        {/* After the list: on a phone the first quote row comes first. */}
        {hasComparison && <ApplicationNote />}
        {hasComparison && (
          <CompareTray picks={picks} onClear={() => setPicks([])} onCompare={() => onCompare(picks)} />
        )}
      </div>
      {kind.seniorActions && senior.dialogs}
    </div>
  );
}

/** One filter of the panel: applied at once, never cleared to nothing (the request needs it). */
function FilterField({
  spec,
  value,
  onChange,
}: {
  spec: FieldSpec<string>;
  value: unknown;
  onChange: (patch: Draft) => void;
}) {
  const set = (next: unknown) => onChange({ [spec.name]: next });
  switch (spec.kind) {
    case 'number-select':
      return (
        <NumberSelect
          label={spec.label}
          options={spec.options}
          value={typeof value === 'number' ? value : undefined}
          // Person 2's age may be cleared (a family's second adult); the others are required.
          onChange={(v) => (v !== undefined ? set(v) : spec.name === 'person2Age' && set(null))}
        />
      );
    case 'yesno':
      return (
        <YesNoRadios
          label={spec.label}
          value={value === 'yes' || value === 'no' ? value : undefined}
          onChange={(v) => v && set(v)}
        />
      );
    case 'date':
      return (
        <DateField
          label={spec.label}
          min={spec.min}
          max={spec.max}
          readOnly={spec.readOnly}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => v && set(v)}
        />
      );
    default:
      return null;
  }
}
