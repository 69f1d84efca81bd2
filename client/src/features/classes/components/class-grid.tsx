import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ClassCard } from '@/components/class-card';
import { EmptyState } from '@/components/empty-state';
import { ClockIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { errorMessage, type PagedEnvelope } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { ClassView } from '../api/types';
import { ClassActions } from './class-actions';
import { useNow } from '@/lib/use-now';

/** Register taken or not, from the class's first mark (002 §2 Class attendance page). */
export function RegisterState({ c }: { c: ClassView }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        c.registerTakenAt ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      {c.registerTakenAt ? `Register taken · ${c.markedCount} marked` : 'Register not taken'}
    </span>
  );
}

/** A paged grid of class cards, each opening its register (`hrefOf`), with the viewer's Cancel and Move. */
export function ClassGrid({
  q,
  hrefOf,
  onPage,
  emptyTitle,
}: {
  q: UseQueryResult<PagedEnvelope<ClassView>>;
  hrefOf: (c: ClassView) => string;
  onPage: (n: number) => void;
  emptyTitle: string;
}) {
  const now = useNow();
  if (q.isPending)
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Loading classes">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="skeleton block h-44 rounded-2xl" />
        ))}
      </div>
    );
  if (q.error) return <EmptyState title="No data found" text={errorMessage(q.error, 'Oops! Something went wrong')} />;
  const rows = q.data.data;
  if (rows.length === 0) return <EmptyState title={emptyTitle} icon={<ClockIcon />} />;
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={q.isFetching || undefined}>
        {rows.map((c) => (
          <li key={c._id} className="min-w-0">
            <ClassCard
              c={c}
              now={now}
              footer={
                <div className="mt-1 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
                  <RegisterState c={c} />
                  <div className="ml-auto flex flex-wrap items-center gap-2">
                    <ClassActions c={c} now={now} />
                    <Link
                      href={hrefOf(c)}
                      className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
                    >
                      Open register
                    </Link>
                  </div>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination info={q.data} onPage={onPage} label="Classes pages" />
    </div>
  );
}
