import { pageMeta } from '#src/app/page-meta.ts';
import { SignUpForm } from '#src/features/accounts/components/sign-up-form.tsx';
import type { Route } from './+types/sign-up-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SignUpPage() {
  return <SignUpForm />;
}
