import { SUPPLY_STATUSES, type Role } from '@school/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { EntityAvatar } from '@/components/entity-avatar';
import { PlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatCount, formatDateTime, formatRupees } from '@/lib/format';
import { paths, roleLabel } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useSupplies, type Supply } from '../api/get-supplies';
import type { SupplyListParams } from '../api/inventory-keys';
import { SupplyActions } from '../components/supply-actions';
import { SupplyDialog } from '../components/supply-dialog';
import { STATUS_LABELS, supplyTitle } from '../components/supply-flow';
import { SupplyStatusBadge } from '../components/supply-status-badge';
import { useInventoryViewer } from '../components/use-inventory-viewer';

const PER_PAGE = 12;
const ROLE_CODES: readonly string[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'];
/** The consumer role as read: a role code ('STAFF') by its name, free text as typed. */
const roleText = (r: string) => (ROLE_CODES.includes(r) ? roleLabel(r as Role) : r);
const STATUS_FILTERS = [...SUPPLY_STATUSES, 'CANCELLED'] as const;

/**
 * /panel/admin/inventory/supply and /panel/teacher/inventory/supply: 'Supply Requests' for STAFF (and a teacher),
 * 'Inventory Stock Supplied' otherwise (001 §6). The office sees every supply and moves it on; others their own requests.
 */
export function SupplyPage() {
  const { role, userId, office } = useInventoryViewer();
  const title = supplyTitle(role);
  useDocumentTitle(title);
  const [params, setParams] = useListParams<SupplyListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '', status: '' });
  const [adding, setAdding] = useState(false);
  const list = useSupplies(params);
  const rows = list.data?.data;

  const columns: Column<Supply>[] = [
    {
      key: 'product',
      header: 'Product',
      cell: (s) => (
        <div className="flex min-w-0 items-center gap-3">
          <EntityAvatar title={s.product.title} iconUrl={s.product.imageUrl} />
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{s.product.title}</p>
            <p className="mt-0.5 text-xs text-slate-600 lg:hidden">
              {formatCount(s.quantity)} × {formatRupees(s.product.price)} · {s.consumer.displayName}
            </p>
            {s.product.category ? <p className="mt-0.5 hidden text-xs text-slate-600 lg:block 2xl:hidden">{s.product.category}</p> : null}
            <p className="mt-1 sm:hidden">
              <SupplyStatusBadge supply={s} />
            </p>
          </div>
        </div>
      ),
    },
    { key: 'category', header: 'Category', className: 'hidden 2xl:table-cell text-slate-700', cell: (s) => s.product.category ?? '—' },
    {
      key: 'consumer',
      header: 'Consumer',
      className: 'hidden lg:table-cell',
      cell: (s) => (
        <>
          <p>{s.consumer.displayName}</p>
          <p className="text-xs text-slate-600 2xl:hidden">{roleText(s.consumerRole)}</p>
        </>
      ),
    },
    { key: 'role', header: 'Consumer Role', className: 'hidden 2xl:table-cell text-slate-700', cell: (s) => roleText(s.consumerRole) },
    {
      key: 'quantity',
      header: 'Quantity',
      className: 'hidden sm:table-cell text-right tabular-nums',
      cell: (s) => formatCount(s.quantity),
    },
    { key: 'amount', header: 'Amount', className: 'hidden md:table-cell text-right tabular-nums', cell: (s) => formatRupees(s.amount) },
    {
      key: 'department',
      header: 'Purchased Department',
      className: 'hidden xl:table-cell text-slate-700',
      cell: (s) => s.purchasedDepartment ?? '—',
    },
    { key: 'status', header: 'Status', className: 'hidden sm:table-cell', cell: (s) => <SupplyStatusBadge supply={s} /> },
    {
      key: 'created',
      header: 'Created At',
      className: 'hidden lg:table-cell whitespace-nowrap text-slate-600',
      cell: (s) => formatDateTime(s.createdAt),
    },
    {
      key: 'actions',
      header: 'Action',
      srOnlyHeader: true,
      className: 'w-12 text-right sm:w-auto',
      cell: (s) => <SupplyActions supply={s} office={office} userId={userId} />,
    },
  ];

  return (
    <>
      {office && role !== 'TEACHER' ? (
        <Link href={paths.inventoryDashboard} className="mb-3 inline-flex text-sm font-medium text-brand-700 hover:text-brand-800">
          Inventory dashboard
        </Link>
      ) : null}
      <PageHeader
        title={title}
        description={
          office
            ? 'Requests move Initiated → Processing → Delivered; stock leaves the store on delivery. A supply you make here is delivered at once.'
            : 'Ask the store for what you need; you can cancel a request until the store starts on it.'
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            {office ? 'Supply Stock' : 'Request Supplies'}
          </Button>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(s) => s._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search supplies by product"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <label htmlFor="supply-status-filter" className="sr-only">
              Status
            </label>
            <select
              id="supply-status-filter"
              value={params.status}
              onChange={(e) => setParams((p) => ({ ...p, status: e.target.value as SupplyListParams['status'], pageNo: 1 }))}
              className="h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">All statuses</option>
              {STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </>
        }
        emptyTitle="No Supply Found"
        emptyText={
          params.searchTitle || params.status
            ? 'No supply matches these filters.'
            : office
              ? 'Supplies and requests appear here.'
              : 'Your requests appear here.'
        }
      />
      <SupplyDialog open={adding} onClose={() => setAdding(false)} office={office} />
    </>
  );
}
