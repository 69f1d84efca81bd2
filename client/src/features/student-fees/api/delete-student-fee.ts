import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentFeeAssignmentRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE student-fee/delete/:fee/:batch/:startDate: refused (409) once money was collected on it. */
export function useDeleteStudentFee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Pick<StudentFeeAssignmentRow, 'fees' | 'batch' | 'startDate'>) =>
      api.delete<Envelope<unknown>>(
        `student-fee/delete/${encodeURIComponent(a.fees._id)}/${encodeURIComponent(a.batch._id)}/${encodeURIComponent(a.startDate.slice(0, 10))}`,
      ),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_fee_assignment', 'student_charge']),
  });
}
