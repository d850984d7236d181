import { pageMeta } from '#src/app/page-meta.ts';
import { ForgotPasswordForm } from '#src/features/accounts/components/forgot-password-form.tsx';
import type { Route } from './+types/forgot-password-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
