import { Link, useParams } from 'wouter';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAssignment } from '../api/get-assignments';
import { assignmentHref, type StaffPanel } from '../components/assignment-links';
import { AssignmentQuestions } from '../components/assignment-questions';
import { useAssignmentViewer } from '../components/use-assignment-viewer';

/** /panel/{teacher|admin}/assignment/{assignmentId}/questions (002 §2 "Assignment questions page: a list plus the create form"). */
export function AssignmentQuestionsPage({ panel }: { panel: StaffPanel }) {
  const { assignmentId = '' } = useParams<{ assignmentId: string }>();
  const a = useAssignment(assignmentId);
  const viewer = useAssignmentViewer();
  const row = a.data?.data;
  useDocumentTitle(row ? `Questions · ${row.title}` : 'Questions');
  if (a.isPending) return <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />;
  if (!row) return <EmptyState title="No assignment available" text={errorMessage(a.error, 'Oops! something went wrong.')} />;
  return (
    <>
      <Link
        href={assignmentHref(panel, assignmentId)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> {row.title}
      </Link>
      <PageHeader title="Questions" description={`${row.title} · ${row.totalQuestionMark} of ${row.fullMark} marks given to questions`} />
      <AssignmentQuestions assignmentId={assignmentId} canChange={viewer.canChange(row)} />
    </>
  );
}

export const TeacherAssignmentQuestionsPage = () => <AssignmentQuestionsPage panel="teacher" />;
export const AdminAssignmentQuestionsPage = () => <AssignmentQuestionsPage panel="admin" />;
