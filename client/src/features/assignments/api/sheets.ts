import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';
import type { AssignmentAnswer, AssignmentHistoryRow, AssignmentSheet, RemarkBody } from './types';

const id = encodeURIComponent;

/** 002 §9: grading shows 5 answers a page; the student answers one question a page. */
export const GRADING_PER_PAGE = 5;
export const ANSWERING_PER_PAGE = 1;

/** GET assignment/sheet/:assignmentId/:studentId: the header of a student's work (submitted, reviewed, marks, remark). */
export const useAssignmentSheet = (assignmentId: string, studentId: string) =>
  useQuery({
    queryKey: assignmentKeys.sheet(assignmentId, studentId),
    queryFn: ({ signal }) => api.get<Envelope<AssignmentSheet>>(`assignment/sheet/${id(assignmentId)}/${id(studentId)}`, { signal }),
    enabled: !!assignmentId && !!studentId,
  });

/** GET assignment/answer/:assignmentId/:studentId?perPage=5|1&pageNo= (grading view 5, answering view 1). */
export const useAssignmentAnswers = (assignmentId: string, studentId: string, perPage: number, pageNo: number) =>
  useQuery({
    queryKey: assignmentKeys.answers(assignmentId, studentId, perPage, pageNo),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<AssignmentAnswer>>(`assignment/answer/${id(assignmentId)}/${id(studentId)}`, {
        query: { perPage, pageNo },
        signal,
      }),
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

const useSheetWrite = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: assignmentKeys.all }) });
};

/** POST assignment/remark/:assignmentId/:studentId (JSON: remark, marks of the page, the reason when a given mark changes). */
export const useSaveAssignmentRemark = (assignmentId: string, studentId: string) =>
  useSheetWrite((body: RemarkBody) => api.post<Envelope<unknown>>(`assignment/remark/${id(assignmentId)}/${id(studentId)}`, body));

/** POST assignment/answer/create (multipart: assignment, question, answer, attachment). */
export const useSaveAssignmentAnswer = () =>
  useSheetWrite((form: FormData) => api.post<Envelope<unknown>>('assignment/answer/create', form));

/** POST assignment/submit/:assignmentId: the student completes the assignment. */
export const useSubmitAssignment = () =>
  useSheetWrite((assignmentId: string) => api.post<Envelope<unknown>>(`assignment/submit/${id(assignmentId)}`));
