import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { PlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { canManage, paths, pathTo } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { batchTitle, useBatches, type Batch, type BatchListParams } from '../api/batches';
import { BatchStatus } from '../components/batch-status';

const linkButton =
  'inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700';

/** /panel/admin/batch: the institute's batches (002 §2), with search, paging and Create Batch. */
export function BatchesPage() {
  useDocumentTitle('Batches');
  const role = useSession()?.user.role;
  const manage = role ? canManage(role) : false;
  const [params, setParams] = useListParams<BatchListParams>({ pageNo: 1, perPage: 10, searchTitle: '' });
  const list = useBatches(params);
  const columns: Column<Batch>[] = [
    {
      key: 'batch',
      header: 'Batch',
      cell: (b) => (
        <div className="min-w-0">
          <Link href={pathTo(paths.batchDetail, { batchId: b._id })} className="font-medium text-brand-700 hover:underline">
            {batchTitle(b)}
          </Link>
          <p className="mt-0.5 text-xs text-slate-600 sm:hidden">{b.session?.title}</p>
        </div>
      ),
    },
    { key: 'session', header: 'Session', className: 'hidden sm:table-cell whitespace-nowrap', cell: (b) => b.session?.title },
    { key: 'hod', header: 'H.O.D.', className: 'hidden md:table-cell', cell: (b) => b.headOfDepartment?.displayName ?? 'Not Available' },
    {
      key: 'students',
      header: 'Students',
      className: 'tabular-nums whitespace-nowrap',
      cell: (b) => `${b.totalStudents} / ${b.maximumStudent}`,
    },
    { key: 'status', header: 'Status', className: 'hidden sm:table-cell', cell: (b) => <BatchStatus completed={b.isBatchCompleted} /> },
    {
      key: 'created',
      header: 'Created',
      className: 'hidden lg:table-cell whitespace-nowrap text-slate-600',
      cell: (b) => formatDateTime(b.createdAt),
    },
  ];
  return (
    <>
      <PageHeader
        title="Batches"
        description="Each batch is a session, a course and a branch, with its H.O.D. and its students."
        actions={
          manage ? (
            <Link href={paths.batchCreate} className={linkButton}>
              <PlusIcon className="size-4" />
              Create Batch
            </Link>
          ) : null
        }
      />
      <DataTable
        caption="Batches"
        columns={columns}
        rows={list.data?.data}
        rowKey={(b) => b._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search batches"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        emptyTitle="No batches found"
        emptyText={params.searchTitle ? 'No batch matches this search.' : 'Create the first batch of your institute.'}
      />
    </>
  );
}
