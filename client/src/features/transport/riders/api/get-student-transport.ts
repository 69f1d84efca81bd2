import { useQuery } from '@tanstack/react-query';
import type { StudentTransport } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { ridersKeys } from './riders-keys';

/** GET transport/student/:studentId: the student's route, stop, vehicle, driver and fare (null: none). */
export const useStudentTransport = (studentId: string | null | undefined, enabled = true) =>
  useQuery({
    queryKey: ridersKeys.student(studentId ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<StudentTransport | null>>(`transport/student/${encodeURIComponent(studentId!)}`, { signal }),
    enabled: !!studentId && enabled,
  });
