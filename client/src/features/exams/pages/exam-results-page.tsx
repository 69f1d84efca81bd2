import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, ExamIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExam } from '../api/get-exams';
import { examBatchLine } from '../components/exam-card';
import { examListHref, examViewHref, subjectExamHref, type ExamPanel } from '../components/exam-links';
import { examDay, showDay, showTime } from '@/lib/exam-time';

/**
 * A finished exam's card target (002 §8 "Exam results": /panel/teacher/result/:examId, /panel/admin/exam/:examId): its
 * subject exams with their pass and fail counts, each opening its Students tab (the results list of 002 §2).
 */
export function ExamResultsPage({
  panel,
  examId,
  actions,
  footer,
}: {
  panel: ExamPanel;
  examId: string;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const q = useExam(examId);
  const exam = q.data?.data;
  useDocumentTitle(exam ? `${exam.title} results` : 'Exam results');
  const subjects = exam && Array.isArray(exam.subjects) ? exam.subjects : [];
  return (
    <>
      <Link
        href={examListHref(panel)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> Exams
      </Link>
      <PageHeader
        title={exam ? `${exam.title} results` : 'Exam results'}
        description={exam ? `${examBatchLine(exam.batch)} · ${showDay(exam.startDate)} – ${showDay(exam.endDate)}` : undefined}
        actions={
          exam ? (
            <>
              {actions}
              <Link
                href={examViewHref(panel, exam._id)}
                className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
              >
                Exam details
              </Link>
            </>
          ) : null
        }
      />
      {q.isPending ? (
        <span className="skeleton block h-48 rounded-2xl" aria-busy="true" />
      ) : q.error || !exam ? (
        <EmptyState title="No data found" text={errorMessage(q.error, 'Oops! something went wrong.')} />
      ) : subjects.length === 0 ? (
        <EmptyState title="No Exam created" icon={<ExamIcon />} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Subject exams">
          {subjects.map((s) => (
            <li key={s._id}>
              <Card className="flex h-full flex-col gap-2 p-4" data-testid="result-subject">
                <h2 className="text-base font-semibold text-slate-900">{s.subject.title || 'Subject'}</h2>
                <p className="text-sm text-slate-600">
                  {showDay(examDay(s.startTime))}, {showTime(s.startTime)} – {showTime(s.endTime)}
                </p>
                <p className="text-sm text-slate-700">
                  Passed <span className="font-medium">{s.passStudent}</span> · Failed <span className="font-medium">{s.failStudent}</span>{' '}
                  · Absent <span className="font-medium">{s.absentStudent}</span> · {s.totalStudents} students
                </p>
                <Link
                  href={subjectExamHref(panel, exam._id, s._id)}
                  className="mt-auto inline-flex h-9 w-fit items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
                >
                  Students
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </>
  );
}

/** /panel/teacher/result/:examId. */
export function TeacherExamResultPage() {
  const { examId = '' } = useParams<{ examId: string }>();
  return <ExamResultsPage panel="teacher" examId={examId} />;
}
