import { Title } from '@mantine/core';
import { findLeadFormByRouteId } from '@brokerage/shared/lead/lead-forms';
import { pageMeta } from '#src/app/page-meta.ts';
import { LeadForm } from '#src/features/lead-forms/components/lead-form.tsx';
import { useRouteEntry } from '#src/lib/route-product.ts';
import type { Route } from './+types/lead-form-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The 14 lead form routes (product-flows section 2): the form of the route's product. */
export default function LeadFormPage() {
  const entry = useRouteEntry();
  const form = entry === undefined ? undefined : findLeadFormByRouteId(entry.id);
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
