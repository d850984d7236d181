import { pageMeta } from '#src/app/page-meta.ts';
import { ServicesAdminView } from '#src/features/admin/components/services-admin-view.tsx';
import type { Route } from './+types/admin-services-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminServicesPage() {
  return <ServicesAdminView />;
}
