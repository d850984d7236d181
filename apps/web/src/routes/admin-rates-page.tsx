import { pageMeta } from '#src/app/page-meta.ts';
import { RateTablesAdminView } from '#src/features/admin/components/rate-tables-admin-view.tsx';
import type { Route } from './+types/admin-rates-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminRatesPage() {
  return <RateTablesAdminView />;
}
