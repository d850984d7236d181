import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publicInsurerSchema } from '@brokerage/shared/insurers/insurer-schemas';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * GET insurers: the insurers the brokerage works with now, as staff keep them (ADR 0097), for the
 * pages that run the whole application (About, the staff's policy form). Home's small client reads
 * the same list through public-insurers.ts (no zod on the first load).
 */
export function useInsurers() {
  return useQuery({
    queryKey: ['insurers'],
    staleTime: 5 * 60 * 1000,
    queryFn: async () =>
      (await apiClient.get('insurers', { data: () => z.array(publicInsurerSchema), trackLoading: false }))
        .data ?? [],
  });
}
