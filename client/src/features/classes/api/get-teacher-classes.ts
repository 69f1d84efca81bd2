import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import type { ClassWhen } from '@school/contracts';
import { classKeys } from './class-keys';
import type { ClassView } from './types';

export type { ClassWhen };
export interface TeacherClassParams {
  when: ClassWhen;
  pageNo: number;
  perPage: number;
}

/** GET teacher/class/:userId?when=&pageNo=&perPage= (002 §7; `when` in docs/api.md): a teacher's classes. */
export const teacherClassesQueryOptions = (userId: string, params: TeacherClassParams) =>
  queryOptions({
    queryKey: classKeys.teacherList(userId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<ClassView>>(`teacher/class/${encodeURIComponent(userId)}`, { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useTeacherClasses = (userId: string, params: TeacherClassParams) =>
  useQuery({ ...teacherClassesQueryOptions(userId, params), enabled: !!userId });
