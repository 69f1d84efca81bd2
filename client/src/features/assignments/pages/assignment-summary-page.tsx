import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, PencilIcon, TrashIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { withFallback } from '@/features/exams';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useDeleteAssignment } from '../api/assignment-writes';
import { useAssignment, useAssignmentStat } from '../api/get-assignments';
import { DeadlineBadge, typeLabel } from '../components/assignment-card';
import { AssignmentFormDialog } from '../components/assignment-form-dialog';
import { assignmentListHref, assignmentQuestionsHref, type StaffPanel } from '../components/assignment-links';
import { deadlineLabel, showDay } from '../components/deadline';
import { StudentStatus } from '../components/student-status';
import { useAssignmentViewer } from '../components/use-assignment-viewer';

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * /panel/{teacher|admin}/assignment/{assignmentId} (002 §2 summary page): description, title, date range, total
 * questions, total submissions, not submitted, the batch; Edit, Questions and Delete (then back to the list); the
 * student-status grid below.
 */
export function AssignmentSummaryPage({ panel }: { panel: StaffPanel }) {
  const { assignmentId = '' } = useParams<{ assignmentId: string }>();
  const [, navigate] = useLocation();
  const now = useNow();
  const a = useAssignment(assignmentId);
  const stat = useAssignmentStat(assignmentId);
  const viewer = useAssignmentViewer();
  const remove = useDeleteAssignment();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const row = a.data?.data;
  useDocumentTitle(row ? row.title : 'Assignment');
  const back = (
    <Link
      href={assignmentListHref(panel)}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
    >
      <ChevronLeftIcon className="size-4" /> Assignments
    </Link>
  );
  if (a.isPending) return <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />;
  if (!row)
    return (
      <>
        {back}
        <EmptyState title="No assignment available" text={errorMessage(a.error, 'Oops! something went wrong.')} />
      </>
    );
  const s = stat.data?.data;
  const mayChange = viewer.canChange(row);
  const submitted = s?.totalSubmitted ?? row.totalSubmitted;
  return (
    <>
      {back}
      <PageHeader
        title={row.title}
        description={`${row.subject?.title || 'Subject'}${row.chapter ? ` · ${row.chapter}` : ''} · ${typeLabel(row.type)}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={assignmentQuestionsHref(panel, row._id)}
              className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Questions
            </Link>
            {mayChange ? (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <PencilIcon className="size-4" /> Edit
                </Button>
                <Button variant="danger" onClick={() => setDeleting(true)}>
                  <TrashIcon className="size-4" /> Delete
                </Button>
              </>
            ) : null}
          </div>
        }
      />
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">
            <span className="font-medium">{showDay(row.dateOfAssignment)}</span> to{' '}
            <span className="font-medium">{showDay(row.dueDate)}</span>
          </p>
          <DeadlineBadge label={deadlineLabel(row.dueDate, now)} />
        </div>
        {row.introduction ? (
          <SafeHtml html={row.introduction} className="text-slate-800" />
        ) : (
          <p className="text-sm text-slate-500">No description</p>
        )}
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Fact label="Total questions" value={s?.totalQuestions ?? row.totalQuestions} testId="total-questions" />
          <Fact label="Total submissions" value={submitted} testId="total-submissions" />
          <Fact label="Not submitted" value={s?.notSubmitted ?? row.notSubmitted} testId="not-submitted" />
          <Fact label="Full mark" value={row.fullMark} />
          <Fact label="Course" value={row.batch?.course?.title || 'Not Available'} />
          <Fact label="Branch" value={row.batch?.branch?.title || 'Not Available'} />
          <Fact label="Session" value={row.batch?.session?.title || 'Not Available'} />
          <Fact label="Creation type" value={row.creationType === 'COMPLETE' ? 'Complete' : 'New'} />
        </dl>
      </Card>
      <StudentStatus panel={panel} assignmentId={row._id} opens={viewer.opensSubmissions} />
      {editing ? <AssignmentFormDialog open onClose={() => setEditing(false)} assignment={row} teacher={panel === 'teacher'} /> : null}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const res = await withFallback(remove.mutateAsync(row._id), 'Oops! something went wrong.');
          navigate(assignmentListHref(panel));
          return res;
        }}
      />
    </>
  );
}

export const TeacherAssignmentSummaryPage = () => <AssignmentSummaryPage panel="teacher" />;
export const AdminAssignmentSummaryPage = () => <AssignmentSummaryPage panel="admin" />;
