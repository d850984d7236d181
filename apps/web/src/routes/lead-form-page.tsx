import { Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { findLeadFormByRouteId } from '@brokerage/shared/lead/lead-forms';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import { LeadForm } from '#src/features/lead-forms/components/lead-form.tsx';
import type { Route } from './+types/lead-form-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The 14 lead form routes (product-flows section 2): the form of the route's product. */
export default function LeadFormPage() {
  const routeId = useMatches().at(-1)?.id ?? '';
  const form = findLeadFormByRouteId(routeId);
  const entry = findRoute(routeId);
  if (form === undefined || entry === undefined) return null;
  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="xs">
        {entry.title}
      </Title>
      {/* Keyed by route: moving between two lead forms starts the next one afresh. */}
      <LeadForm key={form.routeId} form={form} />
    </div>
  );
}
