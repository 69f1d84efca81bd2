import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PlusIcon } from '@/components/icons';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { canManage } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteStudentFee } from '../api/delete-student-fee';
import type { FeeListParams } from '../api/fee-keys';
import { useFeeAssignments } from '../api/get-fee-assignments';
import type { FeeAssignment } from '../api/types';
import { FeeCard } from '../components/fee-card';
import { SetStudentFeesDialog } from '../components/set-student-fees-dialog';

const PER_PAGE = 8;

/** /panel/admin/fees: All Batches Fees List (000 §2), 8 cards a page, and Set Student Fees. */
export function FeesPage() {
  useDocumentTitle('Fees');
  const role = useSession()?.user.role;
  const manage = role ? canManage(role) || role === 'STAFF' : false;
  const [params, setParams] = useState<FeeListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '' });
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
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      {list.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState title="Could not load the fees" text={errorMessage(list.error)} />
      ) : !rows?.length ? (
        <EmptyState title="No Fees Found" text={params.searchTitle ? 'No fee matches this search.' : 'Set a fee for a batch to start collecting.'} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={list.isFetching || undefined}>
            {rows.map((fee) => (
              <FeeCard key={fee._id} fee={fee} canDelete={manage} onDelete={() => setDeleting(fee)} />
            ))}
          </div>
          {list.data ? (
            <div className="mt-6">
              <Pagination info={list.data} onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))} label="Fee pages" />
            </div>
          ) : null}
        </>
      )}
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
