import { pageMeta } from '#src/app/page-meta.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { AdminPanelView } from '#src/features/admin/components/admin-panel-view.tsx';
import { InboxDashboard } from '#src/features/staff-inbox/components/inbox-dashboard.tsx';
import type { Route } from './+types/admin-panel-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminPanelPage() {
  return <AdminPanelView dashboard={<InboxDashboard />} isAdmin={useSession().role === 'admin'} />;
}
