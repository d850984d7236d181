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

export function StaffShell({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  return (
    <FrameGuard>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SessionBootstrap />
      <StaffHeader isAdmin={isAdmin} accountSlot={<AccountMenu />} />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Suspense>
          <PageProviders>{children}</PageProviders>
        </Suspense>
      </main>
      <OfflineDialog />
    </FrameGuard>
  );
}
