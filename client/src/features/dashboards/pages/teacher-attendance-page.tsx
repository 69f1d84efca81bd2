import { PageHeader } from '@/components/card';
import { CalendarIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeacherAttendanceMonthly, useTeacherAttendanceStat } from '../api/get-teacher-dashboard';
import { DonutCard, monthName, SeriesCard, timeOf } from '../components/teacher-charts';

/**
 * /panel/teacher/attendance: the teacher's own attendance this year (002 §2 Teacher attendance dashboard), from the
 * staff attendance the office marks and the teacher's approved leave; live as either changes.
 */
export function TeacherAttendancePage() {
  useDocumentTitle('My attendance');
  const stat = useTeacherAttendanceStat();
  const monthly = useTeacherAttendanceMonthly();
  const s = stat.data;
  const rows = monthly.data ?? [];
  return (
    <>
      <PageHeader
        title="My attendance"
        description={`Your attendance in ${s?.year ?? 'this year'}, as the office marks it, with your approved leave.`}
      />
      {stat.error ? (
        <p role="alert" className="mb-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {errorMessage(stat.error)}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          title="Reporting Time"
          value={s?.todaysDate ? timeOf(s.todaysDate) : 'No Reports'}
          icon={<ClockIcon />}
          tone="amber"
          loading={stat.isPending}
        />
        <StatCard
          title="Attendance"
          value={s ? `${formatCount(s.totalPresent)} / ${formatCount(s.totalAttendance)} days` : '0 / 0 days'}
          icon={<CheckCircleIcon />}
          tone="emerald"
          loading={stat.isPending}
        />
        <StatCard
          title="Leave Holidays"
          value={s ? `${formatCount(s.totalLeave)} leave · ${formatCount(s.totalHoliday)} holidays` : '0 leave · 0 holidays'}
          icon={<CalendarIcon />}
          tone="violet"
          loading={stat.isPending}
        />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DonutCard
          title="Attendance Overview"
          subtitle="Days this year"
          loading={stat.isPending}
          error={stat.error ? errorMessage(stat.error) : null}
          slices={[
            { name: 'Classes Joined', value: s?.totalPresent ?? 0, color: '#10b981' },
            { name: 'Official Leave', value: s?.totalLeave ?? 0, color: '#f59e0b' },
            { name: 'Absent', value: s?.totalAbsent ?? 0, color: '#f43f5e' },
          ]}
        />
        <div className="lg:col-span-2">
          <SeriesCard
            title="Monthly Attendance"
            subtitle="Leave, absent and attended days per month"
            loading={monthly.isPending}
            error={monthly.error ? errorMessage(monthly.error) : null}
            categories={rows.map((r) => monthName(r._id))}
            series={[
              { name: 'Leave', values: rows.map((r) => r.Leave), color: '#f59e0b' },
              { name: 'Absent', values: rows.map((r) => r.Absent), color: '#f43f5e' },
              { name: 'Attended', values: rows.map((r) => r.Attended), color: '#10b981' },
            ]}
          />
        </div>
      </div>
    </>
  );
}
