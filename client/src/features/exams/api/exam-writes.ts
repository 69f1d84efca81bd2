import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { CreateExamBody, CreateSubjectExamBody, Exam, SubjectExam, UpdateSubjectExamBody } from './types';

const id = encodeURIComponent;

/** Every write of this file changes the `exam` read model (a subject exam changes its exam's counts too). */
function useExamWrite<V, R>(fn: (v: V) => Promise<R>, readModels: ('exam' | 'subject_exam' | 'exam_question')[]) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateUnlessPushed(qc, readModels) });
}

/** POST exam/create / PUT exam/update/:id: the Create Exam dialog and its edit. */
export const useSaveExam = () =>
  useExamWrite(
    ({ examId, body }: { examId?: string; body: CreateExamBody }) =>
      examId ? api.put<Envelope<Exam>>(`exam/update/${id(examId)}`, body) : api.post<Envelope<Exam>>('exam/create', body),
    ['exam'],
  );

/** DELETE exam/delete/:id (its subject exams and questions go with it). */
export const useDeleteExam = () =>
  useExamWrite((examId: string) => api.delete<Envelope<unknown>>(`exam/delete/${id(examId)}`), ['exam', 'subject_exam']);

/** PUT exam/publish/:id: the results become visible (type PUBLISHED, 002 §4). */
export const usePublishExam = () => useExamWrite((examId: string) => api.put<Envelope<Exam>>(`exam/publish/${id(examId)}`), ['exam']);

/** POST exam/subject/create / PUT exam/subject/update/:id. */
export const useSaveSubjectExam = () =>
  useExamWrite(
    ({ subjectExamId, body }: { subjectExamId?: string; body: CreateSubjectExamBody }) => {
      if (!subjectExamId) return api.post<Envelope<SubjectExam>>('exam/subject/create', body);
      // The exam of a subject exam does not change: the update names the rest.
      const { exam: _exam, ...update } = body;
      return api.put<Envelope<SubjectExam>>(`exam/subject/update/${id(subjectExamId)}`, update satisfies UpdateSubjectExamBody);
    },
    ['subject_exam', 'exam'],
  );

/** DELETE exam/subject/delete/:id. */
export const useDeleteSubjectExam = () =>
  useExamWrite(
    (subjectExamId: string) => api.delete<Envelope<unknown>>(`exam/subject/delete/${id(subjectExamId)}`),
    ['subject_exam', 'exam'],
  );

/** POST exam/question/add (multipart: subjectExam, question, type, options repeated, answer, markAwarded, explanation, attachment). */
export const useAddQuestion = () =>
  useExamWrite((form: FormData) => api.post<Envelope<unknown>>('exam/question/add', form), ['exam_question', 'subject_exam', 'exam']);

/** DELETE exam/question/delete/:id. */
export const useDeleteQuestion = () =>
  useExamWrite(
    (questionId: string) => api.delete<Envelope<unknown>>(`exam/question/delete/${id(questionId)}`),
    ['exam_question', 'subject_exam', 'exam'],
  );
