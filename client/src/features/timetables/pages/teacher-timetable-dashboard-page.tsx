import { PageHeader } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { CalendarIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeacherTimetableStat } from '../api/get-teacher-timetable-stat';
import { useTeacherTodayClasses } from '../api/get-todays-classes';
import { TodaysClassesCard, UpcomingTodayCard } from '../components/today-panels';

/**
 * /panel/teacher/timetable/dashboard: Today's Classes and Upcoming Classes from the teacher's classes
 * (dashboard/teacher/timetable-stat), Class Attended as today's classes whose register the teacher has taken, today's
 * list with View All to the week, and what is still to start today.
 */
export function TeacherTimetableDashboardPage() {
  useDocumentTitle('Timetable dashboard');
  const userId = useSession()?.user._id;
  const stat = useTeacherTimetableStat(userId);
  const today = useTeacherTodayClasses(userId);
  const taken = (today.data ?? []).filter((c) => c.registerTakenAt !== null).length;
  return (
    <>
      <PageHeader title="Timetable dashboard" description="Today at a glance" />
      <div className="space-y-6">
        {stat.error ? (
          <EmptyState title="Could not load the statistics" text={errorMessage(stat.error)} />
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
            <StatCard
              title="Today's Classes"
              value={formatCount(stat.data?.todaysClass)}
              icon={<CalendarIcon />}
              href={paths.teacherTimetable}
              loading={stat.isPending}
            />
            <StatCard
              title="Upcoming Classes"
              value={formatCount(stat.data?.upcomingClass)}
              icon={<ClockIcon />}
              tone="sky"
              href={paths.teacherTimetable}
              loading={stat.isPending}
            />
            <StatCard
              title="Class Attended"
              value={formatCount(taken)}
              icon={<CheckCircleIcon />}
              tone="emerald"
              loading={today.isPending}
            />
          </div>
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <TodaysClassesCard classes={today.data} loading={today.isPending} error={today.error} viewAll={paths.teacherTimetable} />
          <UpcomingTodayCard classes={today.data} loading={today.isPending} error={today.error} />
        </div>
      </div>
    </>
  );
}
