// Plans comparison (product-flows sections 2 and 7): a loader until the summary arrives, one
// column per plan, a placeholder where a plan has no value, and a back button.

import { Button, Group, Loader, Table, Text } from '@mantine/core';
import type { ComparisonQuery } from '../api/travel-api.ts';
import { useComparison } from '../api/travel-api.ts';
import classes from './travel-quote.module.css';

export const MISSING_VALUE = '—';

export function ComparisonView({ query, onBack }: { query: ComparisonQuery; onBack: () => void }) {
  const comparison = useComparison(query);
  const plans = [
    { plan: query.plan1, company: query.company1 },
    { plan: query.plan2, company: query.company2 },
    ...(query.plan3 && query.company3 ? [{ plan: query.plan3, company: query.company3 }] : []),
  ];
  return (
    <div>
      <Group mb="md">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      </Group>
      {comparison.isPending ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label="Loading the comparison" />
        </Group>
      ) : comparison.isError ? (
        <Text role="alert">We could not load this comparison.</Text>
      ) : (
        // On a phone the plans' columns are wider than the screen: say it scrolls; the region
        // takes focus so the keyboard scrolls it too (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={classes.tableWrap} tabIndex={0} role="region" aria-label="Plans compared">
          <Text size="sm" c="dimmed" className={classes.scrollHint} data-testid="scroll-hint">
            Scroll sideways to see every plan.
          </Text>
          <Table striped withTableBorder withColumnBorders miw={520}>
            <Table.Caption>Summary of benefits, side by side</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Benefit</Table.Th>
                {plans.map((p) => (
                  <Table.Th scope="col" key={`${p.plan}-${p.company}`}>
                    {p.plan}
                    <Text size="xs" c="dimmed">
                      {p.company}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(comparison.data ?? {}).map(([benefit, values]) => (
                <Table.Tr key={benefit}>
                  <Table.Th scope="row">{benefit}</Table.Th>
                  {plans.map((p, i) => (
                    <Table.Td key={`${p.plan}-${i}`}>{values[i] ?? MISSING_VALUE}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </div>
  );
}
