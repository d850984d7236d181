import { pageMeta } from '#src/app/page-meta.ts';
import { ContactsAdminView } from '#src/features/admin/components/contacts-admin-view.tsx';
import type { Route } from './+types/admin-contacts-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminContactsPage() {
  return <ContactsAdminView />;
}
