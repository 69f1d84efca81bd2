import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherBatchRow } from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { examKeys } from './exam-keys';

/**
 * 002 §8 "Batch filter (assignments, exams)": a TEACHER picks among their own batches (GET batch/teacher, which has no
 * search: its first 200, filtered here by the text typed), others among all (features/academics' batch picker).
 */
export const teacherBatchOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: examKeys.options('teacher-batch', ''),
    queryFn: ({ signal }) => api.get<PagedEnvelope<TeacherBatchRow>>('batch/teacher', { query: { perPage: 200, pageNo: 1 }, signal }),
    select: (r): Option[] =>
      r.data
        .map((b) => ({ _id: b._id, label: `${b.course} · ${b.branch}`, detail: b.session }))
        .filter((o) => !search || `${o.label} ${o.detail}`.toLowerCase().includes(search.toLowerCase())),
  });
export const useTeacherBatchOptions = (search: string) => useQuery(teacherBatchOptionsQueryOptions(search));

const titledOptions = (path: 'course' | 'branch') => (search: string) =>
  queryOptions({
    queryKey: examKeys.options(path, search),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<{ _id: string; title: string }>>(path, {
        query: { perPage: 20, pageNo: 1, searchTitle: search || undefined },
        signal,
      }),
    select: (r): Option[] => r.data.map((c) => ({ _id: c._id, label: c.title })),
  });

const courseOptions = titledOptions('course');
const branchOptions = titledOptions('branch');
/** GET course?perPage=20&pageNo=1[&searchTitle]: the exam list's course filter. */
export const useCourseOptions = (search: string) => useQuery(courseOptions(search));
/** GET branch?perPage=20&pageNo=1[&searchTitle]: the exam list's branch filter. */
export const useBranchOptions = (search: string) => useQuery(branchOptions(search));
