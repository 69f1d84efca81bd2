import { pathTo, paths } from '@/lib/routes';

/** The panel an exam page lives in: a teacher's, or the office's (admin). */
export type ExamPanel = 'teacher' | 'admin';

/** 002 §2: a scheduled exam's card opens its details. */
export const examViewHref = (panel: ExamPanel, examId: string) =>
  pathTo(panel === 'teacher' ? paths.teacherExamView : paths.adminExamView, { examId });

/** 002 §8 "Exam results": a finished exam's card opens the result route for a teacher, the admin route for others. */
export const examResultHref = (panel: ExamPanel, examId: string) =>
  pathTo(panel === 'teacher' ? paths.teacherExamResult : paths.adminExam, { examId });

/** 002 §8: an admin reads the subject exam from ?subjectExamId=, a teacher from the path. */
export const subjectExamHref = (panel: ExamPanel, examId: string, subjectExamId: string) =>
  panel === 'teacher'
    ? pathTo(paths.teacherSubjectExam, { examId, subjectExamId })
    : `${pathTo(paths.adminExam, { examId })}?subjectExamId=${encodeURIComponent(subjectExamId)}`;

/** The teacher's add or edit page of a subject exam (screens.tsv: ?edit=true&subjectExamId=). */
export const subjectExamFormHref = (examId: string, subjectExamId?: string) =>
  `${pathTo(paths.teacherSubjectExamForm, { examId })}${subjectExamId ? `?edit=true&subjectExamId=${encodeURIComponent(subjectExamId)}` : ''}`;

export const examListHref = (panel: ExamPanel) => (panel === 'teacher' ? paths.teacherExams : paths.adminExams);
