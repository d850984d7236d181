import { LeadPolicies } from '#src/features/policies/components/lead-policies.tsx';
import { InboxView } from '#src/features/staff-inbox/components/inbox-view.tsx';

// The inbox with the lead's policies in its drawer, loaded by routes/admin-inbox-page.tsx apart from
// its frame (ADR 0125).

export function AdminInboxView() {
  return <InboxView leadExtra={(row) => <LeadPolicies lead={row} />} />;
}
