import { Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';

/**
 * Stands in for a page module in router tests (content pages need their build-time loader data):
 * the route table title of the route it is rendered for.
 */
export function RouteStandIn() {
  const entry = findRoute(useMatches().at(-1)?.id ?? '');
  return (
    <>
      <Title order={1}>{entry?.title}</Title>
      <Text>Stand-in for the page module.</Text>
    </>
  );
}
