import { StatCard } from '@/components/stat-card';
import { CalendarIcon, CapIcon, CheckCircleIcon, SpreadsheetIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useStudentDashboardStat } from '../api/get-dashboard-stat';

/**
 * 002 §2 dashboard cards: Classes, Assignments, Exams, Attendance. Classes open the timetable, Assignments the
 * assignment dashboard, Exams the exam dashboard and Attendance the calendar.
 */
export function StudentStatCards({ studentId, isParent }: { studentId: string | undefined; isParent: boolean }) {
  const q = useStudentDashboardStat(studentId, isParent);
  if (q.error) return <EmptyState title="Could not load the statistics" text={errorMessage(q.error)} />;
  const s = q.data;
  const loading = q.isPending;
  // A parent's links keep the chosen child (?child=), as the child switcher reads it.
  const child = isParent && studentId ? `?child=${encodeURIComponent(studentId)}` : '';
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Classes"
        value={formatCount(s?.totalClasses)}
        icon={<CapIcon />}
        href={`${paths.studentTimetable}${child}`}
        loading={loading}
      />
      <StatCard
        title="Assignments"
        value={formatCount(s?.totalAssignments)}
        icon={<SpreadsheetIcon />}
        tone="amber"
        href={`${paths.studentAssignmentDashboard}${child}`}
        loading={loading}
      />
      <StatCard
        title="Exams"
        value={formatCount(s?.totalExams)}
        icon={<CheckCircleIcon />}
        tone="violet"
        href={`${paths.studentExamDashboard}${child}`}
        loading={loading}
      />
      <StatCard
        title="Attendance"
        value={s ? `${formatCount(s.totalAttendance)} / ${formatCount(s.totalClasses)}` : '0'}
        icon={<CalendarIcon />}
        tone="emerald"
        href={`${paths.studentAttendance}${child}`}
        loading={loading}
      />
    </div>
  );
}
