import { PageHeader } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { CalendarIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { usePageStudent } from '@/features/identity';
import { useTimetableStatCard } from '@/features/student-dashboard';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentTodayClasses } from '../api/get-todays-classes';
import { TodaysClassesCard, UpcomingTodayCard } from '../components/today-panels';

/**
 * /panel/student/timetable/dashboard: Today's Classes, Upcoming Classes and Class Attended (dashboard/student/
 * timetable-stat-card), today's classes (student/lms) and those still to start.
 */
export function StudentTimetableDashboardPage() {
  useDocumentTitle('Timetable dashboard');
  const { studentId, isParent, switcher } = usePageStudent();
  const stat = useTimetableStatCard(studentId, isParent);
  const today = useStudentTodayClasses(studentId, isParent);
  const s = stat.data;
  return (
    <>
      <PageHeader title="Timetable dashboard" description="Today at a glance" />
      {switcher}
      {isParent && !studentId ? null : (
        <div className="space-y-6">
          {stat.error ? (
            <EmptyState title="Could not load the statistics" text={errorMessage(stat.error)} />
          ) : (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
              <StatCard title="Today's Classes" value={formatCount(s?.totalTodaysClass)} icon={<CalendarIcon />} loading={stat.isPending} />
              <StatCard
                title="Upcoming Classes"
                value={formatCount(s?.upcomingClass)}
                icon={<ClockIcon />}
                tone="sky"
                loading={stat.isPending}
              />
              <StatCard
                title="Class Attended"
                value={formatCount(s?.attendedClass)}
                icon={<CheckCircleIcon />}
                tone="emerald"
                href={paths.studentAttendance}
                loading={stat.isPending}
              />
            </div>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TodaysClassesCard
              classes={today.data}
              loading={today.isPending}
              error={today.error}
              viewAll={isParent ? null : paths.studentTimetable}
            />
            <UpcomingTodayCard classes={today.data} loading={today.isPending} error={today.error} />
          </div>
        </div>
      )}
    </>
  );
}
