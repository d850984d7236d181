import { pageMeta } from '#src/app/page-meta.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { StaffAdminView } from '#src/features/staff-accounts/components/staff-admin-view.tsx';
import type { Route } from './+types/admin-staff-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminStaffPage() {
  return <StaffAdminView ownEmail={useSession().email} />;
}
