import { QueryClient } from '@tanstack/react-query';

// One client per app instance (created in root.tsx), so prerendering never shares a cache.
// No automatic retries: the api client toasts every failure (platform spec section 8), and a
// retried call would toast again.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
