import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { academicKeys } from './academic-keys';
import { batchTitle, type Batch } from './batches';
import { batchTabKeys } from './batch-tab-keys';

export type { Option };

/** GET subject?perPage=20&pageNo=1[&searchTitle] (002 §7 pickers). */
export const subjectOptionsQueryOptions = (searchTitle: string) =>
  queryOptions({
    queryKey: batchTabKeys.subjectOptions(searchTitle),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<{ _id: string; title: string; subjectCode?: string }>>('subject', {
        query: { perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      }),
    select: (r): Option[] => r.data.map((s) => ({ _id: s._id, label: s.title, detail: s.subjectCode })),
  });
export const useSubjectOptions = (searchTitle: string) => useQuery(subjectOptionsQueryOptions(searchTitle));

/** GET user?role=TEACHER&perPage=20&pageNo=1[&searchTitle] (002 §7 pickers). */
export const teacherOptionsQueryOptions = (searchTitle: string) =>
  queryOptions({
    queryKey: batchTabKeys.teacherOptions(searchTitle),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<{ _id: string; displayName: string; email: string }>>('user', {
        query: { role: 'TEACHER', perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      }),
    select: (r): Option[] => r.data.map((u) => ({ _id: u._id, label: u.displayName, detail: u.email })),
  });
export const useTeacherOptions = (searchTitle: string) => useQuery(teacherOptionsQueryOptions(searchTitle));

/** GET batch?course=true&branch=true&session=true&perPage=20&pageNo=1[&searchTitle]: the batch picker (Create Class). */
export const batchOptionsQueryOptions = (searchTitle: string) =>
  queryOptions({
    queryKey: academicKeys.list('batch', { perPage: 20, pageNo: 1, searchTitle, picker: true }),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Batch>>('batch', {
        query: { course: true, branch: true, session: true, perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      }),
    select: (r): Option[] => r.data.map((b) => ({ _id: b._id, label: batchTitle(b), detail: b.session?.title ?? undefined })),
  });
export const useBatchOptions = (searchTitle: string) => useQuery(batchOptionsQueryOptions(searchTitle));
