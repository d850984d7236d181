import { pageMeta } from '#src/app/page-meta.ts';
import { VerifyEmailView } from '#src/features/accounts/components/verify-email-view.tsx';
import type { Route } from './+types/verify-email-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function VerifyEmailPage() {
  return <VerifyEmailView />;
}
