import { Link, useParams } from 'wouter';
import { Card, CardHeader, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, ExamIcon } from '@/components/icons';
import { examDay, showDay, showTime } from '@/features/exams';
import { usePageStudent } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentExamView, useStudentResult } from '../api/get-results';
import type { StudentExamView } from '../api/types';
import { subjectAction } from '../components/result-format';
import { ResultTotals, SubjectResults } from '../components/result-sheet';
import { childQuery, reportCardHref, studentReviewHref, takeExamHref } from '../components/student-links';

const primary = 'inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700';
const secondary =
  'inline-flex h-9 items-center rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50';

function SubjectRow({
  examId,
  s,
  type,
  isParent,
  studentId,
}: {
  examId: string;
  s: StudentExamView['subjects'][number];
  type: StudentExamView['exam']['type'];
  isParent: boolean;
  studentId: string;
}) {
  const action = subjectAction(s, type, isParent);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="student-subject-exam">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{s.subject.title || 'Subject'}</p>
        <p className="text-sm text-slate-600">
          {showDay(examDay(s.startTime))}, {showTime(s.startTime)} – {showTime(s.endTime)}
        </p>
        <p className="text-xs text-slate-500">
          Full Mark {s.fullMark} · Pass Mark {s.passMark}
          {s.totalQuestion ? ` · ${s.totalQuestion} questions` : ''}
        </p>
      </div>
      <div className="shrink-0">
        {action.kind === 'start' || action.kind === 'continue' ? (
          <Link href={takeExamHref(examId, s._id)} className={primary}>
            {action.label}
          </Link>
        ) : action.kind === 'review' ? (
          <Link href={studentReviewHref(examId, s._id, isParent, studentId)} className={secondary}>
            {action.label}
          </Link>
        ) : (
          <span
            className={cn(
              'inline-flex rounded-full px-2.5 py-1 text-xs font-medium ring-1',
              action.kind === 'submitted'
                ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                : 'bg-slate-100 text-slate-700 ring-slate-200',
            )}
          >
            {action.label}
          </span>
        )}
      </div>
    </li>
  );
}

/** The published result: totals, marks per subject and the report card. */
function PublishedResult({ examId, studentId, isParent }: { examId: string; studentId: string; isParent: boolean }) {
  const q = useStudentResult(examId, studentId);
  return (
    <Card>
      <CardHeader
        title="Result"
        action={
          <Link href={`${reportCardHref('student', examId, studentId)}${childQuery(isParent, studentId)}`} className={primary}>
            Report card
          </Link>
        }
      />
      <div className="space-y-4 px-5 pt-4 pb-5">
        {q.isPending ? (
          <span className="skeleton block h-40 w-full" aria-busy="true" />
        ) : q.error || !q.data ? (
          <EmptyState title="Could not load the result" text={errorMessage(q.error)} />
        ) : (
          <>
            <ResultTotals result={q.data} />
            <SubjectResults subjects={q.data.subjects} />
          </>
        )}
      </div>
    </Card>
  );
}

/** /panel/student/exam/:examId (002 §2 exam card target): the subject exams to take or review, then the result once published. */
export function StudentExamPage() {
  const { examId = '' } = useParams<{ examId: string }>();
  const { studentId, isParent, switcher } = usePageStudent();
  const q = useStudentExamView(examId, studentId, isParent);
  const page = q.data;
  useDocumentTitle(page?.exam.title ?? 'Exam');
  return (
    <>
      <Link
        href={`${paths.studentExamDashboard}${childQuery(isParent, studentId)}`}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> Exam Dashboard
      </Link>
      <PageHeader
        title={page?.exam.title ?? 'Exam'}
        description={
          page
            ? `${showDay(page.exam.startDate)} – ${showDay(page.exam.endDate)} · ${page.exam.type === 'ONLINE' ? 'Online' : 'Offline'}${page.exam.resultPublished ? ' · Result published' : ''}`
            : undefined
        }
      />
      {switcher}
      {!studentId ? null : (
        <div key={studentId} className="min-w-0 space-y-6">
          <Card>
            <CardHeader title="Subject exams" />
            <div className="px-5 pb-2">
              {q.isPending ? (
                <span className="skeleton my-4 block h-24 w-full" aria-busy="true" />
              ) : q.error || !page ? (
                <EmptyState title="Could not load the exam" text={errorMessage(q.error)} />
              ) : page.subjects.length === 0 ? (
                <EmptyState title="No Exam created" icon={<ExamIcon />} />
              ) : (
                <ul className="divide-y divide-slate-100" aria-label="Subject exams">
                  {page.subjects.map((s) => (
                    <SubjectRow key={s._id} examId={examId} s={s} type={page.exam.type} isParent={isParent} studentId={studentId} />
                  ))}
                </ul>
              )}
            </div>
          </Card>
          {page?.exam.resultPublished ? <PublishedResult examId={examId} studentId={studentId} isParent={isParent} /> : null}
          {page && !page.exam.resultPublished ? (
            <p className="text-sm text-slate-600">The result shows here once the institute publishes it.</p>
          ) : null}
        </div>
      )}
    </>
  );
}
