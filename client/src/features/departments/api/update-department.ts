import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { departmentFormData, type DepartmentInput } from './department-form-data';

/** PUT department/update/:id (multipart; without an icon the stored one stays). */
export function useUpdateDepartment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: DepartmentInput & { id: string }) =>
      api.put<Envelope<{ _id: string }>>(`department/update/${encodeURIComponent(id)}`, departmentFormData(input)),
    onSuccess: () => invalidateUnlessPushed(qc, ['department']),
  });
}
