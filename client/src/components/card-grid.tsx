import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { EmptyState } from './empty-state';
import { Pagination, type PageInfo } from './pagination';

export interface CardGridProps<T> {
  /** The list's accessible name. */
  label: string;
  /** A paged list query (TanStack Query) of cards. */
  query: { isPending: boolean; isFetching: boolean; isPlaceholderData?: boolean; error: unknown; data?: PageInfo & { data: T[] } };
  /** Column classes of the grid, e.g. 'sm:grid-cols-2 xl:grid-cols-3'. */
  columns: string;
  skeleton: ReactNode;
  skeletonCount: number;
  errorTitle: string;
  /** Shown when the page holds no cards (the spec's empty text). */
  empty: ReactNode;
  onPage: (pageNo: number) => void;
  pagesLabel: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** The body of a card-grid page: skeletons while loading, the error, the empty state, or the cards and their pages. */
export function CardGrid<T>({
  label,
  query,
  columns,
  skeleton,
  skeletonCount,
  errorTitle,
  empty,
  onPage,
  pagesLabel,
  itemKey,
  renderItem,
}: CardGridProps<T>) {
  const grid = cn('grid grid-cols-1 gap-4', columns);
  if (query.isPending) {
    return (
      <div className={grid} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <div key={i}>{skeleton}</div>
        ))}
      </div>
    );
  }
  if (query.error) return <EmptyState title={errorTitle} text={errorMessage(query.error)} />;
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={cn(grid, query.isPlaceholderData && 'opacity-70')} aria-label={label} aria-busy={query.isFetching || undefined}>
        {rows.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.data ? (
        <div className="mt-6">
          <Pagination info={query.data} onPage={onPage} label={pagesLabel} />
        </div>
      ) : null}
    </>
  );
}
