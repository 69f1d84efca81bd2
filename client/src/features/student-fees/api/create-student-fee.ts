import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { feeKeys } from './fee-keys';
import type { FeeAssignment, FeeType } from './types';

export interface CreateStudentFeeBody {
  fees: string;
  batch: string;
  amount: number;
  feeType: FeeType;
  startDate: string;
  endDate: string;
  dueDay?: number;
}

/** POST student-fee/create (Set Student Fees): one charge per student (per month when RECURRING). */
export function useCreateStudentFee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudentFeeBody) => api.post<Envelope<FeeAssignment>>('student-fee/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_fee_assignment', 'student_charge']),
  });
}
