import { Text, Title } from '@mantine/core';
import { useRouteEntry } from '#src/lib/route-product.ts';

/**
 * Stands in for a page module in router tests (content pages need their build-time loader data):
 * the route table title of the route it is rendered for.
 */
export function RouteStandIn() {
  const entry = useRouteEntry();
  return (
    <>
      <Title order={1}>{entry?.title}</Title>
      <Text>Stand-in for the page module.</Text>
    </>
  );
}
