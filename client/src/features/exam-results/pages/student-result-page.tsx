import { Link, useParams, useSearch } from 'wouter';
import { Card, CardHeader, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { AdminExamPage, ExamResultsPage, examBatchLine, examResultHref, showDay } from '@/features/exams';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reportCardPdfPath, useStudentResult } from '../api/get-results';
import { BatchPdfButton } from '../components/batch-pdf-button';
import { fileSlug, PdfButton } from '../components/pdf-button';
import { ResultTotals, SubjectResults } from '../components/result-sheet';
import { reportCardHref } from '../components/student-links';
import { StudentResultLinks } from '../components/student-result-links';

/**
 * 001 §2 a student's result in an exam (/panel/admin/results/:examId?studentId=, the teacher's /panel/teacher/result/:examId
 * with ?studentId=): marks per subject, percentage, grade, pass or fail, rank and totals, with the report card.
 */
export function StudentResultPage({ panel, examId, studentId }: { panel: 'admin' | 'teacher'; examId: string; studentId: string }) {
  const q = useStudentResult(examId, studentId);
  const r = q.data;
  useDocumentTitle(r ? `${r.student.displayName} · ${r.exam.title}` : 'Result');
  return (
    <>
      <Link
        href={examResultHref(panel, examId)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> Exam results
      </Link>
      <PageHeader
        title={r ? `${r.exam.title} result` : 'Result'}
        description={r ? `${examBatchLine(r.batch)} · ${showDay(r.exam.startDate)} – ${showDay(r.exam.endDate)}` : undefined}
        actions={
          r ? (
            <>
              <Link
                href={reportCardHref(panel, examId, studentId)}
                className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
              >
                Report card
              </Link>
              <PdfButton path={reportCardPdfPath(examId, studentId)} fileName={`${fileSlug(r.student.displayName, r.exam.title)}.pdf`} />
              <BatchPdfButton examId={examId} title={r.exam.title} />
            </>
          ) : null
        }
      />
      {q.isPending ? (
        <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />
      ) : q.error || !r ? (
        <EmptyState title="No Result Found" text={errorMessage(q.error)} />
      ) : (
        <div className="min-w-0 space-y-6">
          <Card className="flex items-center gap-4 p-4 sm:p-5">
            <UserAvatar name={r.student.displayName} photoUrl={r.student.photoUrl ?? null} />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900" data-testid="result-student">
                {r.student.displayName}
              </p>
              <p className="text-sm text-slate-600">
                {[
                  r.student.rollNumber ? `Roll ${r.student.rollNumber}` : '',
                  r.student.registrationNumber ? `Reg. ${r.student.registrationNumber}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ') || r.student.email}
              </p>
            </div>
          </Card>
          <ResultTotals result={r} />
          <Card>
            <CardHeader
              title="Marks per subject"
              subtitle={r.exam.resultPublished ? 'Published' : 'Not published yet: students do not see it'}
            />
            <div className="px-5 pt-2 pb-5">
              <SubjectResults subjects={r.subjects} />
            </div>
          </Card>
        </div>
      )}
    </>
  );
}

const useStudentParam = () => new URLSearchParams(useSearch()).get('studentId') ?? '';

/** /panel/admin/results/:examId: a student's result with ?studentId=, else the exam's results. */
export function AdminResultsRoute() {
  const { examId = '' } = useParams<{ examId: string }>();
  const studentId = useStudentParam();
  return studentId ? (
    <StudentResultPage panel="admin" examId={examId} studentId={studentId} />
  ) : (
    <ExamResultsPage
      panel="admin"
      examId={examId}
      actions={<BatchPdfButton examId={examId} />}
      footer={<StudentResultLinks panel="admin" examId={examId} />}
    />
  );
}

/** /panel/admin/exam/:examId: a subject exam's page with ?subjectExamId=, else the exam's results with the batch PDF. */
export function AdminExamRoute() {
  const { examId = '' } = useParams<{ examId: string }>();
  const subjectExamId = new URLSearchParams(useSearch()).get('subjectExamId');
  return subjectExamId ? (
    <AdminExamPage />
  ) : (
    <ExamResultsPage
      panel="admin"
      examId={examId}
      actions={<BatchPdfButton examId={examId} />}
      footer={<StudentResultLinks panel="admin" examId={examId} />}
    />
  );
}

/** /panel/teacher/result/:examId: a student's result with ?studentId=, else the exam's results with the batch PDF. */
export function TeacherResultRoute() {
  const { examId = '' } = useParams<{ examId: string }>();
  const studentId = useStudentParam();
  return studentId ? (
    <StudentResultPage panel="teacher" examId={examId} studentId={studentId} />
  ) : (
    <ExamResultsPage
      panel="teacher"
      examId={examId}
      actions={<BatchPdfButton examId={examId} />}
      footer={<StudentResultLinks panel="teacher" examId={examId} />}
    />
  );
}
