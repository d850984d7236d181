// The admin panel's dashboard: the inbox's counts (by status and type, overdue, due
// soon, new today), quotes per day over the last 30 days, and quote-to-application conversion.
// Each chart is followed by a data table holding the same numbers: the table is the text
// alternative, the chart is hidden from assistive technology.

import { Card, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INBOX_KIND_LABELS } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxKind } from '@brokerage/shared/staff-inbox/inbox-options';
import { conversionPercent } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import { useInboxSummary, useQuoteActivity } from '../api/inbox-api.ts';
import { ColumnChart } from '#src/components/charts/column-chart.tsx';
import { EmptyState } from '#src/components/ui/design-parts.tsx';
import { HorizontalBars } from '#src/components/charts/horizontal-bars.tsx';
import type { Bar } from '#src/components/charts/horizontal-bars.tsx';
import dataTable from '#src/components/ui/data-table.module.css';
import classes from './dashboard.module.css';
import { groupThousands } from '@brokerage/shared/money/cents';

const FAMILY_LABELS = { life: 'Life', travel: 'Travel' } as const;

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function ChartWithTable({
  title,
  bars,
  chart,
  table,
  empty = bars.every((bar) => bar.value === 0),
}: {
  title: string;
  bars: Bar[];
  chart?: ReactNode;
  table: ReactNode;
  /** Nothing counted yet: by default when every bar is zero. */
  empty?: boolean;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? (
        // A real empty state, not a blank chart (ADR 0119).
        <EmptyState headingLevel={4} title="Nothing to count yet">
          <p>This fills in as customers send quotes, applications and requests.</p>
        </EmptyState>
      ) : (
        <>
          {chart ?? <HorizontalBars bars={bars} />}
          {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={classes.scroll} tabIndex={0} role="region" aria-label={`${title}: data table`}>
            {table}
          </div>
        </>
      )}
    </Paper>
  );
}

function CountTable({ caption, head, bars }: { caption: string; head: string; bars: Bar[] }) {
  return (
    <table className={`${dataTable.table} ${dataTable.striped} ${classes.chartTable}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.label}>
            <th scope="row">{bar.label}</th>
            <td>{groupThousands(bar.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InboxDashboard() {
  const summary = useInboxSummary();
  const activity = useQuoteActivity();
  const counts = summary.data;
  const byStatus: Bar[] = (counts?.byStatus ?? [])
    .map((row) => ({ label: row.status, value: row.n }))
    .sort((a, b) => b.value - a.value);
  const byKind: Bar[] = (counts?.byKind ?? [])
    .map((row) => ({ label: INBOX_KIND_LABELS[row.kind as InboxKind] ?? row.kind, value: row.n }))
    .sort((a, b) => b.value - a.value);
  const days = activity.data?.days ?? [];
  const products = activity.data?.products ?? [];
  const perDay: Bar[] = days.map((day, i) => ({
    label: shortDay(day),
    value: products.reduce((sum, product) => sum + (product.perDay[i] ?? 0), 0),
  }));
  const conversion = activity.data?.conversion ?? [];

  const tiles = [
    {
      label: 'Overdue (24-hour promise missed)',
      value: counts?.overdue,
      to: '/admin/inbox?overdue=true',
      urgent: true,
    },
    {
      label: 'Due within 2 working hours',
      value: counts?.dueSoon,
      to: '/admin/inbox?sort=due',
      urgent: false,
    },
    { label: 'New today', value: counts?.newToday, to: '/admin/inbox', urgent: false },
  ];

  return (
    <section aria-labelledby="dashboard-title">
      <Title order={2} id="dashboard-title" c="navy.8" mt="xl" mb="md">
        Leads and quotes
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        {tiles.map((tile) => (
          <Card key={tile.label} withBorder padding="lg">
            <Text size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text
              className={`${classes.count} ${tile.urgent && (tile.value ?? 0) > 0 ? classes.overdue : ''}`}
              aria-live="polite"
            >
              {tile.value === undefined ? '…' : groupThousands(tile.value)}
            </Text>
            <Link to={tile.to}>Open in the inbox</Link>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartWithTable
          title="Leads by status"
          bars={byStatus}
          table={<CountTable caption="Leads by status" head="Status" bars={byStatus} />}
        />
        <ChartWithTable
          title="Leads by type"
          bars={byKind}
          table={<CountTable caption="Leads by type" head="Type" bars={byKind} />}
        />
        <ChartWithTable
          title="Quotes per day, last 30 days"
          bars={perDay}
          chart={
            <ColumnChart
              columns={perDay.map((bar) => ({ label: bar.label, values: [bar.value] }))}
              series={[{ label: 'Quotes', colour: 'var(--mantine-color-navy-6)' }]}
              formatValue={(value) => groupThousands(value)}
              labelEvery={5}
            />
          }
          table={
            <details className={classes.details}>
              {/* Thirty rows: folded so the panel stays short; the chart's numbers are one click away. */}
              <summary>Show the quotes per day as a table</summary>
              <table className={`${dataTable.table} ${dataTable.striped} ${classes.chartTable}`}>
                <caption>Quotes per product per day, last 30 days (Toronto time)</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {products.map((product) => (
                      <th scope="col" key={product.product}>
                        {product.name}
                      </th>
                    ))}
                    <th scope="col">All products</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, i) => (
                    <tr key={day}>
                      <th scope="row">{shortDay(day)}</th>
                      {products.map((product) => (
                        <td key={product.product}>{product.perDay[i] ?? 0}</td>
                      ))}
                      <td>{perDay[i]?.value ?? 0}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          }
        />
        <ChartWithTable
          title="Quote-to-application conversion, last 30 days"
          bars={conversion.map((row) => ({
            label: FAMILY_LABELS[row.family],
            value: conversionPercent(row) ?? 0,
          }))}
          // Quotes without applications are a real 0 %, not an empty chart.
          empty={conversion.every((row) => row.quotes === 0)}
          table={
            <table className={`${dataTable.table} ${dataTable.striped} ${classes.chartTable}`}>
              <caption>Applications per 100 quotes, last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Family</th>
                  <th scope="col">Quotes</th>
                  <th scope="col">Applications</th>
                  <th scope="col">Conversion</th>
                </tr>
              </thead>
              <tbody>
                {conversion.map((row) => {
                  const percent = conversionPercent(row);
                  return (
                    <tr key={row.family}>
                      <th scope="row">{FAMILY_LABELS[row.family]}</th>
                      <td>{groupThousands(row.quotes)}</td>
                      <td>{groupThousands(row.applications)}</td>
                      <td>{percent === null ? 'No quotes' : `${percent}%`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          }
        />
      </SimpleGrid>
    </section>
  );
}
