import { useState } from 'react';
import { Button, IconButton } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { EntityAvatar } from '@/components/entity-avatar';
import { PencilIcon, PlusIcon, RefreshIcon, TrashIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteResource, useResourceList, type AnyRow } from '../api/resources';
import type { EntityConfig } from './entity-config';
import { EntityFormDialog } from './entity-form-dialog';
import { useListParams } from '@/lib/use-list-params';

/** A configuration record type: cards with edit and delete, search, paging and its add dialog. */
export function EntitySection({ config, manage }: { config: EntityConfig; manage: boolean }) {
  // Page and search in the URL beside ?tab= (a tab's link starts it afresh).
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const [dialog, setDialog] = useState<{ row: AnyRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AnyRow | null>(null);
  const list = useResourceList<AnyRow>(config.def, { pageNo, perPage: config.perPage ?? 12, searchTitle, ...config.listParams });
  const remove = useDeleteResource(config.def);
  const rows = list.data?.data ?? [];
  const headingId = `section-${config.def.name}`;

  return (
    <section aria-labelledby={headingId} data-testid={`section-${config.def.name}`}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {config.title}
        </h2>
        <div className="flex flex-1 items-center gap-2 sm:justify-end">
          {config.searchable !== false && !config.def.unpaged ? (
            <SearchInput
              label={`Search ${config.title.toLowerCase()}`}
              value={searchTitle}
              onSearch={(t) => setList((p) => ({ ...p, searchTitle: t, pageNo: 1 }))}
            />
          ) : null}
          <IconButton
            label={`Refresh ${config.title.toLowerCase()}`}
            onClick={() => void list.refetch()}
            className="bg-white ring-1 ring-slate-300"
          >
            <RefreshIcon className={cn('size-4', list.isFetching && 'animate-spin')} />
          </IconButton>
          {manage ? (
            <Button onClick={() => setDialog({ row: null })}>
              <PlusIcon className="size-4" />
              {config.addLabel}
            </Button>
          ) : null}
        </div>
      </div>

      {list.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200/80">
              <span className="skeleton block h-4 w-2/3" />
              <span className="skeleton mt-3 block h-3 w-1/2" />
            </div>
          ))}
        </div>
      ) : list.error ? (
        <EmptyState title={`Could not load ${config.title.toLowerCase()}`} text={errorMessage(list.error)} />
      ) : rows.length === 0 ? (
        <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
          <EmptyState title={config.emptyTitle} text={searchTitle ? `Nothing matches “${searchTitle}”.` : undefined} />
        </div>
      ) : (
        <>
          <ul
            className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3', list.isPlaceholderData && 'opacity-70')}
            aria-label={config.title}
          >
            {rows.map((row) => {
              const title = config.cardTitle(row);
              const lines = config.cardLines?.(row).filter(Boolean) ?? [];
              return (
                <li key={row._id}>
                  <article
                    className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80"
                    data-testid={`${config.def.name}-card`}
                  >
                    <div className="flex items-start gap-3">
                      {config.iconUrl ? <EntityAvatar title={title} iconUrl={config.iconUrl(row) ?? null} /> : null}
                      <div className="min-w-0 flex-1">
                        <h3 className="truncate text-base font-semibold text-slate-900" title={title}>
                          {title}
                        </h3>
                        {lines[0] ? <p className="mt-0.5 text-sm text-slate-600">{lines[0]}</p> : null}
                      </div>
                      {manage ? (
                        <div className="-mt-1 -mr-2 flex">
                          {config.noEdit ? null : (
                            <IconButton label={`Edit ${title}`} onClick={() => setDialog({ row })}>
                              <PencilIcon className="size-[1.1rem]" />
                            </IconButton>
                          )}
                          <IconButton label={`Delete ${title}`} tone="danger" onClick={() => setDeleting(row)}>
                            <TrashIcon className="size-[1.1rem]" />
                          </IconButton>
                        </div>
                      ) : null}
                    </div>
                    {lines.slice(1).map((line, i) => (
                      <p key={i} className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">
                        {line}
                      </p>
                    ))}
                    {config.cardAction ? <div className="mt-4 border-t border-slate-100 pt-3">{config.cardAction(row)}</div> : null}
                  </article>
                </li>
              );
            })}
          </ul>
          {list.data && !config.def.unpaged ? (
            <div className="mt-5">
              <Pagination info={list.data} onPage={setPageNo} label={`${config.title} pages`} />
            </div>
          ) : null}
        </>
      )}

      {manage ? (
        <>
          <EntityFormDialog config={config} open={!!dialog} row={dialog?.row ?? null} onClose={() => setDialog(null)} />
          <ConfirmDialog
            open={!!deleting}
            onClose={() => setDeleting(null)}
            onConfirm={async () => {
              const res = await remove.mutateAsync(deleting!._id);
              if (rows.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
              return res;
            }}
          />
        </>
      ) : null}
    </section>
  );
}
