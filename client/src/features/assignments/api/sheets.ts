import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { assignmentKeys } from './assignment-keys';
import type { AssignmentHistoryRow, AssignmentAnswerPage, RemarkBody } from './types';

const id = encodeURIComponent;

/** 002 §9: grading shows 5 answers a page; the student answers one question a page. */
export const GRADING_PER_PAGE = 5;
export const ANSWERING_PER_PAGE = 1;

/** GET assignment/answer/:assignmentId/:studentId?perPage=5|1&pageNo= (grading view 5, answering view 1), with the sheet's state. */
export const useAssignmentAnswers = (assignmentId: string, studentId: string, perPage: number, pageNo: number) =>
  useQuery({
    queryKey: assignmentKeys.answers(assignmentId, studentId, perPage, pageNo),
    queryFn: ({ signal }) =>
      api.get<AssignmentAnswerPage>(`assignment/answer/${id(assignmentId)}/${id(studentId)}`, { query: { perPage, pageNo }, signal }),
    enabled: !!assignmentId && !!studentId,
    placeholderData: (previous) => previous,
  });

/** GET assignment/history/:assignmentId/:studentId: every mark given or changed, with who, when and why. */
export const useAssignmentHistory = (assignmentId: string, studentId: string, enabled: boolean) =>
  useQuery({
    queryKey: assignmentKeys.history(assignmentId, studentId),
    queryFn: ({ signal }) =>
      api.get<Envelope<AssignmentHistoryRow[]>>(`assignment/history/${id(assignmentId)}/${id(studentId)}`, { signal }),
    enabled: enabled && !!assignmentId && !!studentId,
  });

/** A sheet write changes the sheet and the assignment's counts (their signals refresh the pages while the socket is up). */
const useSheetWrite = <V, R>(fn: (v: V) => Promise<R>, refresh = true) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => (refresh ? invalidateUnlessPushed(qc, ['assignment_sheet', 'assignment']) : undefined),
  });
};

/** POST assignment/remark/:assignmentId/:studentId (JSON: remark, marks of the page, the reason when a given mark changes). */
export const useSaveAssignmentRemark = (assignmentId: string, studentId: string) =>
  useSheetWrite((body: RemarkBody) => api.post<Envelope<unknown>>(`assignment/remark/${id(assignmentId)}/${id(studentId)}`, body));

/** POST assignment/answer/create (multipart: question, answer, attachment). The page refreshes its own answer. */
export const useSaveAssignmentAnswer = () =>
  useSheetWrite(
    (form: FormData) =>
      api.post<Envelope<{ question: string; studentAnswer: string; attachmentUrl: string | null; savedAt: string }>>(
        'assignment/answer/create',
        form,
      ),
    false,
  );

/** POST assignment/submit/:assignmentId: the student completes the assignment. */
export const useSubmitAssignment = () =>
  useSheetWrite((assignmentId: string) => api.post<Envelope<unknown>>(`assignment/submit/${id(assignmentId)}`));
