import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassAttendanceStatus } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { studentAttendanceKeys, studentAttendanceReadModels } from './student-attendance-keys';

/**
 * POST attendance/create (002 §7, 001 §7) for one student in one class: exactly one of the three flags. A change is a
 * new mark event on the class with who and when (the class page's History drawer lists it).
 */
export function useMarkClassAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { classId: string; studentId: string; status: ClassAttendanceStatus }) =>
      api.post<Envelope<unknown>>('attendance/create', {
        classId: v.classId,
        user: v.studentId,
        isPresent: v.status === 'PRESENT',
        isAbsent: v.status === 'ABSENT',
        isLeave: v.status === 'LEAVE',
      }),
    onSuccess: () => invalidateUnlessPushed(qc, studentAttendanceReadModels, [studentAttendanceKeys.all]),
  });
}
