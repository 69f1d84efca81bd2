import type { ReadModel as ReadModelName } from '@school/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { Assignment, AssignmentQuestion, CreateAssignmentBody, UpdateAssignmentBody } from './types';

const id = encodeURIComponent;
type ReadModel = Extract<ReadModelName, 'assignment' | 'assignment_question' | 'assignment_sheet'>;

/** After a write: what the changed read models' signals refresh (by the signal itself while the socket is up). */
export function useAssignmentWrite<V, R>(fn: (v: V) => Promise<R>, readModels: ReadModel[]) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateUnlessPushed(qc, readModels) });
}

/** POST assignment/create / PUT assignment/update/:id. */
export const useSaveAssignment = () =>
  useAssignmentWrite(
    ({ assignmentId, body }: { assignmentId?: string; body: CreateAssignmentBody }) => {
      if (!assignmentId) return api.post<Envelope<Assignment>>('assignment/create', body);
      // The batch of an assignment never changes: the update names the rest.
      const { batch: _batch, ...update } = body;
      return api.put<Envelope<Assignment>>(`assignment/update/${id(assignmentId)}`, update satisfies UpdateAssignmentBody);
    },
    ['assignment'],
  );

/** DELETE assignment/delete/:assignmentId. */
export const useDeleteAssignment = () =>
  useAssignmentWrite((assignmentId: string) => api.delete<Envelope<unknown>>(`assignment/delete/${id(assignmentId)}`), ['assignment']);

/** POST assignment/question/create/:assignmentId (multipart: question, options repeated, answer, type, markAwarded, explanation, attachment). */
export const useAddAssignmentQuestion = (assignmentId: string) =>
  useAssignmentWrite(
    (form: FormData) => api.post<Envelope<AssignmentQuestion>>(`assignment/question/create/${id(assignmentId)}`, form),
    ['assignment_question', 'assignment'],
  );

/** DELETE assignment/question/delete/:questionId. */
export const useDeleteAssignmentQuestion = () =>
  useAssignmentWrite(
    (questionId: string) => api.delete<Envelope<unknown>>(`assignment/question/delete/${id(questionId)}`),
    ['assignment_question', 'assignment'],
  );
