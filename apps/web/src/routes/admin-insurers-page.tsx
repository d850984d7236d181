import { pageMeta } from '#src/app/page-meta.ts';
import { InsurersAdminView } from '#src/features/admin/components/insurers-admin-view.tsx';
import type { Route } from './+types/admin-insurers-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminInsurersPage() {
  return <InsurersAdminView />;
}
