import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { departmentFormData, type DepartmentInput } from './department-form-data';

/** POST department/create (multipart). */
export function useCreateDepartment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DepartmentInput) => api.post<Envelope<Department>>('department/create', departmentFormData(input)),
    onSuccess: () => invalidateUnlessPushed(qc, ['department']),
  });
}
