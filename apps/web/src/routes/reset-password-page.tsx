import { pageMeta } from '#src/app/page-meta.ts';
import { ResetPasswordForm } from '#src/features/accounts/components/reset-password-form.tsx';
import type { Route } from './+types/reset-password-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
