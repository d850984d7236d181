import { LoadingOverlay } from '@mantine/core';
import { ThemeProvider } from '#src/app/theme-provider.tsx';
import { useRequestsInFlight } from '#src/lib/request-tracker.ts';

/**
 * Covers the page while API requests are in flight (platform spec section 2 and section 4, Loading).
 * Mounted outside the page, where there is no Mantine provider (ADR 0084).
 */
export function RequestLoadingOverlay() {
  const inFlight = useRequestsInFlight();
  return (
    <ThemeProvider>
      <LoadingOverlay
        visible={inFlight > 0}
        zIndex={300}
        pos="fixed"
        overlayProps={{ backgroundOpacity: 0.35, color: '#0b1f2e', blur: 1 }}
        loaderProps={{ color: 'maple.4', size: 'lg', role: 'status', 'aria-label': 'Loading' }}
        transitionProps={{ duration: 150 }}
      />
    </ThemeProvider>
  );
}
