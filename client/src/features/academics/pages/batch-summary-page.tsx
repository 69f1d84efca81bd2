import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, PencilIcon, TrashIcon, CheckCircleIcon } from '@/components/icons';
import { StudentTable, useStudents } from '@/features/people';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { canManage, paths, pathTo } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { batchTitle, useBatch, useCompleteBatch, useDeleteBatch } from '../api/batches';
import { BatchStatus } from '../components/batch-status';

const PER_PAGE = 12;

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** /panel/admin/batch/:batchId: the Batch Summary (002 §2) and the batch's students. */
export function BatchSummaryPage() {
  const { batchId = '' } = useParams<{ batchId: string }>();
  const [, navigate] = useLocation();
  const role = useSession()?.user.role;
  const manage = role ? canManage(role) : false;
  const batch = useBatch(batchId);
  const b = batch.data?.data;
  useDocumentTitle(b ? batchTitle(b) : 'Batch');
  const [confirm, setConfirm] = useState<'complete' | 'delete' | null>(null);
  const complete = useCompleteBatch();
  const remove = useDeleteBatch();
  const [pageNo, setPageNo] = useState(1);
  const [searchTitle, setSearchTitle] = useState('');
  // The API has no batch filter on GET student: a batch is its session, course and branch.
  const students = useStudents(
    { pageNo, perPage: PER_PAGE, searchTitle, session: b?.session?._id ?? '', course: b?.course?._id ?? '', branch: b?.branch?._id ?? '', isAlumni: !!b?.isBatchCompleted },
    !!b,
  );

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(batchId);
      toast.success('Batch ID copied');
    } catch {
      toast.error('Could not copy the ID');
    }
  };

  return (
    <>
      <Link href={paths.batch} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ChevronLeftIcon className="size-4" />
        Batches
      </Link>
      {batch.error ? (
        <EmptyState title="Could not load the batch" text={errorMessage(batch.error)} />
      ) : !b ? (
        <div className="space-y-3" aria-busy="true">
          <span className="skeleton block h-8 w-1/3" />
          <span className="skeleton block h-40 w-full" />
        </div>
      ) : (
        <>
          <PageHeader
            title={batchTitle(b)}
            description={b.description || undefined}
            actions={
              manage ? (
                <>
                  {b.isBatchCompleted ? null : (
                    <Button variant="secondary" onClick={() => setConfirm('complete')}>
                      <CheckCircleIcon className="size-4" />
                      Batch Completed
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => navigate(`${paths.batchCreate}?edit=true&batchId=${encodeURIComponent(b._id)}`)}>
                    <PencilIcon className="size-4" />
                    Edit
                  </Button>
                  <Button variant="danger" onClick={() => setConfirm('delete')}>
                    <TrashIcon className="size-4" />
                    Delete
                  </Button>
                </>
              ) : null
            }
          />
          <Card className="mb-6 p-5">
            <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-600">ID</span>
              <code className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs break-all text-slate-800" data-testid="batch-id">
                {b._id}
              </code>
              <Button size="sm" variant="ghost" onClick={() => void copyId()} aria-label="Copy batch ID">
                Copy
              </Button>
              <BatchStatus completed={b.isBatchCompleted} />
            </div>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
              <Fact label="Course" value={b.course?.title} />
              <Fact label="Branch" value={b.branch?.title} />
              <Fact label="Session" value={b.session?.title} />
              <Fact label="H.O.D." value={b.headOfDepartment?.displayName ?? 'Not Available'} />
              <Fact label="Total students" value={`${b.totalStudents} / ${b.maximumStudent}`} />
              <Fact label="Total class" value={b.totalClasses} />
              <Fact label="Created" value={formatDateTime(b.createdAt)} />
            </dl>
          </Card>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Students</h2>
          <StudentTable
            caption={`Students of ${batchTitle(b)}`}
            rows={students.data?.data}
            offset={(pageNo - 1) * PER_PAGE}
            profileHref={(s) => pathTo(b.isBatchCompleted ? paths.alumniDetail : paths.studentDetail, { id: s._id })}
            loading={students.isPending}
            fetching={students.isFetching}
            error={students.error ? errorMessage(students.error) : null}
            page={students.data}
            onPage={setPageNo}
            searchLabel="Search students of this batch"
            onSearch={(t) => {
              setSearchTitle(t);
              setPageNo(1);
            }}
            onRefresh={() => void students.refetch()}
            emptyTitle="No students in this batch yet"
          />
          <ConfirmDialog
            open={confirm === 'complete'}
            onClose={() => setConfirm(null)}
            title="Are you sure?"
            text="The batch is marked completed and its students become alumni."
            confirmLabel="Yes, Complete it!"
            onConfirm={() => complete.mutateAsync(b._id)}
          />
          <ConfirmDialog
            open={confirm === 'delete'}
            onClose={() => setConfirm(null)}
            onConfirm={async () => {
              const res = await remove.mutateAsync(b._id);
              navigate(paths.batch);
              return res;
            }}
          />
        </>
      )}
    </>
  );
}
