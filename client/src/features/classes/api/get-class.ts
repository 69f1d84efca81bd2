import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { classKeys } from './class-keys';
import type { ClassView } from './types';

/** GET class/:classId (002 §7) → the class (002 §3). */
export const classQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classKeys.one(classId),
    queryFn: ({ signal }) => api.get<Envelope<ClassView>>(`class/${encodeURIComponent(classId)}`, { signal }),
  });

export const useClass = (classId: string) => useQuery({ ...classQueryOptions(classId), enabled: !!classId });
