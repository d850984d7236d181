import { lazy, Suspense } from 'react';
import { pageMeta } from '#src/app/page-meta.ts';
import type { FrameHandle } from '#src/app/page-frames.ts';
import { SkeletonBlocks } from '#src/components/page-frame.tsx';
import { InboxFrame } from '#src/features/staff-inbox/components/inbox-frame.tsx';
import type { Route } from './+types/admin-inbox-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Prerendered as its frame, shown until the session is known and the inbox's code has loaded; that
// code is fetched as this module loads, while the session is restored (ADR 0125).
export const handle: FrameHandle = { frame: InboxFrame };

const inbox = import('./admin-inbox-view.tsx');
const AdminInboxView = lazy(() => inbox.then((module) => ({ default: module.AdminInboxView })));

/** The inbox, inside its frame (the site layout's guard renders `handle.frame` around it). */
export default function AdminInboxPage() {
  return (
    <Suspense fallback={<SkeletonBlocks lines={0} blocks={3} />}>
      <AdminInboxView />
    </Suspense>
  );
}
