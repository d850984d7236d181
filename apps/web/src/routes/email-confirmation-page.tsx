import { pageMeta } from '#src/app/page-meta.ts';
import { EmailConfirmationNotice } from '#src/features/accounts/components/email-confirmation-notice.tsx';
import type { Route } from './+types/email-confirmation-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function EmailConfirmationPage() {
  return <EmailConfirmationNotice />;
}
