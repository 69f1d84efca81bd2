import type { IssueListQuery } from '@school/contracts';

export interface IssueListParams extends Pick<IssueListQuery, 'status'> {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}
export interface StudentCardParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** Every key starts with 'library': a signal of any `library_*` read model (./push.ts) refetches them all. */
export const libraryKeys = {
  all: ['library'] as const,
  stat: () => [...libraryKeys.all, 'stat'] as const,
  settings: () => [...libraryKeys.all, 'settings'] as const,
  issues: (params: IssueListParams) => [...libraryKeys.all, 'issues', params] as const,
  issue: (id: string) => [...libraryKeys.all, 'issue', id] as const,
  students: (params: StudentCardParams) => [...libraryKeys.all, 'students', params] as const,
  profile: (studentId: string) => [...libraryKeys.all, 'profile', studentId] as const,
  studentIssues: (studentId: string, params: IssueListParams) => [...libraryKeys.all, 'student-issues', studentId, params] as const,
  holds: (user: string) => [...libraryKeys.all, 'holds', user] as const,
  bookOptions: (searchTitle: string) => [...libraryKeys.all, 'book-options', searchTitle] as const,
  studentOptions: (searchTitle: string) => [...libraryKeys.all, 'student-options', searchTitle] as const,
};
