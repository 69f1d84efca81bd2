import { cn } from '@/lib/cn';
import { IconButton } from './button';
import { RefreshIcon } from './icons';
import { SearchInput } from './search-input';

/** The search box (debounced) and refresh button above a card grid. */
export function ListToolbar({
  searchLabel,
  search,
  onSearch,
  onRefresh,
  refreshing,
}: {
  searchLabel: string;
  /** The search in force (a list's URL). */
  search?: string;
  onSearch: (text: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="mb-5 flex items-center gap-2">
      <SearchInput label={searchLabel} value={search} onSearch={onSearch} />
      <IconButton label="Refresh" onClick={onRefresh} className="bg-white ring-1 ring-slate-300">
        <RefreshIcon className={cn('size-4', refreshing && 'animate-spin')} />
      </IconButton>
    </div>
  );
}

/** A card-shaped loading placeholder: an icon, two title lines, two text lines and a footer line. */
export function CardSkeleton({ iconClass = 'size-12' }: { iconClass?: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80" aria-hidden="true">
      <div className="flex items-center gap-3">
        <span className={cn('skeleton rounded-xl', iconClass)} />
        <div className="flex-1 space-y-2">
          <span className="skeleton block h-4 w-2/3" />
          <span className="skeleton block h-3 w-1/2" />
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <span className="skeleton block h-3 w-full" />
        <span className="skeleton block h-3 w-5/6" />
      </div>
      <span className="skeleton mt-5 block h-3 w-1/2" />
    </div>
  );
}
