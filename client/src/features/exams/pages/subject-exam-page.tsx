import { Link, useParams, useSearch } from 'wouter';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubjectExam } from '../api/get-subject-exams';
import { examViewHref, type ExamPanel } from '../components/exam-links';
import { SubjectExamHeader } from '../components/subject-exam-header';
import { SubjectExamTabs } from '../components/subject-exam-tabs';
import { useExamViewer } from '../components/use-exam-viewer';
import { ExamResultsPage } from './exam-results-page';

function SubjectExamView({ panel, examId, subjectExamId }: { panel: ExamPanel; examId: string; subjectExamId: string }) {
  const q = useSubjectExam(subjectExamId);
  const viewer = useExamViewer();
  const s = q.data?.data;
  useDocumentTitle(s ? `${s.subject.title} · ${s.exam.title}` : 'Subject exam');
  return (
    <>
      <Link
        href={examViewHref(panel, examId)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> {s?.exam.title ?? 'Exam'}
      </Link>
      <PageHeader title={s ? `${s.subject.title || 'Subject'} · ${s.exam.title}` : 'Subject exam'} />
      {q.isPending ? (
        <span className="skeleton block h-48 rounded-2xl" aria-busy="true" />
      ) : q.error || !s ? (
        <EmptyState title="No data found" text={errorMessage(q.error, 'Oops! something went wrong.')} />
      ) : (
        <>
          <SubjectExamHeader s={s} />
          <SubjectExamTabs subjectExamId={s._id} canChange={viewer.canChangeSubjectExam(s)} />
        </>
      )}
    </>
  );
}

/** /panel/teacher/exam/:examId/:subjectExamId (002 §8: a teacher reads the subject exam from the path). */
export function TeacherSubjectExamPage() {
  const { examId = '', subjectExamId = '' } = useParams<{ examId: string; subjectExamId: string }>();
  return <SubjectExamView panel="teacher" examId={examId} subjectExamId={subjectExamId} />;
}

/**
 * /panel/admin/exam/:examId: with ?subjectExamId= the subject exam's page (002 §8: an admin reads it from the query);
 * without, the finished exam's results (its subject exams, each opening its Students tab).
 */
export function AdminExamPage() {
  const { examId = '' } = useParams<{ examId: string }>();
  const subjectExamId = new URLSearchParams(useSearch()).get('subjectExamId') ?? '';
  return subjectExamId ? (
    <SubjectExamView panel="admin" examId={examId} subjectExamId={subjectExamId} />
  ) : (
    <ExamResultsPage panel="admin" examId={examId} />
  );
}
