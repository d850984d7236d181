import { pageMeta } from '#src/app/page-meta.ts';
import { LeadPolicies } from '#src/features/policies/components/lead-policies.tsx';
import { InboxView } from '#src/features/staff-inbox/components/inbox-view.tsx';
import type { Route } from './+types/admin-inbox-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminInboxPage() {
  return <InboxView leadExtra={(row) => <LeadPolicies lead={row} />} />;
}
