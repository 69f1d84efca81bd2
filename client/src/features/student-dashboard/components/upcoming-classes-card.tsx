import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CalendarIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useUpcomingClasses } from '../api/get-upcoming-class';
import { ClassRow } from './class-row';

/** 002 §2: the next three classes of the student's batch, with View All to the timetable (hidden for a PARENT). */
export function UpcomingClassesCard({
  studentId,
  isParent,
  title = 'Upcoming Classes',
  emptyTitle = 'No upcoming class',
}: {
  studentId: string | undefined;
  isParent: boolean;
  title?: string;
  emptyTitle?: string;
}) {
  const q = useUpcomingClasses(studentId, isParent);
  const now = Date.now();
  const rows = q.data ?? [];
  return (
    <Card className="min-w-0">
      <CardHeader
        title={title}
        action={
          isParent ? null : (
            <Link href={paths.studentTimetable} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
              View All
            </Link>
          )
        }
      />
      <div className="px-5 pb-3">
        {q.isPending ? (
          <div className="space-y-3 py-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className="skeleton block h-12 w-full" />
            ))}
          </div>
        ) : q.error ? (
          <EmptyState title="Could not load the classes" text={errorMessage(q.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title={emptyTitle} icon={<CalendarIcon />} className="py-8" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((c) => (
              <ClassRow key={c._id} c={c} now={now} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
