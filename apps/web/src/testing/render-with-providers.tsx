import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { theme } from '#src/app/theme.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

interface RenderOptions {
  /** The URL the in-memory router starts at. */
  url?: string;
  /** Routes for the stub router; by default `ui` answers every path. */
  routes?: StubRoutes;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/** The app's providers as root.tsx sets them up, without transitions or portals delays (env="test"). */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders `ui` (or `routes`) inside a data router stub, Mantine, React Query and the toasts. */
export function renderWithProviders(
  ui: ReactElement | null,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const queryClient = createQueryClient();
  const Page: ComponentType = () => ui;
  const Stub = createRoutesStub(options.routes ?? [{ path: '*', Component: Page }]);
  const user = userEvent.setup();
  const result = render(
    <TestProviders queryClient={queryClient}>
      <Stub initialEntries={[options.url ?? '/']} />
    </TestProviders>,
  );
  return { ...result, user, queryClient };
}
