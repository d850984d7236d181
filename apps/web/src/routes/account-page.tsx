import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import type { FrameHandle } from '#src/app/page-frames.ts';
import { FrameSpace, RevealWhenLoaded, SkeletonBlocks } from '#src/components/page-frame.tsx';
import { AccountShell } from '#src/features/my-account/components/account-shell.tsx';
import type { Route } from './+types/account-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The sections' code is fetched as this module loads, while the session is restored, and shown
// once it is (ADR 0125): the prerendered frame hydrates without it.
const sections = import('./account-sections.tsx');
const AccountSection = lazy(() => sections.then((module) => ({ default: module.AccountSection })));

const useSection = () => {
  const routeId = useMatches().at(-1)?.id ?? '';
  return { routeId, title: findRoute(routeId)?.title ?? 'My account' };
};

// The overview opens with a greeting line above its cards; the other sections with their cards.
const sectionSkeleton = (routeId: string) => (
  <SkeletonBlocks lines={routeId === 'account' ? 1 : 0} blocks={2} />
);

/**
 * Prerendered and shown until the session is known (ADR 0125): the account's navigation, the
 * section's heading and its content's space. The page shows the same until the section is ready.
 */
function AccountFrame() {
  const { routeId, title } = useSection();
  return (
    <AccountShell title={title}>
      <FrameSpace>{sectionSkeleton(routeId)}</FrameSpace>
    </AccountShell>
  );
}

export const handle: FrameHandle = { frame: AccountFrame };

/** My account: the section named by the route id, inside the account's navigation. */
export default function AccountPage() {
  const { routeId, title } = useSection();
  return (
    <AccountShell title={title}>
      {/* Each section appears once its code has loaded and its calls have answered (ADR 0125). */}
      <Suspense fallback={<FrameSpace>{sectionSkeleton(routeId)}</FrameSpace>}>
        <RevealWhenLoaded key={routeId} placeholder={sectionSkeleton(routeId)}>
          <AccountSection routeId={routeId} />
        </RevealWhenLoaded>
      </Suspense>
    </AccountShell>
  );
}
