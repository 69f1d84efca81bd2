/** 002 §9 short lists (5 a page): Prev disabled on page 1, Next disabled on the last chunk. */
export function PrevNext({
  pageNo,
  isLastChunk,
  onPage,
  label = 'Pages',
}: {
  pageNo: number;
  isLastChunk: boolean;
  onPage: (page: number) => void;
  label?: string;
}) {
  const btn =
    'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button type="button" className={btn} disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        Prev
      </button>
      <span className="text-sm text-slate-600">Page {pageNo}</span>
      <button type="button" className={btn} disabled={isLastChunk} onClick={() => onPage(pageNo + 1)}>
        Next
      </button>
    </nav>
  );
}
