import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@school/contracts';
import { Card, CardHeader, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageStudent, userDetailsQueryOptions } from '@/features/identity';
import { useAttendanceStatCard } from '../api/get-attendance-stat-card';
import { useMonthlyAttendance } from '../api/get-monthly-attendance-overview';
import { monthTitle } from '@/components/month-navigator';
import { CreditGauge } from '../components/credit-gauge';

const DonutChart = lazy(() => import('@/components/charts/donut-chart'));
const SeriesChart = lazy(() => import('@/components/charts/series-chart'));
const COLORS = { present: '#4f46e5', absent: '#f43f5e', leave: '#f59e0b' };
const chartSkeleton = (h: number) => <span className="skeleton block w-full" style={{ height: h }} aria-hidden="true" />;
const shortMonth = (m: string) => monthTitle(m).replace(/^(\w{3})\w*/, '$1');

/** /panel/student/attendance/dashboard (002 §2 Student dashboards, attendance): cards, the two charts and the profile block. */
export function StudentAttendanceDashboardPage() {
  useDocumentTitle('Attendance Dashboard');
  const { studentId, isParent, switcher } = usePageStudent();
  const child = isParent ? studentId : undefined;
  const enabled = !!studentId;
  const stat = useAttendanceStatCard(child, enabled);
  const monthly = useMonthlyAttendance(child, enabled);
  const person = useQuery({ ...userDetailsQueryOptions<UserDetails>(studentId ?? '', false), enabled });
  const s = stat.data;
  const u = person.data?.data;
  const rows = monthly.data ?? [];
  const pie = [
    { name: 'Classes Joined', value: s?.totalPresent ?? 0, color: COLORS.present },
    { name: 'Personal Leave', value: s?.totalLeave ?? 0, color: COLORS.leave },
    { name: 'Absent', value: s?.totalAbsent ?? 0, color: COLORS.absent },
  ];
  return (
    <>
      <PageHeader title="Attendance Dashboard" description="Classes joined, leave and absences" />
      {switcher}
      {!studentId ? null : stat.error ? (
        <EmptyState title="Could not load the attendance" text={errorMessage(stat.error, 'Oops! Something went wrong')} />
      ) : (
        <div key={studentId} className="min-w-0 space-y-4">
          <section aria-label="Attendance statistics" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard
              title="Attendance"
              value={s ? `${s.totalAttendance} / ${s.totalClass}` : '–'}
              icon={<CheckCircleIcon />}
              tone="brand"
              href={paths.studentAttendance}
              loading={stat.isPending}
            />
            <StatCard
              title="Leave Taken"
              value={String(s?.totalLeaveTaken ?? '–')}
              icon={<ClockIcon />}
              tone="amber"
              href={paths.studentAttendance}
              loading={stat.isPending}
            />
            <StatCard
              title="College Holidays"
              value={String(s?.totalHolidays ?? '–')}
              icon={<AlertIcon />}
              tone="sky"
              href={paths.studentAttendance}
              loading={stat.isPending}
            />
          </section>
          <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-3">
            <Card className="min-w-0">
              <CardHeader title="Attendance Overview" subtitle="All classes with a mark" />
              <div className="px-3 pb-4 sm:px-5">
                {stat.isPending ? (
                  chartSkeleton(260)
                ) : s && s.totalClass === 0 ? (
                  <EmptyState title="No attendance yet" text="Marks appear here once a class register is taken." />
                ) : (
                  <figure aria-label="Attendance Overview: pie chart">
                    <Suspense fallback={chartSkeleton(260)}>
                      <DonutChart slices={pie} />
                    </Suspense>
                    <figcaption className="sr-only">{pie.map((p) => `${p.name}: ${p.value}`).join(', ')}</figcaption>
                  </figure>
                )}
              </div>
            </Card>
            <Card className="min-w-0 lg:col-span-2">
              <CardHeader title="Monthly Attendance Report" subtitle="The last twelve months" />
              <div className="px-3 pb-4 sm:px-5">
                {monthly.isPending ? (
                  chartSkeleton(300)
                ) : monthly.error ? (
                  <EmptyState title="Could not load the chart" text={errorMessage(monthly.error)} />
                ) : (
                  <figure aria-label="Monthly Attendance Report: bar chart">
                    <Suspense fallback={chartSkeleton(300)}>
                      <SeriesChart
                        height={300}
                        categories={rows.map((r) => shortMonth(r._id))}
                        series={[
                          { name: 'Present', values: rows.map((r) => r.totalAttended), color: COLORS.present },
                          { name: 'Absent', values: rows.map((r) => r.totalAbsent), color: COLORS.absent },
                          { name: 'Leave', values: rows.map((r) => r.totalLeave), color: COLORS.leave },
                        ]}
                      />
                    </Suspense>
                    <figcaption className="sr-only">
                      {rows
                        .map((r) => `${monthTitle(r._id)}: ${r.totalAttended} present, ${r.totalAbsent} absent, ${r.totalLeave} leave`)
                        .join('; ')}
                    </figcaption>
                  </figure>
                )}
              </div>
            </Card>
          </div>
          <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-3">
            <Card className="min-w-0 p-5 lg:col-span-2" data-testid="profile-stat">
              <div className="flex min-w-0 items-center gap-4">
                <UserAvatar name={u?.displayName ?? 'Unavailable'} photoUrl={u?.photoUrl} size="lg" />
                <div className="min-w-0">
                  <p className="truncate text-lg font-semibold text-slate-900">{u?.displayName ?? 'Unavailable'}</p>
                  <p className="truncate text-sm text-slate-600">{u?.email ?? 'Unavailable'}</p>
                </div>
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {(
                  [
                    ['Total classes', s?.totalClass],
                    ['Attend', s?.totalPresent],
                    ['Absent', s?.totalAbsent],
                    ['Total Leave', s?.totalLeave],
                  ] as const
                ).map(([label, v]) => (
                  <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                    <dt className="text-xs font-medium text-slate-600">{label}</dt>
                    <dd className="text-xl font-semibold text-slate-900 tabular-nums">{v ?? '–'}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <div className="min-w-0">
              <CreditGauge id={studentId} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
