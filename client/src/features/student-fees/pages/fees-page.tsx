import { useState } from 'react';
import type { StudentFeeAssignmentRow as FeeAssignment } from '@school/contracts';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PlusIcon } from '@/components/icons';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { canManage } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteStudentFee } from '../api/delete-student-fee';
import type { FeeListParams } from '../api/fee-keys';
import { useFeeAssignments } from '../api/get-fee-assignments';
import { FeeCard } from '../components/fee-card';
import { SetStudentFeesDialog } from '../components/set-student-fees-dialog';

const PER_PAGE = 8;

/** /panel/admin/fees: All Batches Fees List (000 §2), 8 cards a page, and Set Student Fees. */
export function FeesPage() {
  useDocumentTitle('Fees');
  const role = useSession()?.user.role;
  const manage = role ? canManage(role) || role === 'STAFF' : false;
  const [params, setParams] = useListParams<FeeListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '' });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<FeeAssignment | null>(null);
  const list = useFeeAssignments(params);
  const remove = useDeleteStudentFee();
  const rows = list.data?.data;

  return (
    <>
      <PageHeader
        title="All Batches Fees List"
        description="Fees set for each batch, with what has been collected and what is still due."
        actions={
          manage ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon className="size-4" />
              Set Student Fees
            </Button>
          ) : undefined
        }
      />
      <ListToolbar
        searchLabel="Search fees"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <CardGrid
        label="Fees"
        query={list}
        columns="sm:grid-cols-2 xl:grid-cols-4"
        skeleton={<CardSkeleton />}
        skeletonCount={4}
        errorTitle="Could not load the fees"
        empty={
          <EmptyState
            title="No Fees Found"
            text={params.searchTitle ? 'No fee matches this search.' : 'Set a fee for a batch to start collecting.'}
          />
        }
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        pagesLabel="Fee pages"
        itemKey={(fee) => fee._id}
        renderItem={(fee) => <FeeCard fee={fee} canDelete={manage} onDelete={() => setDeleting(fee)} />}
      />
      <SetStudentFeesDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!);
          if (rows?.length === 1 && params.pageNo > 1) setParams((p) => ({ ...p, pageNo: p.pageNo - 1 }));
          return res;
        }}
      />
    </>
  );
}
