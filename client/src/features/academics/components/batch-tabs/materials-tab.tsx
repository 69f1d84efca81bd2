import { useState } from 'react';
import { Button, IconButton } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDeleteMaterial } from '../../api/delete-material';
import { useBatchMaterials, type BatchMaterial } from '../../api/get-batch-materials';
import { UploadMaterialDialog } from './upload-material-dialog';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 10;
const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
};
const kindOf = (t: string) => KIND[t] ?? (t.startsWith('image/') ? 'Image' : 'File');
const sizeOf = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** The Materials tab: files shared with the batch; teachers of the batch and staff add and delete them. */
export function MaterialsTab({ batchId, canEdit }: { batchId: string; canEdit: boolean }) {
  const [{ pageNo }, setList] = useListParams({ pageNo: 1 });
  const setPageNo = (n: number) => setList({ pageNo: n });
  const materials = useBatchMaterials(batchId, pageNo, PER_PAGE);
  const remove = useDeleteMaterial();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<BatchMaterial | null>(null);
  const rows = materials.data?.data ?? [];
  return (
    <>
      {canEdit ? (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setUploading(true)}>
            <PlusIcon className="size-4" />
            Upload Material
          </Button>
        </div>
      ) : null}
      {materials.error ? (
        <EmptyState title="Could not load the materials" text={errorMessage(materials.error)} />
      ) : materials.isPending ? (
        <span className="skeleton block h-32 w-full" aria-busy="true" />
      ) : rows.length === 0 ? (
        <EmptyState title="No data found" text="No material has been shared with this batch yet." />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Materials">
          {rows.map((m) => (
            <li key={m._id} className="flex gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80" data-testid="material-card">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-xs font-semibold text-brand-700"
                aria-hidden="true"
              >
                {kindOf(m.contentType).slice(0, 4).toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold break-words text-slate-900">{m.title}</h3>
                  {canEdit ? (
                    <IconButton label={`Delete ${m.title}`} tone="danger" onClick={() => setDeleting(m)} className="-mt-1 -mr-2">
                      <TrashIcon className="size-4" />
                    </IconButton>
                  ) : null}
                </div>
                {m.description ? <p className="mt-0.5 text-sm break-words text-slate-700">{m.description}</p> : null}
                <p className="mt-1 text-xs text-slate-600">
                  {kindOf(m.contentType)} · {sizeOf(m.size)} · {m.createdBy.displayName || 'Not Provided'}, {formatDateTime(m.createdAt)}
                </p>
                {m.fileUrl ? (
                  <a
                    href={m.fileUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                  >
                    Open {m.fileName}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {materials.data && materials.data.totalCount > PER_PAGE ? (
        <Pagination info={materials.data} onPage={setPageNo} label="Materials pages" />
      ) : null}
      <UploadMaterialDialog batchId={batchId} open={uploading} onClose={() => setUploading(false)} />
      <ConfirmDialog open={!!deleting} onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting!._id)} />
    </>
  );
}
