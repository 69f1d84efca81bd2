import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { EmptyState } from './empty-state';
import { IconButton } from './button';
import { RefreshIcon } from './icons';
import { Pagination, type PageInfo } from './pagination';
import { SearchInput } from './search-input';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes for both header and cells: alignment, hiding on small screens. */
  className?: string;
  /** Screen-reader-only header (an actions column). */
  srOnlyHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  fetching?: boolean;
  error?: string | null;
  page?: PageInfo;
  onPage?: (page: number) => void;
  searchLabel?: string;
  onSearch?: (text: string) => void;
  /** The search in force (a list's URL), shown in the search box. */
  search?: string;
  onRefresh?: () => void;
  toolbar?: ReactNode;
  emptyTitle: string;
  emptyText?: string;
  emptyAction?: ReactNode;
}

/** A paged table with a debounced search box and a refresh button (000 §2 student table pattern). */
export function DataTable<T>(p: DataTableProps<T>) {
  const showToolbar = p.onSearch || p.onRefresh || p.toolbar;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/80">
      {showToolbar ? (
        // On a phone the search and Refresh share the first line and the page's own controls wrap on the next;
        // from 640 px up they are one row with the controls on the right.
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 p-4">
          {p.onSearch ? (
            <div className="min-w-0 flex-1 sm:max-w-xs">
              <SearchInput label={p.searchLabel ?? 'Search'} value={p.search} onSearch={p.onSearch} />
            </div>
          ) : null}
          {p.toolbar ? (
            <div className={cn('flex flex-wrap items-center gap-2 sm:ml-auto', p.onSearch && 'order-last w-full sm:order-none sm:w-auto')}>
              {p.toolbar}
            </div>
          ) : null}
          {p.onRefresh ? (
            <IconButton label="Refresh" onClick={p.onRefresh} className={cn('ring-1 ring-slate-300', !p.toolbar && 'ml-auto')}>
              <RefreshIcon className={cn('size-4', p.fetching && 'animate-spin')} />
            </IconButton>
          ) : null}
        </div>
      ) : null}
      {/* relative: the sr-only header of an actions column is positioned; without it, it escapes the scroller and widens the page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{p.caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {p.columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-4 py-3 whitespace-nowrap', c.className)}>
                  {c.srOnlyHeader ? <span className="sr-only">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn('divide-y divide-slate-100', p.fetching && !p.loading && 'opacity-70 transition-opacity')}>
            {p.loading
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={`s${i}`} aria-hidden="true">
                    {p.columns.map((c) => (
                      <td key={c.key} className={cn('px-4 py-4', c.className)}>
                        <span className="skeleton block h-4 w-full max-w-40" />
                      </td>
                    ))}
                  </tr>
                ))
              : p.rows?.map((row) => (
                  <tr key={p.rowKey(row)} className="hover:bg-slate-50/70">
                    {p.columns.map((c) => (
                      <td key={c.key} className={cn('px-4 py-3 align-middle', c.className)}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {!p.loading && p.error ? <EmptyState title="Could not load the list" text={p.error} /> : null}
      {!p.loading && !p.error && p.rows?.length === 0 ? (
        <EmptyState title={p.emptyTitle} text={p.emptyText} action={p.emptyAction} />
      ) : null}
      {p.page && p.onPage && !p.loading && (p.rows?.length ?? 0) > 0 ? (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pagination info={p.page} onPage={p.onPage} />
        </div>
      ) : null}
    </div>
  );
}
