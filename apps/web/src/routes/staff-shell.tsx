import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { AccountMenu } from '#src/features/accounts/components/account-menu.tsx';
import { SessionBootstrap } from '#src/features/accounts/components/session-bootstrap.tsx';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { FrameGuard } from '#src/features/app-status/components/frame-guard.tsx';
import { OfflineDialog } from '#src/features/app-status/components/offline-dialog.tsx';
import { StaffHeader } from '#src/features/layout/components/staff-header.tsx';
import { PageProviders } from './site-shell.tsx';

// The staff screens' frame (ADR 0119): their own header and menu, no public footer or newsletter.
// Staff pages are never prerendered or content pages; the providers load as in the site shell.

/**
 * The staff header, which reads the session itself: were the shell to read it, a restored session
 * would re-render the page's still-dehydrated boundary below, and React would throw its prerendered
 * frame away and paint it again (ADR 0129).
 */
function SessionStaffHeader() {
  const { isAdmin } = useSession();
  return <StaffHeader isAdmin={isAdmin} accountSlot={<AccountMenu />} />;
}

export function StaffShell({ children }: { children: ReactNode }) {
  return (
    <FrameGuard>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SessionBootstrap />
      <SessionStaffHeader />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Suspense>
          <PageProviders>{children}</PageProviders>
        </Suspense>
      </main>
      <OfflineDialog />
    </FrameGuard>
  );
}
