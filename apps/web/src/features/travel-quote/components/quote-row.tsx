// One plan of a results list (product-flows section 2): company, policy name, deductible (a dash
// for GMS, N7), premium (Premium 1, 2, ... for several medical rate categories), add-to-compare,
// Start Application, Buy Now in a new tab, and View Plan Information.

import { useId, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import type { PlanSummary, TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import classes from './travel-quote.module.css';

const money = (dollars: number) => formatCad(dollarsToCents(dollars));

/** What Premium 1, 2, ... mean (the insurer's medical rate categories). */
export const PREMIUM_CATEGORIES_NOTE =
  "One premium per medical rate category: the insurer's medical questionnaire decides which one is yours.";

export interface QuoteRowProps {
  row: TravelQuoteRow;
  summary: PlanSummary | undefined;
  compare?: { checked: boolean; disabled: boolean; onToggle: () => void } | undefined;
  /** Replaces Start Application (travellers 60 and over). */
  primaryAction?: React.ReactNode;
  onStartApplication?: (() => void) | undefined;
}

export function QuoteRow({ row, summary, compare, primaryAction, onStartApplication }: QuoteRowProps) {
  const [open, setOpen] = useState(false);
  // The summary table renders once first opened: a list renders fast (ADR 0085).
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const premiums = Array.isArray(row.premiumAmount) ? row.premiumAmount : [row.premiumAmount];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      className={classes.row}
      aria-label={`${row.policyName} by ${row.company}`}
    >
      <div className={classes.rowGrid}>
        <div>
          <Text size="sm" c="dimmed">
            Company
          </Text>
          <Text fw={700}>{row.company}</Text>
          <Text size="sm">{row.policyName}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Deductible
          </Text>
          <Text fw={600}>{row.deductibleAmount === null ? '-' : money(row.deductibleAmount)}</Text>
        </div>
        <div>
          {premiums.length === 1 ? (
            <>
              <Text size="sm" c="dimmed">
                Premium
              </Text>
              <Text fw={700} size="lg" c="navy.8" data-testid="premium">
                {money(premiums[0] ?? 0)}
              </Text>
            </>
          ) : (
            <Stack gap={2}>
              {premiums.map((p, i) => (
                <Text key={i} size="sm">
                  Premium {i + 1}:{' '}
                  <Text span fw={700} c="navy.8">
                    {money(p)}
                  </Text>
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                {PREMIUM_CATEGORIES_NOTE}
              </Text>
            </Stack>
          )}
          {row.monthly && (
            <Text size="xs" c="dimmed">
              or {money(row.monthly.instalmentAmount)}/month, deposit {money(row.monthly.depositAmount)}
            </Text>
          )}
        </div>
        <Stack gap="xs" className={classes.actions}>
          {primaryAction ??
            (onStartApplication && (
              <Button color="maple.4" onClick={onStartApplication}>
                Start Application
              </Button>
            ))}
          {row.link && (
            <Button component="a" href={row.link} target="_blank" rel="noopener noreferrer" variant="outline">
              Buy Now
              <VisuallyHidden component="span"> {row.policyName} (opens in a new tab)</VisuallyHidden>
            </Button>
          )}
        </Stack>
      </div>
      <Group justify="space-between" mt="sm" gap="xs">
        {compare ? (
          <Checkbox
            label="Add to compare"
            aria-label={`Add ${row.policyName} to compare`}
            checked={compare.checked}
            disabled={compare.disabled}
            onChange={compare.onToggle}
          />
        ) : (
          <span />
        )}
        {summary && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              setOpened(true);
              setOpen((o) => !o);
            }}
          >
            View Plan Information
          </Button>
        )}
      </Group>
      {summary && (
        <Collapse expanded={open} id={panelId}>
          {opened && (
            <Stack gap="xs" mt="sm">
              <Text fw={700} component="h3" size="md">
                Summary of Benefits
              </Text>
              <Table striped withTableBorder>
                <Table.Tbody>
                  {summary.lines.map((line) => (
                    <Table.Tr key={line.key}>
                      <Table.Th scope="row">{line.key}</Table.Th>
                      <Table.Td>{line.value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Anchor href={summary.policyWordingLink} target="_blank" rel="noopener noreferrer">
                Policy Wording
                <VisuallyHidden component="span"> of {row.policyName} (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </Stack>
          )}
        </Collapse>
      )}
      {compare?.checked && (
        <Badge mt="xs" variant="light">
          In compare
        </Badge>
      )}
    </Paper>
  );
}
