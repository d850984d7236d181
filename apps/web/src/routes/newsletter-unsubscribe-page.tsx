import { pageMeta } from '#src/app/page-meta.ts';
import { UnsubscribeView } from '#src/features/newsletter/components/unsubscribe-view.tsx';
import type { Route } from './+types/newsletter-unsubscribe-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NewsletterUnsubscribePage() {
  return <UnsubscribeView />;
}
