import { pageMeta } from '#src/app/page-meta.ts';
import { MailOutboxAdminView } from '#src/features/admin/components/mail-outbox-admin-view.tsx';
import type { Route } from './+types/admin-mail-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminMailPage() {
  return <MailOutboxAdminView />;
}
