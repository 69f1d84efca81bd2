import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HistoryDrawer } from '@/features/audit';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { errorMessage, type PagedEnvelope } from '@/lib/api-client';
import { transportHistoryUrl } from '../api/transport-history';
import type { FleetListParams, TransportRecordKind } from '../api/transport-keys';

/**
 * A fleet list (vehicles, drivers, routes): the searchable table of 20 a page kept in the URL, the spec's delete
 * confirmation (server refusals as toasts) and the record's History drawer.
 */
export function FleetTable<T extends { _id: string }, P extends FleetListParams>(p: {
  caption: string;
  /** The search box's label: 'Search <caption>' unless given. */
  searchLabel?: string;
  kind: TransportRecordKind;
  columns: Column<T>[];
  list: UseQueryResult<PagedEnvelope<T>>;
  params: P;
  setParams: (next: (prev: P) => P) => void;
  toolbar?: ReactNode;
  emptyTitle: string;
  emptyText: string;
  /** How a row is named in the History drawer's title. */
  nameOf: (row: T) => string;
  deleting: T | null;
  onDeleteClose: () => void;
  remove: (id: string) => Promise<{ message: string }>;
  history: T | null;
  onHistoryClose: () => void;
}) {
  const { list, params, setParams, deleting, history } = p;
  const rows = list.data?.data;
  return (
    <>
      <DataTable
        caption={p.caption}
        columns={p.columns}
        rows={rows}
        rowKey={(r) => r._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((x) => ({ ...x, pageNo }))}
        searchLabel={p.searchLabel ?? `Search ${p.caption.toLowerCase()}`}
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((x) => ({ ...x, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        toolbar={p.toolbar}
        emptyTitle={p.emptyTitle}
        emptyText={p.emptyText}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={p.onDeleteClose}
        onConfirm={async () => {
          const res = await p.remove(deleting!._id);
          // The last row of a later page gone: show the page before.
          if (rows?.length === 1 && params.pageNo > 1) setParams((x) => ({ ...x, pageNo: x.pageNo - 1 }));
          return res;
        }}
      />
      <HistoryDrawer
        open={!!history}
        onClose={p.onHistoryClose}
        title={history ? `History of ${p.nameOf(history)}` : 'History'}
        url={history ? transportHistoryUrl(p.kind, history._id) : ''}
      />
    </>
  );
}
