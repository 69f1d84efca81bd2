import { pathTo, paths } from '@/lib/routes';

/** A parent's links keep the chosen child (?child=), as the child switcher reads it. */
export const childQuery = (isParent: boolean, studentId: string | undefined) =>
  isParent && studentId ? `?child=${encodeURIComponent(studentId)}` : '';

export const studentExamHref = (examId: string, isParent: boolean, studentId: string | undefined) =>
  `${pathTo(paths.studentExam, { examId })}${childQuery(isParent, studentId)}`;

export const studentReviewHref = (examId: string, subjectExamId: string, isParent: boolean, studentId: string | undefined) =>
  `${pathTo(paths.studentExamReview, { examId, subjectExamId })}${childQuery(isParent, studentId)}`;

/** C1's exam-taking screen (design.md "Client routes"). */
export const takeExamHref = (examId: string, subjectExamId: string) =>
  `/panel/student/exam/${encodeURIComponent(examId)}/${encodeURIComponent(subjectExamId)}`;

export type ResultPanel = 'admin' | 'teacher' | 'student';

/** The report card page of a panel. */
export const reportCardHref = (panel: ResultPanel, examId: string, studentId: string) =>
  pathTo(panel === 'admin' ? paths.adminReportCard : panel === 'teacher' ? paths.teacherReportCard : paths.studentReportCard, {
    examId,
    studentId,
  });

export const sessionReportCardHref = (panel: ResultPanel, batchId: string, studentId: string) =>
  pathTo(
    panel === 'admin'
      ? paths.adminSessionReportCard
      : panel === 'teacher'
        ? paths.teacherSessionReportCard
        : paths.studentSessionReportCard,
    { batchId, studentId },
  );

/** 001 §2: a result card opens the student's result in the exam (the teacher's result route with ?studentId= for a teacher). */
export const studentResultHref = (panel: 'admin' | 'teacher', examId: string, studentId: string) =>
  `${pathTo(panel === 'admin' ? paths.adminResults : paths.teacherExamResult, { examId })}?studentId=${encodeURIComponent(studentId)}`;
