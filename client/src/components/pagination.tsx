import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface PageInfo {
  pageNo: number;
  perPage: number;
  totalCount: number;
  isLastChunk: boolean;
}

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
function pageList(current: number, last: number): Array<number | 'gap'> {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Paging from the reply's totalCount / perPage / pageNo / isLastChunk (001 §7). */
export function Pagination({ info, onPage, label = 'Pagination' }: { info: PageInfo; onPage: (page: number) => void; label?: string }) {
  const { pageNo, perPage, totalCount, isLastChunk } = info;
  const last = Math.max(1, Math.ceil(totalCount / Math.max(1, perPage)));
  if (totalCount === 0) return null;
  const from = (pageNo - 1) * perPage + 1;
  const to = Math.min(totalCount, pageNo * perPage);
  const btn = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors';
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600">
        Showing <span className="font-medium text-slate-900">{from}</span>–<span className="font-medium text-slate-900">{to}</span> of{' '}
        <span className="font-medium text-slate-900">{totalCount}</span>
      </p>
      {last > 1 ? (
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={cn(btn, 'text-slate-700 hover:bg-slate-100 disabled:opacity-40')}
            disabled={pageNo <= 1}
            onClick={() => onPage(pageNo - 1)}
            aria-label="Previous page"
          >
            <ChevronLeftIcon className="size-4" />
          </button>
          {pageList(pageNo, last).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                onClick={() => onPage(p)}
                aria-current={p === pageNo ? 'page' : undefined}
                aria-label={`Page ${p}`}
                className={cn(btn, p === pageNo ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {p}
              </button>
            ),
          )}
          <button
            type="button"
            className={cn(btn, 'text-slate-700 hover:bg-slate-100 disabled:opacity-40')}
            disabled={isLastChunk}
            onClick={() => onPage(pageNo + 1)}
            aria-label="Next page"
          >
            <ChevronRightIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </nav>
  );
}
