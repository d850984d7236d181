import { useDeferredValue, useEffect, useState } from 'react';
import { SelectField, TextField } from '#src/components/ui/form-fields.tsx';
import { useNavigate } from 'react-router';
import { COMPARE_MAX_PLANS, LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { LifeDetailQuote, LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import { GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { SAMPLE_RATES_NOTICE } from '@brokerage/shared/life-quote/life-rates';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { LazyModal } from '#src/components/lazy-modal.tsx';
import { CompareTray, toggleCompare, type ComparePick } from '#src/components/compare-tray.tsx';
import { countSet, FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { notifySuccess } from '#src/lib/notify.ts';
import { useQuotes } from '#src/lib/quote-api.ts';
import { emailLifeQuotes } from '../api/life-quote-api.ts';
import { loadLifeQuote, updateLifeQuote } from '../life-quote-storage.ts';
import { CoverageSlider } from './coverage-slider.tsx';
import { PaymentDurationTiles } from './payment-duration-tiles.tsx';
import { QuoteNotice } from '#src/components/quote-notice.tsx';
import classes from './life-quote.module.css';
import { useStartLifeApplication } from '../start-life-application.ts';
import { lifeComparisonSearch } from './life-comparison.tsx';
import { PlanDetailsList } from './plan-details-list.tsx';
import { quoteAnswersInWords } from '@brokerage/shared/accounts/quote-words';
import { planDetailRows } from '@brokerage/shared/life-quote/plan-details';
import { QuoteSummary } from '#src/components/ui/quote-summary.tsx';
import { bestValueIndex, ResultCard, ResultPrice } from '#src/components/ui/result-card.tsx';
import { EmptyState, OptionTiles, Toolbar } from '#src/components/ui/design-parts.tsx';
import { Button } from '#src/components/ui/first-load.tsx';
import resultClasses from '#src/components/ui/result-card.module.css';
import { FIRST_SLICE, useFirstRowsFirst } from '#src/lib/use-first-rows-first.ts';
import { compareNames } from '@brokerage/shared/text/compare-names';

type SortOrder = 'premium-asc' | 'premium-desc';

export function sortQuotes(rows: readonly LifeDetailQuote[], order: SortOrder): LifeDetailQuote[] {
  const sorted = [...rows].sort(
    (a, b) => a.premiumAmount - b.premiumAmount || compareNames(a.company, b.company),
  );
  return order === 'premium-asc' ? sorted : sorted.reverse();
}

const money = (dollars: number) => formatCad(dollarsToCents(dollars));

/** The rule that picks the life list's best value, as the card says it. */
export const LIFE_BEST_VALUE_RULE = 'the lowest premium for your coverage and term';

/** Two or three facts from the plan's data: its term and the first plan details. */
export function lifeFeatures(row: LifeDetailQuote): string[] {
  const [renewable, convertible] = planDetailRows(row.details);
  return [
    row.term,
    ...[renewable, convertible]
      .filter((detail) => detail !== undefined && detail.value !== 'Not applicable')
      .map((detail) => `${detail?.label} ${detail?.value.toLowerCase()}`),
  ].slice(0, 3);
}

interface AvailableQuotesProps {
  product: LifeQuoteSlug;
  signedIn: boolean;
  userEmail: string | null;
}

/** `/<product>/available-quotes` (product-flows sections 2 and 4), below the page's heading. */
export function AvailableQuotes({ product, signedIn, userEmail }: AvailableQuotesProps) {
  const navigate = useNavigate();
  const [request, setRequest] = useState<LifeQuoteRequest | null>(
    () => loadLifeQuote(product)?.request ?? null,
  );
  const [order, setOrder] = useState<SortOrder>('premium-asc');
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The answer renders in a transition, which React splits into short tasks, not in the query's
  // synchronous update (Total Blocking Time, ADR 0085).
  const query = useQuotes('life', product, request);
  const quotes = {
    data: useDeferredValue(query.data),
    isPending: useDeferredValue(query.isPending),
    isFetching: useDeferredValue(query.isFetching),
  };
  const [picks, setPicks] = useState<ComparePick[]>([]);
  const start = useStartLifeApplication(product, signedIn);
  const rows = sortQuotes(quotes.data?.quotes ?? [], order);
  // The first screenful first, the rest in a later task (ADR 0085).
  const shownRows = useFirstRowsFirst(rows);
  const best = rows[bestValueIndex(rows.map((row) => row.premiumAmount))];

  useEffect(() => {
    if (request === null) void navigate(`/${product}/quote/basic`, { replace: true });
  }, [request, navigate, product]);
  if (request === null) return null;

  // Any filter change re-quotes and scrolls to the top (product-flows section 4).
  const change = (next: Partial<LifeQuoteRequest>) => {
    setPicks([]);
    setRequest((prev) => (prev === null ? prev : { ...prev, ...next }));
    updateLifeQuote(product, next);
    window.scrollTo({ top: 0 });
  };

  const send = async (to: string) => {
    setSending(true);
    try {
      const message = await emailLifeQuotes(product, request, to);
      notifySuccess(message);
      setAskEmail(false);
    } catch {
      // toasted by the api client
    } finally {
      setSending(false);
    }
  };

  // The e-mail rule (zod and the phone rules beside it) loads when an address is sent, not with
  // the results (ADR 0134).
  const sendTyped = async (typed: string) => {
    const { emailSchema } = await import('@brokerage/shared/validation/contact-fields');
    const parsed = emailSchema.safeParse(typed);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setEmailError(null);
    await send(parsed.data);
  };

  const startApplication = (row: LifeDetailQuote) =>
    start(request, { ...row, quoteId: quotes.data?.quoteId });

  const compare = () => {
    const codes = picks
      .map((p) => rows.find((r) => r.policyName === p.plan && r.company === p.company)?.planCode)
      .filter((code): code is string => code !== undefined);
    void navigate(`/${product}/quote/comparison?${lifeComparisonSearch(codes, request)}`);
  };

  const loading = quotes.isFetching;

  return (
    <>
      <QuoteNotice />
      <SampleRatesLine show={quotes.data?.sampleRates === true} />
      <div className={classes.layout} style={{ marginTop: 16 }}>
        <FiltersDisclosure
          activeCount={countSet([request.coverage, request.paymentPeriod, request.premiumPaymentDuration])}
        >
          <aside className={classes.filters} aria-label="Filters">
            <CoverageSlider
              product={product}
              coverage={request.coverage}
              onSettle={(coverage) => change({ coverage })}
            />
            <OptionTiles
              legend="Payment period"
              columns={2}
              options={LIFE_PAYMENT_PERIODS[product].map((p) => ({ value: String(p.value), label: p.label }))}
              value={String(request.paymentPeriod)}
              onChange={(value) => change({ paymentPeriod: Number(value) })}
            />
            <PaymentDurationTiles
              value={request.premiumPaymentDuration}
              onChange={(value) => change({ premiumPaymentDuration: value })}
            />
          </aside>
        </FiltersDisclosure>

        <section aria-label="Plans" aria-busy={loading}>
          <QuoteSummary
            title="Your quote"
            words={quoteAnswersInWords(product, request)}
            editTo={`/${product}/quote/basic`}
          />
          <PlansToolbar
            status={loading ? 'Finding plans…' : `${rows.length} plans`}
            sending={sending}
            onSend={() => (signedIn && userEmail ? void send(userEmail) : setAskEmail(true))}
            order={order}
            onOrder={setOrder}
          />
          {quotes.isPending && <LifeRowSkeletons />}
          {!loading && rows.length === 0 && (
            <EmptyState title="No plans match these filters" pictureLabel="No quotes found">
              Try another payment period or payment duration, or call us and an advisor will look for you.
            </EmptyState>
          )}
          {rows.length > 0 && (
            <div className={resultClasses.list}>
              {shownRows.map((row) => {
                const checked = picks.some((p) => p.plan === row.policyName && p.company === row.company);
                return (
                  <ResultCard
                    key={`${row.insurerCode}-${row.planCode}`}
                    as="article"
                    testId="quote-row"
                    planName={row.policyName}
                    insurer={row.company}
                    features={lifeFeatures(row)}
                    bestValue={row === best ? LIFE_BEST_VALUE_RULE : undefined}
                    price={<ResultPrice amounts={[money(row.premiumAmount)]} />}
                    priceNote={
                      row.deductibleAmount === undefined
                        ? row.paymentMode
                        : `${row.paymentMode}, deductible ${money(row.deductibleAmount)}`
                    }
                    action={{
                      label: 'Start Application',
                      ariaLabel: `Start Application: ${row.company} ${row.policyName}`,
                      onClick: () => startApplication(row),
                    }}
                    compare={{
                      checked,
                      disabled: picks.length >= COMPARE_MAX_PLANS && !checked,
                      onToggle: () => setPicks((list) => toggleCompare(list, row)),
                    }}
                    detailsLabel="Plan details"
                    details={() => <PlanDetailsList details={row.details} />}
                  />
                );
              })}
            </div>
          )}
          <CompareTray picks={picks} onClear={() => setPicks([])} onCompare={compare} />
        </section>
      </div>

      <LazyModal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={askEmail}
        onClose={() => setAskEmail(false)}
        title="Send quotes by email"
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            sendTyped(email).catch(() => setEmailError(GENERIC_ERROR_MESSAGE));
          }}
        >
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailError ?? undefined}
            required
          />
          <div className={classes.dialogActions}>
            <Button type="submit" tone="navy" loading={sending}>
              Send
            </Button>
          </div>
        </form>
      </LazyModal>
    </>
  );
}

/** The sample-rates line (N8), its space kept while the quotes load (ADR 0085). */
function SampleRatesLine({ show }: { show: boolean }) {
  return <p className={`${classes.sample} ${classes.sampleSlot}`}>{show ? SAMPLE_RATES_NOTICE : null}</p>;
}

interface PlansToolbarProps {
  status: string;
  sending: boolean;
  onSend: () => void;
  order: SortOrder;
  onOrder: (order: SortOrder) => void;
}

function PlansToolbar({ status, sending, onSend, order, onOrder }: PlansToolbarProps) {
  return (
    <Toolbar className={classes.plansToolbar}>
      <div>
        <p className={classes.plansStatus}>{status}</p>
        {/* An action, not a filter: out of the folded filters on a phone. */}
        <button type="button" className={classes.linkButton} disabled={sending} onClick={onSend}>
          Send quotes by email
        </button>
      </div>
      <SelectField
        label="Sort by"
        value={order}
        onChange={(e) => onOrder(e.currentTarget.value as SortOrder)}
        options={[
          { value: 'premium-asc', label: 'Premium: low to high' },
          { value: 'premium-desc', label: 'Premium: high to low' },
        ]}
      />
    </Toolbar>
  );
}

function LifeRowSkeletons() {
  return (
    <div className={resultClasses.list} role="status" aria-label="Loading quotes">
      {Array.from({ length: FIRST_SLICE }, (_, index) => (
        <div key={index} className={classes.skeletonRow} />
      ))}
    </div>
  );
}

/**
 * The results' frame without a saved request (prerendered, ADR 0085): the sample-rates
 * line's space, the quote summary's space, the folded Filters button, the plans' toolbar and the first rows' space, laid out
 * as AvailableQuotes lays out its own while the quotes load.
 */
export function AvailableQuotesFrame({ product }: { product: LifeQuoteSlug }) {
  return (
    <>
      <SampleRatesLine show={false} />
      <div className={classes.layout} style={{ marginTop: 16 }}>
        <FiltersDisclosure activeCount={null} />
        <section aria-label="Plans" aria-busy>
          <QuoteSummary title="Your quote" words="" editTo={`/${product}/quote/basic`} />
          <PlansToolbar
            status="Finding plans…"
            sending={false}
            onSend={() => undefined}
            order="premium-asc"
            onOrder={() => undefined}
          />
          <LifeRowSkeletons />
        </section>
      </div>
    </>
  );
}
