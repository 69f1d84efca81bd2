import type { ClassView } from '@school/contracts';
import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CalendarIcon } from '@/components/icons';
import { ClassRow } from '@/features/student-dashboard';
import { errorMessage } from '@/lib/api-client';

interface TodayProps {
  /** Today's classes (not cancelled), earliest first. */
  classes: ClassView[] | undefined;
  loading: boolean;
  error: unknown;
}

function ClassList({ classes, loading, error, empty }: TodayProps & { empty: string }) {
  const now = Date.now();
  if (loading)
    return (
      <div className="space-y-3 py-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton block h-12 w-full" />
        ))}
      </div>
    );
  if (error) return <EmptyState title="Could not load the classes" text={errorMessage(error)} />;
  if (!classes?.length) return <EmptyState title={empty} icon={<CalendarIcon />} className="py-8" />;
  return (
    <ul className="divide-y divide-slate-100">
      {classes.map((c) => (
        <ClassRow key={c._id} c={c} now={now} />
      ))}
    </ul>
  );
}

/** 002 §2 Timetable cards: today's classes ('No Classes Today'), with View All to the week. */
export function TodaysClassesCard({ viewAll, ...today }: TodayProps & { viewAll: string | null }) {
  return (
    <Card className="min-w-0">
      <CardHeader
        title="Today's Classes"
        action={
          viewAll ? (
            <Link href={viewAll} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
              View All
            </Link>
          ) : null
        }
      />
      <div className="px-5 pb-3">
        <ClassList {...today} empty="No Classes Today" />
      </div>
    </Card>
  );
}

/** Today's classes still to start ('No class Today'). */
export function UpcomingTodayCard({ classes, ...rest }: TodayProps) {
  const now = Date.now();
  return (
    <Card className="min-w-0">
      <CardHeader title="Upcoming Classes" subtitle="Still to start today" />
      <div className="px-5 pb-3">
        <ClassList classes={classes?.filter((c) => Date.parse(c.startTime) > now)} {...rest} empty="No class Today" />
      </div>
    </Card>
  );
}
