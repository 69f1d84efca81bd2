import { useState } from 'react';
import { Link } from 'wouter';
import { Button, IconButton } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { ChevronLeftIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { ListToolbar } from '@/components/list-toolbar';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import type { MasterKind } from '../api/catalogue-keys';
import { useDeleteMaster } from '../api/delete-master';
import { useMasters } from '../api/get-masters';
import { MASTER, type MasterRow } from '../api/masters';
import { MasterDialog } from '../components/master-dialog';

const PER_PAGE = 20;

/** 000 §2 config shortcuts /panel/admin/config/author and /panel/admin/config/publication: the list, add, edit, delete. */
function MastersPage({ kind }: { kind: Exclude<MasterKind, 'category'> }) {
  const m = MASTER[kind];
  useDocumentTitle(m.many);
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const list = useMasters(kind, { pageNo, perPage: PER_PAGE, searchTitle });
  const remove = useDeleteMaster(kind);
  const [editing, setEditing] = useState<MasterRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<MasterRow | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <>
      <Link
        href={paths.libraryBooks}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Books
      </Link>
      <PageHeader
        title={m.many}
        description={`The ${m.many.toLowerCase()} the book form picks from.`}
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add {m.one}
          </Button>
        }
      />
      <ListToolbar
        searchLabel={`Search ${m.many.toLowerCase()}`}
        search={searchTitle}
        onSearch={(text) => setList((p) => ({ ...p, searchTitle: text, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <Card className="p-2">
        {list.isError ? (
          <FormError message={errorMessage(list.error)} />
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyState
            title="No data found"
            text={searchTitle ? `Nothing matches “${searchTitle}”.` : `Add the first ${m.one.toLowerCase()}.`}
          />
        ) : (
          <ul aria-label={m.many} className="divide-y divide-slate-100">
            {rows.map((r) => (
              <li key={r._id} className="flex items-start gap-3 px-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{r.name}</p>
                  {r.detail ? <p className="line-clamp-2 text-sm text-slate-600">{r.detail}</p> : null}
                </div>
                <IconButton label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
                  <PencilIcon className="size-[1.1rem]" />
                </IconButton>
                <IconButton label={`Delete ${r.name}`} tone="danger" onClick={() => setDeleting(r)}>
                  <TrashIcon className="size-[1.1rem]" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {list.data ? (
        <div className="mt-4">
          <Pagination info={list.data} onPage={(n) => setList((p) => ({ ...p, pageNo: n }))} label={`${m.many} pages`} />
        </div>
      ) : null}
      <MasterDialog kind={kind} open={adding || !!editing} editing={editing} onClose={() => (setAdding(false), setEditing(null))} />
      <ConfirmDialog open={!!deleting} onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting!._id)} />
    </>
  );
}

export const AuthorsPage = () => <MastersPage kind="author" key="author" />;
export const PublicationsPage = () => <MastersPage kind="publication" key="publication" />;
