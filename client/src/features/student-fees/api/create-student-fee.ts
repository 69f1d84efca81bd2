import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboards';
import { api, type Envelope } from '@/lib/api-client';
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
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: feeKeys.all });
      void qc.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
