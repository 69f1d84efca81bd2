import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, PlusIcon } from '@/components/icons';
import { ReasonDialog } from '@/components/reason-dialog';
import { SearchInput } from '@/components/search-input';
import { HistoryDrawer } from '@/features/audit';
import { PlacementTabs } from '@/features/placements/notices';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { usePlacementRecords, type PlacementRecord } from '../api/get-placement-records';
import { placementHistoryUrl, type PlacementRecordParams } from '../api/reports-keys';
import { useWithdrawPlacement } from '../api/withdraw-placement';
import { PlacedStudentCard } from '../components/placed-student-card';
import { PlacementUploadDialog } from '../components/placement-upload-dialog';

const PER_PAGE = 12;

/** /panel/admin/placement/archive/:id (001 §2): the year's placed student cards, search, Withdraw with a reason, History. */
export function PlacementArchiveYearPage() {
  const { id = '' } = useParams<{ id: string }>();
  const year = /^\d{4}$/.test(id) ? Number(id) : 0;
  useDocumentTitle(`Placement Report ${year || ''}`.trim());
  const [params, setParams] = useListParams<PlacementRecordParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '' });
  const list = usePlacementRecords(year, params);
  const withdraw = useWithdrawPlacement();
  const [adding, setAdding] = useState(false);
  const [history, setHistory] = useState<PlacementRecord | null>(null);
  const [withdrawing, setWithdrawing] = useState<PlacementRecord | null>(null);
  return (
    <>
      <PlacementTabs />
      <PageHeader
        title={`University Placement Cell Report ${year || ''}`.trim()}
        description="Placed students of the year. A record entered by mistake is withdrawn with a reason; History keeps it."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              href={paths.placementArchive}
              className="inline-flex h-10 items-center gap-1 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <ChevronLeftIcon className="size-4" />
              All years
            </Link>
            <Button onClick={() => setAdding(true)}>
              <PlusIcon className="size-4" />
              Add Placed Student
            </Button>
          </div>
        }
      />
      <div className="mb-4">
        <SearchInput
          label="Search placed students"
          placeholder="Search by name, company or position"
          value={params.searchTitle}
          onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        />
      </div>
      <CardGrid
        label="Placed students"
        query={list}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<div className="skeleton h-28 rounded-2xl" />}
        skeletonCount={6}
        errorTitle="No Reports Found"
        empty={
          <EmptyState
            title="No Reports Found"
            text={params.searchTitle ? 'No placed student matches this search.' : 'Nobody is recorded as placed this year yet.'}
          />
        }
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        pagesLabel="Placed students pages"
        itemKey={(r) => r._id}
        renderItem={(r) => <PlacedStudentCard record={r} onHistory={() => setHistory(r)} onWithdraw={() => setWithdrawing(r)} />}
      />
      <PlacementUploadDialog open={adding} onClose={() => setAdding(false)} year={year || undefined} />
      <ReasonDialog
        open={!!withdrawing}
        onClose={() => setWithdrawing(null)}
        title="Withdraw placement record"
        description={
          withdrawing ? `${withdrawing.student.displayName} at ${withdrawing.companyName} will no longer count as placed.` : undefined
        }
        submitLabel="Withdraw"
        onSubmit={(reason) => withdraw.mutateAsync({ id: withdrawing!._id, reason })}
      />
      <HistoryDrawer
        open={!!history}
        onClose={() => setHistory(null)}
        title={history ? `History of ${history.student.displayName} at ${history.companyName}` : 'History'}
        url={history ? placementHistoryUrl(history._id) : ''}
      />
    </>
  );
}
