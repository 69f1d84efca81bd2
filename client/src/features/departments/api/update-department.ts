import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboards';
import { api, type Envelope } from '@/lib/api-client';
import { departmentKeys } from './department-keys';
import { departmentFormData, type DepartmentInput } from './department-form-data';

/** PUT department/update/:id (multipart; without an icon the stored one stays). */
export function useUpdateDepartment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DepartmentInput & { id: string }) =>
      api.put<Envelope<{ _id: string }>>(`department/update/${encodeURIComponent(id)}`, departmentFormData(input)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: departmentKeys.all });
      void qc.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
