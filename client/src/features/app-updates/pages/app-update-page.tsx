import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { PlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import type { AppUpdateHistoryParams } from '../api/app-update-keys';
import { useAppUpdate, type AppUpdate } from '../api/get-app-update';
import { useAppUpdateHistory } from '../api/get-app-update-history';
import { AppUpdateDialog } from '../components/app-update-dialog';

const dismissible = (u: AppUpdate) => (u.isDismissible ? 'Dismissible' : 'Required');

/** The Android app update notice (000 §2): what the app shows now, Publish, and every notice published before. */
export function AppUpdatePage() {
  useDocumentTitle('App update');
  const [params, setParams] = useListParams<AppUpdateHistoryParams>({ pageNo: 1, perPage: 10 });
  const [open, setOpen] = useState(false);
  const current = useAppUpdate('ANDROID');
  const history = useAppUpdateHistory('ANDROID', params);
  const notice = current.data?.data ?? null;

  const columns: Column<AppUpdate>[] = [
    { key: 'version', header: 'Version', cell: (u) => <span className="font-medium text-slate-900">{u.version}</span> },
    { key: 'title', header: 'Title', cell: (u) => <span className="break-words">{u.title}</span> },
    { key: 'kind', header: 'Notice', className: 'hidden sm:table-cell', cell: dismissible },
    {
      key: 'when',
      header: 'Published',
      className: 'hidden md:table-cell whitespace-nowrap text-slate-600',
      cell: (u) => `${formatDateTime(u.createdAt)} · ${u.createdBy.displayName}`,
    },
  ];

  return (
    <>
      <PageHeader
        title="App update"
        description="The notice the Android app shows to users of an older version."
        actions={
          <Button onClick={() => setOpen(true)}>
            <PlusIcon className="size-4" />
            Publish update
          </Button>
        }
      />
      <Card className="mb-6 p-5">
        <h2 className="text-sm font-semibold text-slate-500">Shown now</h2>
        {current.isPending ? (
          <p className="mt-2 text-sm text-slate-500">Loading…</p>
        ) : notice ? (
          <div className="mt-2 min-w-0">
            <p className="text-lg font-semibold break-words text-slate-900">
              {notice.title} <span className="text-sm font-normal text-slate-500">· version {notice.version}</span>
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{notice.message}</p>
            <p className="mt-2 text-xs text-slate-500">
              {dismissible(notice)} · published {formatDateTime(notice.createdAt)} by {notice.createdBy.displayName}
            </p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No app update published.</p>
        )}
      </Card>
      <DataTable
        caption="Published app updates"
        columns={columns}
        rows={history.data?.data}
        rowKey={(u) => u._id}
        loading={history.isPending}
        fetching={history.isFetching}
        error={history.error ? errorMessage(history.error) : null}
        page={history.data}
        onPage={(pageNo) => setParams((q) => ({ ...q, pageNo }))}
        onRefresh={() => void history.refetch()}
        emptyTitle="No data found"
        emptyText="Publish the first app update notice."
      />
      <AppUpdateDialog open={open} onClose={() => setOpen(false)} current={notice?.version ?? null} />
    </>
  );
}
