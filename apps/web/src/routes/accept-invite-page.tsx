import { pageMeta } from '#src/app/page-meta.ts';
import { ResetPasswordForm } from '#src/features/accounts/components/reset-password-form.tsx';
import type { Route } from './+types/accept-invite-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AcceptInvitePage() {
  return <ResetPasswordForm purpose="invite" />;
}
