import { pageMeta } from '#src/app/page-meta.ts';
import { AppointmentsAdminView } from '#src/features/admin/components/appointments-admin-view.tsx';
import type { Route } from './+types/admin-appointments-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAppointmentsPage() {
  return <AppointmentsAdminView />;
}
