import { useState } from 'react';
import { Link } from 'wouter';
import { Button, IconButton, secondaryLinkClass } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { PlusIcon, SpreadsheetIcon, TrashIcon } from '@/components/icons';
import { paths } from '@/lib/routes';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDeleteFinanceEntry } from '../api/delete-finance-entry';
import type { FinanceListParams } from '../api/finance-keys';
import { useFinanceEntries, type FinanceEntry } from '../api/get-finance-entries';
import { AddFinanceDialog } from '../components/add-finance-dialog';
import { FinanceAmount, FinanceTypeBadge } from '../components/finance-amount';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 10;

/** /panel/admin/payment/finance: income and expense entries (000 §2 finance entry row) and Add Finance. */
export function FinancePage() {
  useDocumentTitle('Finance');
  const [params, setParams] = useListParams<FinanceListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '', financeType: '' });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<FinanceEntry | null>(null);
  const list = useFinanceEntries(params);
  const remove = useDeleteFinanceEntry();
  const rows = list.data?.data;

  const columns: Column<FinanceEntry>[] = [
    {
      key: 'title',
      header: 'Payment name',
      cell: (e) => (
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{e.title}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <FinanceTypeBadge type={e.financeType} />
            {e.source?.startsWith('TEST_') ? (
              <span
                className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset"
                title="Made through the test sandbox"
              >
                Test payment · no money received
              </span>
            ) : null}
            {e.partyName && <span>{e.partyName}</span>}
            <span className="sm:hidden">{formatDateTime(e.createdAt)}</span>
          </p>
        </div>
      ),
    },
    { key: 'amount', header: 'Amount', className: 'text-right', cell: (e) => <FinanceAmount entry={e} /> },
    {
      key: 'date',
      header: 'Date',
      className: 'hidden sm:table-cell whitespace-nowrap text-slate-600',
      cell: (e) => formatDateTime(e.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-12 text-right',
      cell: (e) =>
        !e.source || e.source === 'MANUAL' ? (
          <IconButton label={`Delete ${e.title}`} tone="danger" onClick={() => setDeleting(e)}>
            <TrashIcon className="size-[1.1rem]" />
          </IconButton>
        ) : (
          <span className="text-xs text-slate-500" title="Posted by a payment: reverse the payment to correct it">
            Auto
          </span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Finance"
        description="Money in and out of the institute: your entries, and the ones fee and staff payments post on their own. Income counts toward the dashboard's revenue."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href={paths.financeBulkUpload} className={secondaryLinkClass}>
              <SpreadsheetIcon className="size-4" />
              Bulk upload
            </Link>
            <Button onClick={() => setAdding(true)}>
              <PlusIcon className="size-4" />
              Add Finance
            </Button>
          </div>
        }
      />
      <DataTable
        caption="Finance entries"
        columns={columns}
        rows={rows}
        rowKey={(e) => e._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search finance entries"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <label htmlFor="finance-type-filter" className="sr-only">
              Finance type
            </label>
            <select
              id="finance-type-filter"
              value={params.financeType}
              onChange={(e) => setParams((p) => ({ ...p, financeType: e.target.value as FinanceListParams['financeType'], pageNo: 1 }))}
              className="h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">All entries</option>
              <option value="CREDIT">Credits only</option>
              <option value="DEBIT">Debits only</option>
            </select>
          </>
        }
        emptyTitle="No data found"
        emptyText={
          params.searchTitle || params.financeType
            ? 'No entry matches these filters.'
            : 'Add the first income or expense of your institute.'
        }
      />
      <AddFinanceDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (rows?.length === 1 && params.pageNo > 1) setParams((p) => ({ ...p, pageNo: p.pageNo - 1 }));
          return res;
        }}
      />
    </>
  );
}
