import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookHold, BookIssue, LibraryProfile, LibraryRulesBody, LibraryStat, LibraryStudent } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { libraryKeys, type IssueListParams, type StudentCardParams } from './library-keys';

const id = (s: string) => encodeURIComponent(s);

/** GET dashboard/admin/library-stat: the library dashboard's cards. */
export const useLibraryStat = () =>
  useQuery({
    queryKey: libraryKeys.stat(),
    queryFn: ({ signal }) => api.get<Envelope<LibraryStat>>('dashboard/admin/library-stat', { signal }),
  });

/** GET library/settings: the institute's library rules (every signed-in role reads them). */
export const useLibraryRules = (enabled = true) =>
  useQuery({
    queryKey: libraryKeys.settings(),
    queryFn: ({ signal }) => api.get<Envelope<LibraryRulesBody>>('library/settings', { signal }),
    enabled,
  });

/** GET library/issue-book?status&perPage&pageNo&searchTitle: Recently Issued / Recently Returned, newest first. */
export const useIssues = (params: IssueListParams) =>
  useQuery({
    queryKey: libraryKeys.issues(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<BookIssue>>('library/issue-book', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET library/student?perPage=15&pageNo&searchTitle: the library students as cards. */
export const useLibraryStudents = (params: StudentCardParams) =>
  useQuery({
    queryKey: libraryKeys.students(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<LibraryStudent>>('library/student', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET library/student/:id: the library profile (office, the student, their parent). */
export const useLibraryProfile = (studentId: string) =>
  useQuery({
    queryKey: libraryKeys.profile(studentId),
    queryFn: ({ signal }) => api.get<Envelope<LibraryProfile>>(`library/student/${id(studentId)}`, { signal }),
    enabled: !!studentId,
  });

/** GET library/student/:id/book-issued?perPage=15&pageNo&searchTitle&status: the Library History. */
export const useStudentIssues = (studentId: string, params: IssueListParams) =>
  useQuery({
    queryKey: libraryKeys.studentIssues(studentId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<BookIssue>>(`library/student/${id(studentId)}/book-issued`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled: !!studentId,
  });

/** GET library/hold?user&perPage&pageNo: a student's holds, next in line first. */
export const useHolds = (user: string) =>
  useQuery({
    queryKey: libraryKeys.holds(user),
    queryFn: ({ signal }) => api.get<PagedEnvelope<BookHold>>('library/hold', { query: { user, perPage: 50, pageNo: 1 }, signal }),
    enabled: !!user,
  });

/** GET library/card/:libraryCardNumber (Return Books by library card id). */
export const findCard = (cardNumber: string) =>
  api.get<Envelope<{ studentId: string; displayName: string }>>(`library/card/${id(cardNumber)}`);

/** The History drawer's address of one issue (GET library/history/issue/:issueId). */
export const issueHistoryUrl = (issueId: string) => `library/history/issue/${id(issueId)}`;
