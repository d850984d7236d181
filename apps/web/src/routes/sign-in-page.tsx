import { pageMeta } from '#src/app/page-meta.ts';
import { SignInForm } from '#src/features/accounts/components/sign-in-form.tsx';
import type { Route } from './+types/sign-in-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SignInPage() {
  return <SignInForm />;
}
