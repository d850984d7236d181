import { pageMeta } from '#src/app/page-meta.ts';
import { ConfirmEmailChangeView } from '#src/features/my-account/components/confirm-email-change-view.tsx';
import type { Route } from './+types/account-confirm-email-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AccountConfirmEmailPage() {
  return <ConfirmEmailChangeView />;
}
