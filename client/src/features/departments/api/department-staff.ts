import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepartmentEmployee } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { departmentKeys } from './department-keys';

export type { DepartmentEmployee };

const staffKey = (id: string) => [...departmentKeys.all, 'staff', id] as const;

/** GET department/staff/:id: the department's employees by name. */
export const useDepartmentStaff = (id: string | null) =>
  useQuery({
    queryKey: staffKey(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Envelope<DepartmentEmployee[]>>(`department/staff/${encodeURIComponent(id!)}`, { signal }).then((r) => r.data),
    enabled: !!id,
  });

function useRefresh() {
  const qc = useQueryClient();
  // departmentKeys.all holds the cards (their totalUser) and every department's employees.
  return () => invalidateUnlessPushed(qc, ['department']);
}

/** PUT department/assign-staff {departmentId, staffId}: 'User added successfully' (a member of another department moves). */
export function useAssignStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { departmentId: string; staffId: string }) =>
      api.put<Envelope<{ _id: string; userId: string }>>('department/assign-staff', body),
    onSuccess: refresh,
  });
}

/** PUT department/remove-staff/:userId: 'User removed successfully'. */
export function useRemoveStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) =>
      api.put<Envelope<{ _id: string; userId: string }>>(`department/remove-staff/${encodeURIComponent(userId)}`),
    onSuccess: refresh,
  });
}
