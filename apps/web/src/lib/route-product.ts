import { useMatches } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';

/**
 * The product (N6 value) of the current route, from its route table entry: one route module
 * serves several products (the five life and eight travel products), each with its own route id.
 */
export function useRouteProduct(): number | undefined {
  const id = useMatches().at(-1)?.id;
  return id === undefined ? undefined : findRoute(id)?.product;
}
