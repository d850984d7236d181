// Staff management's calls (admins only): the staff list, invites and removal. The
// server enforces the roles (requireAdmin on invite and removal); this page only follows.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteBody, StaffMember } from '@brokerage/shared/staff-accounts/staff-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { notifySuccess } from '#src/lib/notify.ts';

const STAFF_KEY = ['staff-accounts'];

export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async () => (await apiClient.get<StaffMember[]>('admin/staff')).data ?? [],
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) => apiClient.post('admin/staff/invite', body),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`admin/staff/${id}`),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
}
