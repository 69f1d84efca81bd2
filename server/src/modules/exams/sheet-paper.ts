import type { ExamFields, ExamsEvent, QuestionFields, RecordedEvent, SubjectExamFields } from '@school/contracts';

/**
 * What a sheet is decided against: the exam stream folded with the questions in full (their answers and marks), which
 * the exam decider does not keep. Pure; `paperCache` keeps it per exam and stream version.
 */
export interface PaperQuestion extends QuestionFields {
  id: string;
  subjectExamId: string;
}

export interface PaperSubject extends SubjectExamFields {
  id: string;
  createdBy: string;
  /** Live question ids in bank order (the order they were added). */
  questionIds: string[];
  /** A sheet of it exists (the exam stream says so: decision 0025). */
  sheets: boolean;
}

export interface ExamPaper {
  exists: boolean;
  deleted: boolean;
  examId: string;
  instituteId: string;
  fields: ExamFields | null;
  published: boolean;
  subjects: Map<string, PaperSubject>;
  questions: Map<string, PaperQuestion>;
  /** The exam stream's version this was folded to (-1 when empty). */
  version: number;
}

export const emptyPaper = (): ExamPaper => ({
  exists: false,
  deleted: false,
  examId: '',
  instituteId: '',
  fields: null,
  published: false,
  subjects: new Map(),
  questions: new Map(),
  version: -1,
});

/** Folds exam events onto a paper. Mutates a copy-on-write clone: the cached paper given in is never changed. */
export function foldPaper(before: ExamPaper, events: readonly RecordedEvent[]): ExamPaper {
  if (events.length === 0) return before;
  const p: ExamPaper = { ...before, subjects: new Map(before.subjects), questions: new Map(before.questions) };
  for (const recorded of events) {
    const e = recorded as unknown as ExamsEvent;
    p.version = recorded.streamVersion;
    switch (e.type) {
      case 'ExamCreated': {
        const { examId, createdBy: _c, ...fields } = e.data;
        Object.assign(p, { exists: true, examId, fields, instituteId: recorded.metadata.instituteId });
        break;
      }
      case 'ExamUpdated': {
        const { examId: _e, ...fields } = e.data;
        p.fields = fields;
        break;
      }
      case 'ExamDeleted':
        p.deleted = true;
        break;
      case 'ExamResultsPublished':
        p.published = true;
        break;
      case 'SubjectExamCreated':
      case 'SubjectExamUpdated': {
        const { examId: _e, subjectExamId, batchId: _b, ...rest } = e.data;
        const old = p.subjects.get(subjectExamId);
        const { createdBy, ...fields } = rest as SubjectExamFields & { createdBy?: string };
        p.subjects.set(subjectExamId, {
          ...fields,
          id: subjectExamId,
          createdBy: createdBy ?? old?.createdBy ?? '',
          questionIds: old?.questionIds ?? [],
          sheets: old?.sheets ?? false,
        });
        break;
      }
      case 'SubjectExamDeleted':
        p.subjects.delete(e.data.subjectExamId);
        break;
      case 'SubjectExamSheetsOpened': {
        const sub = p.subjects.get(e.data.subjectExamId);
        if (sub) p.subjects.set(sub.id, { ...sub, sheets: true });
        break;
      }
      case 'ExamQuestionAdded': {
        const { examId: _e, subjectExamId, questionId, ...q } = e.data;
        const sub = p.subjects.get(subjectExamId);
        if (!sub) break;
        p.questions.set(questionId, { ...q, id: questionId, subjectExamId });
        p.subjects.set(subjectExamId, { ...sub, questionIds: [...sub.questionIds, questionId] });
        break;
      }
      case 'ExamQuestionDeleted': {
        const sub = p.subjects.get(e.data.subjectExamId);
        p.questions.delete(e.data.questionId);
        if (sub) p.subjects.set(sub.id, { ...sub, questionIds: sub.questionIds.filter((id) => id !== e.data.questionId) });
        break;
      }
    }
  }
  return p;
}

/** The live questions of a subject exam, in bank order. */
export const questionsOf = (p: ExamPaper, subjectExamId: string): PaperQuestion[] =>
  (p.subjects.get(subjectExamId)?.questionIds ?? []).map((id) => p.questions.get(id)!).filter(Boolean);

/** The deduction for a wrong MCQ answer: `negativeMark` is a percentage of the question's mark (docs/api.md). */
export const deductionOf = (p: ExamPaper, q: PaperQuestion): number => {
  const s = p.fields?.settings;
  if (!s?.negativeMarking || !(s.negativeMark > 0)) return 0;
  return Math.round(q.markAwarded * s.negativeMark) / 100;
};
