import { lazy, Suspense } from 'react';
import { InboxView } from '#src/features/staff-inbox/components/inbox-view.tsx';

// The inbox with the lead's policies in its drawer, loaded by routes/admin-inbox-page.tsx apart from
// its frame (ADR 0125). The policies' code (and its schemas) loads when a lead is opened (ADR 0129).

const LeadPolicies = lazy(() =>
  import('#src/features/policies/components/lead-policies.tsx').then((module) => ({
    default: module.LeadPolicies,
  })),
);

export function AdminInboxView() {
  return (
    <InboxView
      leadExtra={(row) => (
        <Suspense fallback={null}>
          <LeadPolicies lead={row} />
        </Suspense>
      )}
    />
  );
}
