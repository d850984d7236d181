import { pageMeta } from '#src/app/page-meta.ts';
import { ApplicationsAdminView } from '#src/features/admin/components/applications-admin-view.tsx';
import type { Route } from './+types/admin-applications-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminApplicationsPage() {
  return <ApplicationsAdminView />;
}
