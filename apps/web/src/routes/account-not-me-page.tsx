import { pageMeta } from '#src/app/page-meta.ts';
import { EmailChangeNotMeView } from '#src/features/my-account/components/email-change-not-me-view.tsx';
import type { Route } from './+types/account-not-me-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AccountNotMePage() {
  return <EmailChangeNotMeView />;
}
