import { useQuery } from '@tanstack/react-query';
import type { FeeReminderRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

/** GET student-fee/reminders/:studentId: the reminders a student (and their parents) were sent, newest first. */
export const useFeeReminders = (studentId: string, enabled = true) =>
  useQuery({
    queryKey: feeKeys.reminders(studentId),
    queryFn: ({ signal }) => api.get<Envelope<FeeReminderRow[]>>(`student-fee/reminders/${encodeURIComponent(studentId)}`, { signal }),
    enabled: enabled && !!studentId,
  });
