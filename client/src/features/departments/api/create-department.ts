import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department } from '@school/contracts';
import { dashboardKeys } from '@/features/dashboards';
import { api, type Envelope } from '@/lib/api-client';
import { departmentKeys } from './department-keys';
import { departmentFormData, type DepartmentInput } from './department-form-data';

/** POST department/create (multipart). */
export function useCreateDepartment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DepartmentInput) => api.post<Envelope<Department>>('department/create', departmentFormData(input)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: departmentKeys.all });
      void qc.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
