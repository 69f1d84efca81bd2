import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HistoryDrawer } from '@/features/audit';
import { IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { EntityAvatar } from '@/components/entity-avatar';
import { BoxIcon, ClockIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';
import { errorMessage } from '@/lib/api-client';
import { formatCount, formatDateTime, formatRupees } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { stockHistoryUrl, useDeleteStock } from '../api/delete-stock';
import { useStock, type InventoryItem } from '../api/get-stock';
import type { StockListParams } from '../api/inventory-keys';
import { CategoryFilter } from '../components/category-filter';
import { StockExportDrawer } from '../components/stock-export-drawer';
import { LowStockBadge } from '../components/supply-status-badge';

/** 001 §9: inventory 12 a page. */
const PER_PAGE = 12;

/** Where the stock form opens an item; `#receive` scrolls to its Receive stock section. */
export const editStockHref = (id: string, receive = false) =>
  `${paths.inventoryCreate}?edit=true&editId=${encodeURIComponent(id)}${receive ? '#receive' : ''}`;

/** /panel/admin/inventory/manage-stock (001 §2 Inventory): the stock list with its columns, export and History drawer. */
export function StockListPage() {
  useDocumentTitle('Manage Stock');
  const [, navigate] = useLocation();
  const [params, setParams] = useListParams<StockListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '', category: '' });
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [history, setHistory] = useState<InventoryItem | null>(null);
  const list = useStock(params);
  const remove = useDeleteStock();
  const rows = list.data?.data;
  const first = (params.pageNo - 1) * params.perPage;

  const columns: Column<InventoryItem>[] = [
    {
      key: 'n',
      header: '#',
      className: 'hidden w-10 text-slate-500 tabular-nums sm:table-cell',
      cell: (i) => first + (rows?.indexOf(i) ?? 0) + 1,
    },
    {
      key: 'product',
      header: 'Product Details',
      cell: (i) => (
        <div className="flex min-w-0 items-center gap-3">
          <EntityAvatar title={i.title} iconUrl={i.imageUrl} />
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{i.title}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              {i.low ? <LowStockBadge quantity={i.quantity} /> : null}
              <span className="md:hidden">{i.category?.title ?? 'No category'}</span>
              <span className="sm:hidden">
                {formatCount(i.quantity)} in stock · {formatRupees(i.price)}
              </span>
            </p>
          </div>
        </div>
      ),
    },
    { key: 'category', header: 'Category', className: 'hidden md:table-cell text-slate-700', cell: (i) => i.category?.title ?? '—' },
    { key: 'price', header: 'Price', className: 'hidden sm:table-cell text-right tabular-nums', cell: (i) => formatRupees(i.price) },
    {
      key: 'stock',
      header: 'Stock',
      className: 'hidden sm:table-cell text-right tabular-nums',
      cell: (i) => <span className={i.low ? 'font-semibold text-rose-700' : undefined}>{formatCount(i.quantity)}</span>,
    },
    { key: 'used', header: 'Stock Used', className: 'hidden lg:table-cell text-right tabular-nums', cell: (i) => formatCount(i.stockUsed) },
    {
      key: 'created',
      header: 'Stock Created',
      className: 'hidden lg:table-cell whitespace-nowrap text-slate-600',
      cell: (i) => formatDateTime(i.createdAt),
    },
    {
      key: 'actions',
      header: 'Action',
      className: 'w-12 text-right sm:w-auto',
      cell: (i) => (
        <div className="flex justify-end gap-1">
          <div className="hidden gap-1 sm:flex">
            <Link
              href={editStockHref(i._id, true)}
              aria-label={`Receive stock of ${i.title}`}
              title="Receive stock"
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <BoxIcon className="size-[1.1rem]" />
            </Link>
            <IconButton label={`History of ${i.title}`} onClick={() => setHistory(i)}>
              <ClockIcon className="size-[1.1rem]" />
            </IconButton>
            <Link
              href={editStockHref(i._id)}
              aria-label={`Edit ${i.title}`}
              title="Edit"
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <PencilIcon className="size-[1.1rem]" />
            </Link>
            <IconButton label={`Delete ${i.title}`} tone="danger" onClick={() => setDeleting(i)}>
              <TrashIcon className="size-[1.1rem]" />
            </IconButton>
          </div>
          <RowMenu
            label={`Actions for ${i.title}`}
            items={[
              { label: 'Edit', onClick: () => navigate(editStockHref(i._id)) },
              { label: 'Receive stock', onClick: () => navigate(editStockHref(i._id, true)) },
              { label: 'History', onClick: () => setHistory(i) },
              { label: 'Delete', tone: 'danger', onClick: () => setDeleting(i) },
            ]}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Manage Stock"
        description="Every item in the store. Stock only moves by a recorded movement: received, written off or supplied (History shows who, when and why)."
        actions={
          <Link
            href={paths.inventoryCreate}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
          >
            <PlusIcon className="size-4" />
            Add New Stock
          </Link>
        }
      />
      <DataTable
        caption="Stock"
        columns={columns}
        rows={rows}
        rowKey={(i) => i._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search stock"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <CategoryFilter value={params.category} onChange={(category) => setParams((p) => ({ ...p, category, pageNo: 1 }))} />
            <StockExportDrawer searchTitle={params.searchTitle} category={params.category} total={list.data?.totalCount} />
          </>
        }
        emptyTitle="No Product Found"
        emptyText={params.searchTitle || params.category ? 'No item matches these filters.' : 'Add the first item of your store.'}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (rows?.length === 1 && params.pageNo > 1) setParams((p) => ({ ...p, pageNo: p.pageNo - 1 }));
          return res;
        }}
      />
      <HistoryDrawer
        open={!!history}
        onClose={() => setHistory(null)}
        title={history ? `History of ${history.title}` : 'History'}
        url={history ? stockHistoryUrl(history._id) : ''}
      />
    </>
  );
}
