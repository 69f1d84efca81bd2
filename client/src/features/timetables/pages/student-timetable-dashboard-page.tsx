import { PageHeader } from '@/components/card';
import { StatCard } from '@/components/stat-card';
import { CalendarIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { usePageStudent } from '@/features/identity';
import { UpcomingClassesCard, useTimetableStatCard } from '@/features/student-dashboard';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentTimetable } from '../api/get-student-timetable';
import { TodaysClassesCard } from '../components/today-panels';

/** /panel/student/timetable/dashboard: Today's Classes, Upcoming Classes and Class Attended, today's list and what is next. */
export function StudentTimetableDashboardPage() {
  useDocumentTitle('Timetable dashboard');
  const { studentId, isParent, switcher } = usePageStudent();
  const stat = useTimetableStatCard(studentId, isParent);
  const week = useStudentTimetable(studentId, isParent);
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
              days={week.data}
              loading={week.isPending}
              error={week.error}
              showBatch={false}
              viewAll={isParent ? null : paths.studentTimetable}
            />
            <UpcomingClassesCard studentId={studentId} isParent={isParent} title="Upcoming Classes" emptyTitle="No class Today" todayOnly />
          </div>
        </div>
      )}
    </>
  );
}
