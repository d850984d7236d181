import { Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import type { MetaFunction } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';

// <title> and description from the shared route table, for the route this module serves. Typed by
// hand: while every route has its own page, no route uses this module and typegen writes no types.
export const meta: MetaFunction = (args) => pageMeta(args);

/** Stands in for every page whose issue has not landed yet: the title from the route table. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const entry = findRoute(matches.at(-1)?.id ?? '');

  return (
    <div className="page">
      <Title order={1} c="navy.8">
        {entry?.title ?? 'Coming soon'}
      </Title>
      <Text size="lg" mt="md">
        This page is being prepared.
      </Text>
    </div>
  );
}
