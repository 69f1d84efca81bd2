import type { ClassView, ClassWhen } from '@school/contracts';
import { ClassCard } from '@/components/class-card';
import { EmptyState } from '@/components/empty-state';
import { ClockIcon } from '@/components/icons';
import { useCanUse } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { pathTo, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useBatchClasses } from '../../api/get-batch-classes';

const OFFICE = new Set(['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF']);

function ClassList({
  batchId,
  when,
  title,
  empty,
  perPage,
  hrefOf,
  now,
}: {
  batchId: string;
  when: ClassWhen;
  title: string;
  empty: string;
  perPage: number;
  hrefOf: (c: ClassView) => string | undefined;
  now: number;
}) {
  const q = useBatchClasses(batchId, when, perPage);
  const rows = q.data?.data ?? [];
  return (
    <section aria-labelledby={`classes-${when}`} className="min-w-0 space-y-3">
      <h3 id={`classes-${when}`} className="text-base font-semibold text-slate-900">
        {title}
        {q.data && q.data.totalCount > rows.length ? (
          <span className="ml-2 text-sm font-normal text-slate-600">
            {rows.length} of {q.data.totalCount}
          </span>
        ) : null}
      </h3>
      {q.isPending ? (
        <span className="skeleton block h-40 w-full rounded-2xl" aria-busy="true" />
      ) : q.error ? (
        <EmptyState title={errorMessage(q.error, 'Oops! Something went wrong')} className="py-6" />
      ) : rows.length === 0 ? (
        <EmptyState title={empty} icon={<ClockIcon />} className="rounded-2xl bg-white py-6 ring-1 ring-slate-200/80" />
      ) : (
        <ul className="space-y-3">
          {rows.map((c) => (
            <li key={c._id} data-testid="batch-class">
              <ClassCard
                c={c}
                now={now}
                href={hrefOf(c)}
                footer={
                  <p className="text-xs text-slate-600">
                    {c.registerTakenAt ? `Register taken · ${c.markedCount} marked` : 'Register not taken'}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Classes tab: the batch's classes from the server (GET class?batch=): today's, the upcoming ones and the recent
 * past, each opening its register for those who may mark it (the office; a teacher of the batch).
 */
export function ClassesTab({ batchId }: { batchId: string }) {
  const now = useNow();
  const role = useSession()?.user.role;
  // A register link only where it loads (MANAGER and STAFF: with the attendance module).
  const canUse = useCanUse();
  const hrefOf = (c: ClassView) => {
    const href =
      role === 'TEACHER'
        ? pathTo(paths.teacherClass, { classId: c._id })
        : role && OFFICE.has(role)
          ? pathTo(paths.adminClass, { classId: c._id })
          : undefined;
    return href && canUse(href) ? href : undefined;
  };
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ClassList batchId={batchId} when="today" title="Today's Classes" empty="No Classes Today" perPage={20} hrefOf={hrefOf} now={now} />
      <ClassList
        batchId={batchId}
        when="upcoming"
        title="Upcoming Classes"
        empty="No upcoming classes"
        perPage={10}
        hrefOf={hrefOf}
        now={now}
      />
      <ClassList batchId={batchId} when="past" title="Recent Classes" empty="No past classes" perPage={10} hrefOf={hrefOf} now={now} />
    </div>
  );
}
