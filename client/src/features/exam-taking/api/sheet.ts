import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import type { ActivityKind, CheckSubmit, SavedAnswer, SheetQuestion } from './types';
import { takingKeys } from './taking-keys';

const id = encodeURIComponent;

/** GET exam/:subjectExamId/check-submit: submitted or not, the window and the server's remaining seconds. */
export const useCheckSubmit = (subjectExamId: string) =>
  useQuery({
    queryKey: takingKeys.check(subjectExamId),
    queryFn: ({ signal }) => api.get<Envelope<CheckSubmit>>(`exam/${id(subjectExamId)}/check-submit`, { signal }),
    enabled: !!subjectExamId,
    // The timer re-syncs on every answer; a screen left open still asks once a minute.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** GET exam/:subjectExamId/question?random=true: the sheet in the attempt's order (the first call starts the attempt). */
export const useSheetQuestions = (subjectExamId: string, enabled: boolean) =>
  useQuery({
    queryKey: takingKeys.questions(subjectExamId),
    queryFn: ({ signal }) => api.get<Envelope<SheetQuestion[]>>(`exam/${id(subjectExamId)}/question`, { query: { random: true }, signal }),
    enabled: !!subjectExamId && enabled,
    // The sheet is read once; later changes are the student's own (kept by the outbox), not refetched under them.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 3,
  });

/** POST exam/answer/create: JSON, or multipart with the file of an ATTACHMENT question. */
export function saveAnswer(body: {
  question: string;
  answer: string;
  markAsReview: boolean;
  seq: number;
  file?: Blob | null;
  fileName?: string;
}) {
  if (body.file) {
    const form = new FormData();
    form.append('question', body.question);
    form.append('answer', body.answer);
    form.append('markAsReview', String(body.markAsReview));
    form.append('seq', String(body.seq));
    form.append('attachment', body.file, body.fileName ?? 'answer');
    return api.post<Envelope<SavedAnswer>>('exam/answer/create', form);
  }
  const { file: _f, fileName: _n, ...json } = body;
  return api.post<Envelope<SavedAnswer>>('exam/answer/create', json);
}

/** POST exam/activity/create: a tab switch, leaving full screen… counted on the server. */
export const recordActivity = (subjectExam: string, kind: ActivityKind) =>
  api.post<Envelope<{ kind: ActivityKind; count: number }>>('exam/activity/create', { subjectExam, kind });

/** POST exam/answer/submit. */
export const submitSheet = (subjectExam: string) =>
  api.post<Envelope<{ isSubmitted: true; submittedAt: string }>>('exam/answer/submit', { subjectExam });
