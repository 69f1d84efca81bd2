import { useState } from 'react';
import { Button, IconButton } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { PencilIcon, PlusIcon, RefreshIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteResource, useResourceList, type AnyRow } from '../api/resources';
import { gradeConfig } from './configs';
import { EntityFormDialog } from './entity-form-dialog';

/** Grades as one scale (highest band first): a table with Add Grade, edit and delete. */
export function GradeScale({ manage }: { manage: boolean }) {
  const list = useResourceList<AnyRow>(gradeConfig.def, { pageNo: 1, perPage: 100 });
  const remove = useDeleteResource(gradeConfig.def);
  const [dialog, setDialog] = useState<{ row: AnyRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AnyRow | null>(null);
  const columns: Column<AnyRow>[] = [
    { key: 'grade', header: 'Grade', cell: (r) => <span className="font-semibold text-slate-900">{String(r.grade)}</span> },
    { key: 'from', header: 'From (%)', className: 'tabular-nums', cell: (r) => String(r.lowPercent) },
    { key: 'to', header: 'To (%)', className: 'tabular-nums', cell: (r) => String(r.highPercent) },
  ];
  if (manage)
    columns.push({
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-24 text-right',
      cell: (r) => (
        <div className="flex justify-end">
          <IconButton label={`Edit Grade ${String(r.grade)}`} onClick={() => setDialog({ row: r })}>
            <PencilIcon className="size-[1.1rem]" />
          </IconButton>
          <IconButton label={`Delete Grade ${String(r.grade)}`} tone="danger" onClick={() => setDeleting(r)}>
            <TrashIcon className="size-[1.1rem]" />
          </IconButton>
        </div>
      ),
    });
  return (
    <section aria-labelledby="grades-heading" data-testid="section-grade">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="grades-heading" className="text-lg font-semibold text-slate-900">
          Grade scale
        </h2>
        <div className="flex items-center gap-2">
          <IconButton label="Refresh grades" onClick={() => void list.refetch()} className="bg-white ring-1 ring-slate-300">
            <RefreshIcon className={cn('size-4', list.isFetching && 'animate-spin')} />
          </IconButton>
          {manage ? (
            <Button onClick={() => setDialog({ row: null })}>
              <PlusIcon className="size-4" />
              Add Grade
            </Button>
          ) : null}
        </div>
      </div>
      <DataTable
        caption="Grade scale, highest band first"
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        emptyTitle="No grades yet"
        emptyText="Add bands such as 90–100% for A. Bands may touch but not overlap."
      />
      {manage ? (
        <>
          <EntityFormDialog config={gradeConfig} open={!!dialog} row={dialog?.row ?? null} onClose={() => setDialog(null)} />
          <ConfirmDialog open={!!deleting} onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting!._id)} />
        </>
      ) : null}
    </section>
  );
}
