import { pageMeta } from '#src/app/page-meta.ts';
import { SubscriptionsAdminView } from '#src/features/admin/components/subscriptions-admin-view.tsx';
import type { Route } from './+types/admin-subscriptions-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminSubscriptionsPage() {
  return <SubscriptionsAdminView />;
}
