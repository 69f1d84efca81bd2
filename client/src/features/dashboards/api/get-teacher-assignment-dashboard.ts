import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeacherAssignmentStat, TeacherAssignmentTypeRow, TeacherSubmissionStat } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type { TeacherAssignmentStat, TeacherAssignmentTypeRow, TeacherSubmissionStat };

/* The teacher's assignment figures (002 §2 Teacher assignment dashboard, §3 Assignment stats): their own assignments. */

const get = <T>(path: string, signal: AbortSignal) => api.get<Envelope<T>>(`dashboard/teacher/${path}`, { signal }).then((r) => r.data);

/** GET dashboard/teacher/assignment-stat: Assignment Pending, Assignment Completed, Total Assignment. */
export const useTeacherAssignmentStat = () =>
  useQuery({
    queryKey: dashboardKeys.teacher('assignment-stat'),
    queryFn: ({ signal }) => get<TeacherAssignmentStat>('assignment-stat', signal),
  });

/** GET dashboard/teacher/assignment-type-stat: one row per type, with its share of the total. */
export const useTeacherAssignmentTypeStat = () =>
  useQuery({
    queryKey: dashboardKeys.teacher('assignment-type-stat'),
    queryFn: ({ signal }) => get<TeacherAssignmentTypeRow[]>('assignment-type-stat', signal),
  });

/**
 * GET dashboard/teacher/assignment-submission-stat-prev?perPage&pageNo: the teacher's given assignments, latest first,
 * with who submitted; perPage 1 is the latest assignment's pie, 8 the Assignment Overview bar (002 §7).
 */
export const useTeacherSubmissionStats = (perPage: 1 | 8, pageNo = 1) =>
  useQuery({
    queryKey: [...dashboardKeys.teacher('assignment-submission-stat-prev'), perPage, pageNo],
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<TeacherSubmissionStat>>('dashboard/teacher/assignment-submission-stat-prev', {
        query: { perPage, pageNo },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
