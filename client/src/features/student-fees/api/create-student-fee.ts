import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStudentFeeBody, StudentFeeAssignmentRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

export type { CreateStudentFeeBody };

/** POST student-fee/create (Set Student Fees): one charge per student (per month when RECURRING). */
export function useCreateStudentFee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudentFeeBody) => api.post<Envelope<StudentFeeAssignmentRow>>('student-fee/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_fee_assignment', 'student_charge']),
  });
}
