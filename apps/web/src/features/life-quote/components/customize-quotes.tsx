import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LIFE_COVERAGE_AMOUNTS_CENTS, LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { ILLNESS_COVERED_OPTIONS } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import { SAMPLE_RATES_NOTICE } from '@brokerage/shared/life-quote/life-rates';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { useQuotes } from '#src/lib/quote-api.ts';
import { LicenceBadge, OptionTiles, StepProgress } from '#src/components/ui/design-parts.tsx';
import { LIFE_QUOTE_STEPS } from '../life-quote-steps.ts';
import { loadLifeQuote, updateLifeQuote } from '../life-quote-storage.ts';
import { CoverageSlider } from './coverage-slider.tsx';
import { PaymentDurationTiles } from './payment-duration-tiles.tsx';
import { HaveQuestionsCard, QuotePopups } from './quote-popups.tsx';
import type { QuotePopup } from './quote-popups.tsx';
import classes from './life-quote.module.css';

/** Alternating rows of 5 and 4 tiles (product-flows section 2); a tile's period is its position (N34). */
export function tileRows<T>(items: readonly T[]): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (let size = 5; start < items.length; size = size === 5 ? 4 : 5) {
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}

interface CustomizeProps {
  product: LifeQuoteSlug;
  signedIn: boolean;
  coverageAmount?: number | undefined;
}

/** `/<product>/quote/customize` (product-flows sections 2 and 4). */
export function CustomizeQuotes({ product, signedIn, coverageAmount }: CustomizeProps) {
  const navigate = useNavigate();
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product];
  const [request, setRequest] = useState<LifeQuoteRequest | null>(() => {
    const saved = loadLifeQuote(product)?.request ?? null;
    if (saved === null) return null;
    const passed = coverageAmount !== undefined && amounts.includes(dollarsToCents(coverageAmount));
    return passed ? { ...saved, coverage: coverageAmount } : saved;
  });
  const [selected, setSelected] = useState(request?.paymentPeriod ?? 0);
  const [popup, setPopup] = useState<QuotePopup>(null);
  const quotes = useQuotes('life', product, request);
  const loading = quotes.isFetching;

  useEffect(() => {
    if (request === null) void navigate(`/${product}/quote/basic`, { replace: true });
  }, [request, navigate, product]);

  const periods = LIFE_PAYMENT_PERIODS[product];
  const rows = useMemo(() => tileRows(periods), [periods]);
  if (request === null) return null;

  const change = (next: Partial<LifeQuoteRequest>) => {
    setRequest((prev) => (prev === null ? prev : { ...prev, ...next }));
    updateLifeQuote(product, next);
  };

  const goNext = () => {
    const period = selected;
    updateLifeQuote(
      product,
      { paymentPeriod: period },
      {
        paymentPeriod: period,
        premiumPaymentDuration: request.premiumPaymentDuration,
        coverage: request.coverage,
      },
    );
    void navigate(signedIn ? `/${product}/quote/application` : `/sign-in?from=${product}`);
  };

  const data = quotes.data;
  return (
    <div className="page">
      <StepProgress steps={LIFE_QUOTE_STEPS} current={1} />
      <Title order={1} c="navy.8">
        Now let&apos;s see what your coverage may cost
      </Title>
      {data?.sampleRates && <Text className={classes.sample}>{SAMPLE_RATES_NOTICE}</Text>}

      <div className={classes.sliderField}>
        <CoverageSlider
          product={product}
          coverage={request.coverage}
          onSettle={(coverage) => change({ coverage })}
        />
      </div>

      <div className={classes.durationRow}>
        <PaymentDurationTiles
          value={request.premiumPaymentDuration}
          disabled={loading}
          onChange={(value) => {
            setSelected(0);
            change({ premiumPaymentDuration: value, paymentPeriod: 0 });
          }}
        />
        <p className={classes.durationHint}>You will save almost one premium when paid annually</p>
      </div>

      {product === 'critical-illness' && (
        <OptionTiles
          className={classes.illnessTiles}
          legend="Illnesses covered"
          options={ILLNESS_COVERED_OPTIONS}
          value={request.illnessCovered ?? 'core-4'}
          disabled={loading}
          onChange={(value) => change({ illnessCovered: value })}
        />
      )}

      <Group mt="lg" justify="space-between">
        <Text fw={700} component="h2" size="lg" c="navy.8">
          Choose how long you pay
        </Text>
        <button type="button" className={classes.linkButton} onClick={() => setPopup('periods')}>
          What do these payment periods mean?
        </button>
      </Group>
      <div className={classes.tileGrid} aria-busy={loading} aria-live="polite">
        {rows.map((row, r) => (
          <div key={r} className={classes.tileRow} data-size={r % 2 === 0 ? 5 : 4}>
            {row.map((period) => {
              const tile = data?.shortQuotes.find((q) => q.paymentPeriod === period.value);
              return (
                <button
                  key={period.value}
                  type="button"
                  className={classes.tile}
                  aria-pressed={selected === period.value}
                  disabled={loading || tile === undefined}
                  onClick={() => setSelected(period.value)}
                  data-testid={`tile-${period.value}`}
                >
                  <span className={classes.tileTerm}>{period.label}</span>
                  <span className={classes.tilePremium}>
                    {loading ? '…' : tile ? formatCad(dollarsToCents(tile.premiumAmount)) : 'Not available'}
                  </span>
                  <span>{tile?.paymentMode ?? ''}</span>
                </button>
              );
            })}
          </div>
        ))}
      </div>

      <Group mt="xl" justify="space-between" align="flex-start">
        <div>
          <button type="button" className={classes.linkButton} onClick={() => setPopup('partner')}>
            What if I also want coverage for my partner?
          </button>
          <div style={{ marginTop: 16 }}>
            <Button
              color="maple.4"
              c="black"
              size="md"
              disabled={loading || data?.shortQuotes.every((q) => q.paymentPeriod !== selected) !== false}
              onClick={goNext}
            >
              Next step
            </Button>
            <LicenceBadge />
          </div>
        </div>
        <HaveQuestionsCard onSchedule={() => setPopup('schedule')} />
      </Group>
      <QuotePopups product={product} open={popup} onClose={() => setPopup(null)} />
    </div>
  );
}
