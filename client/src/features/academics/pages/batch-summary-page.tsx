import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, PencilIcon, TrashIcon, CheckCircleIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { canDeleteNotice, canManage, paths, pathTo } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { batchTitle, useBatch, useCompleteBatch, useDeleteBatch } from '../api/batches';
import { AnnouncementsTab } from '../components/batch-tabs/announcements-tab';
import { AssignTeacherTab } from '../components/batch-tabs/assign-teacher-tab';
import { BATCH_TABS, BatchTabNav, visibleTabs, type BatchTabKey } from '../components/batch-tabs/batch-tab-nav';
import { ClassesTab } from '../components/batch-tabs/classes-tab';
import { MaterialsTab } from '../components/batch-tabs/materials-tab';
import { OverviewTab } from '../components/batch-tabs/overview-tab';
import { StudentsTab } from '../components/batch-tabs/students-tab';
import { TimetableTab } from '../components/batch-tabs/timetable-tab';

/**
 * /panel/{admin|teacher}/batch/:batchId[/:tab] (002 §2): the Batch Summary with its tabs. A teacher who is not the
 * batch's H.O.D. sees five of them (002 §6); the server refuses them the other two as well.
 */
export function BatchSummaryPage() {
  const { batchId = '', tab = '' } = useParams<{ batchId: string; tab?: string }>();
  const [, navigate] = useLocation();
  const session = useSession();
  const role = session?.user.role;
  const teacher = role === 'TEACHER';
  const manage = role ? canManage(role) : false;
  const batch = useBatch(batchId);
  const b = batch.data?.data;
  useDocumentTitle(b ? batchTitle(b) : 'Batch');
  const [confirm, setConfirm] = useState<'complete' | 'delete' | null>(null);
  const complete = useCompleteBatch();
  const remove = useDeleteBatch();
  const base = pathTo(teacher ? paths.teacherBatchDetail : paths.batchDetail, { batchId });
  const isHod = !!b && b.headOfDepartment?._id === session?.user._id;
  const tabs = visibleTabs(role, isHod);
  const active = (BATCH_TABS.find((t) => t.segment === tab)?.key ?? null) as BatchTabKey | null;
  const shown = active && tabs.some((t) => t.key === active) ? active : null;

  const content = () => {
    if (!b) return null;
    switch (shown) {
      case 'overview':
        return <OverviewTab batch={b} />;
      case 'materials':
        return <MaterialsTab batchId={batchId} canEdit />;
      case 'class':
        return <ClassesTab batchId={batchId} />;
      case 'students':
        return (
          <StudentsTab
            batchId={batchId}
            profileHref={teacher ? undefined : (id) => pathTo(b.isBatchCompleted ? paths.alumniDetail : paths.studentDetail, { id })}
          />
        );
      case 'announcement':
        return <AnnouncementsTab batchId={batchId} canPost canDelete={role ? canDeleteNotice(role) : false} />;
      case 'assign-teacher':
        return <AssignTeacherTab batchId={batchId} />;
      case 'time-table':
        return <TimetableTab batchId={batchId} />;
      default:
        return <EmptyState title="No data found" text="This section of the batch is not available to you." />;
    }
  };

  return (
    <>
      <Link
        href={teacher ? paths.teacherDashboard : paths.batch}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        {teacher ? 'Dashboard' : 'Batches'}
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
            description={`${b.session?.title ?? ''}${b.headOfDepartment ? ` · H.O.D. ${b.headOfDepartment.displayName}` : ''}`}
            actions={
              manage ? (
                <>
                  {b.isBatchCompleted ? null : (
                    <Button variant="secondary" onClick={() => setConfirm('complete')}>
                      <CheckCircleIcon className="size-4" />
                      Batch Completed
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    onClick={() => navigate(`${paths.batchCreate}?edit=true&batchId=${encodeURIComponent(b._id)}`)}
                  >
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
          <BatchTabNav base={base} active={shown ?? 'overview'} tabs={tabs} />
          {content()}
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
