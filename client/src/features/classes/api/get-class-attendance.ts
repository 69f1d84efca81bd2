import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { classKeys } from './class-keys';
import type { AttendanceRow } from './types';

export interface ClassAttendanceParams {
  pageNo: number;
  perPage: number;
  searchTitle?: string;
  sortAlphabetically?: 'A-Z' | 'Z-A';
  sortRollNo?: 'asc' | 'des';
  gender?: 'MALE' | 'FEMALE' | 'OTHER';
}

const attendanceUrl = (classId: string) => `attendance/${encodeURIComponent(classId)}`;

/** GET attendance/:classId?perPage=30&pageNo&searchTitle&sortAlphabetically&sortRollNo&gender (002 §7). */
export const classAttendanceQueryOptions = (classId: string, params: ClassAttendanceParams) =>
  queryOptions({
    queryKey: classKeys.attendance(classId, params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<AttendanceRow>>(attendanceUrl(classId), { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useClassAttendance = (classId: string, params: ClassAttendanceParams) =>
  useQuery({ ...classAttendanceQueryOptions(classId, params), enabled: !!classId });

/** Every student id of the class (Mark All sends them in one POST): the register's pages of 200. */
export async function allStudentIds(classId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNo = 1; pageNo <= 100; pageNo++) {
    const page = await api.get<PagedEnvelope<AttendanceRow>>(attendanceUrl(classId), { query: { pageNo, perPage: 200 } });
    ids.push(...page.data.map((r) => r.student._id));
    if (page.isLastChunk || page.data.length === 0) break;
  }
  return ids;
}
