import { useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { invalidateUnlessPushed } from '@/lib/push';

/** GET exam/question/sample: the sheet to fill (Data: the header and two examples; Notes: what each column takes). */
export const downloadQuestionSample = () =>
  downloadFile('exam/question/sample', {
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fallbackName: 'QuestionSample.xlsx',
  });

/** POST exam/question/import/:subjectExamId (multipart file, dryRun) → 202 { jobId }; progress at `questionJobPath`. */
export function startQuestionImport(subjectExamId: string, file: File, dryRun: boolean): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  return api.post<Envelope<{ jobId: string }>>(`exam/question/import/${encodeURIComponent(subjectExamId)}`, form).then((r) => r.data.jobId);
}

/** Once an import has ended: its questions and the counts they change (the signals refresh them while the socket is up). */
export function useImportDone() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['exam_question', 'subject_exam', 'exam']);
}

/** GET exam/question/import/job/:jobId: the import's progress and its report (teachers read it too, unlike bulk-upload's). */
export const questionJobPath = (jobId: string) => `exam/question/import/job/${encodeURIComponent(jobId)}`;
