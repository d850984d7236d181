import { lazy, Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { pageMeta } from '#src/app/page-meta.ts';
import type { FrameHandle } from '#src/app/page-frames.ts';
import { FrameSpace, RevealWhenLoaded, SkeletonBlocks } from '#src/components/page-frame.tsx';
import { AccountOverviewFrame } from '#src/features/my-account/components/advisor-card.tsx';
import { AccountShell } from '#src/features/my-account/components/account-shell.tsx';
import { loadSectionOf } from './account-section-code.ts';
import type { Route } from './+types/account-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The sections' code is fetched as this module loads, while the session is restored, and shown
// once it is (ADR 0125): the prerendered frame hydrates without it. The opened section's own code
// starts at the same time (ADR 0129).
const sections = import('./account-sections.tsx');
if (typeof window !== 'undefined') loadSectionOf(window.location.pathname);
const AccountSection = lazy(() => sections.then((module) => ({ default: module.AccountSection })));

const useSection = () => {
  const routeId = useMatches().at(-1)?.id ?? '';
  return { routeId, title: findRoute(routeId)?.title ?? 'My account' };
};

// The overview opens with its greeting, what is in progress and the advisors card, which is the
// same for everyone and paints with the frame (ADR 0129); the other sections with their cards.
const sectionSkeleton = (routeId: string) =>
  routeId === 'account' ? <AccountOverviewFrame /> : <SkeletonBlocks lines={0} blocks={2} />;

/**
 * Prerendered and shown until the session is known (ADR 0125): the account's navigation, the
 * section's heading and its content's space; then the section inside it, in place of the space
 * (ADR 0129), so the navigation, heading and intro painted first stay the same elements.
 */
function AccountFrame({ children }: { children?: ReactNode }) {
  const { routeId, title } = useSection();
  return (
    <AccountShell title={title}>
      {children ?? <FrameSpace>{sectionSkeleton(routeId)}</FrameSpace>}
    </AccountShell>
  );
}

export const handle: FrameHandle = { frame: AccountFrame };

/** My account: the section named by the route id, inside the account's frame. */
export default function AccountPage() {
  const { routeId } = useSection();
  // Each section appears once its code has loaded and its calls have answered (ADR 0125).
  return (
    <Suspense fallback={<FrameSpace>{sectionSkeleton(routeId)}</FrameSpace>}>
      <RevealWhenLoaded key={routeId} placeholder={sectionSkeleton(routeId)}>
        <AccountSection routeId={routeId} />
      </RevealWhenLoaded>
    </Suspense>
  );
}
