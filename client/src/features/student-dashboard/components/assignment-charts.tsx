import { lazy, Suspense } from 'react';
import { formatCount } from '@/lib/format';
import { useAssignmentOverview, useWeekAssignmentOverview } from '../api/get-assignment-dashboard';
import { showAssignmentDay } from './assignment-deadline';
import { ChartFrame } from './chart-frame';
import { monthLabel } from './class-time';
import { ABSENT, PRESENT } from './palette';

const DonutChart = lazy(() => import('@/components/charts/donut-chart'));
const SeriesChart = lazy(() => import('@/components/charts/series-chart'));

const skeleton = (height: number) => <span className="skeleton block w-full" style={{ height }} aria-hidden="true" />;
const PENDING = '#f59e0b';

interface Who {
  studentId: string | undefined;
  isParent: boolean;
}

/** 002 §2 the weekly assignment pie: this week's assignments (due Monday to Sunday), submitted, pending and missed. */
export function WeeklyAssignmentCard({ studentId, isParent }: Who) {
  const q = useWeekAssignmentOverview(studentId, isParent);
  const w = q.data;
  const slices = [
    { name: 'Submitted', value: w?.submitted ?? 0, color: PRESENT },
    { name: 'Pending', value: w?.pending ?? 0, color: PENDING },
    { name: 'Missed', value: w?.missed ?? 0, color: ABSENT },
  ];
  return (
    <ChartFrame
      title="This Week's Assignments"
      subtitle={w ? `Due ${showAssignmentDay(w.from)} – ${showAssignmentDay(w.to)}` : 'Due this week'}
      loading={q.isPending}
      error={q.error}
      empty={!w || w.totalAssignment === 0}
      emptyTitle="No assignment due this week"
      height={260}
    >
      <figure aria-label="This Week's Assignments: pie chart" data-testid="week-assignment-overview">
        <Suspense fallback={skeleton(260)}>
          <DonutChart height={260} format={formatCount} slices={slices.filter((s) => s.value > 0)} />
        </Suspense>
        <figcaption className="mt-1 text-center text-sm text-slate-700">
          <span className="font-semibold text-slate-900 tabular-nums" data-testid="week-assignment-submitted">
            {formatCount(w?.submitted)}
          </span>{' '}
          of {formatCount(w?.totalAssignment)} submitted
          <span className="sr-only">; {slices.map((s) => `${s.name} ${s.value}`).join(', ')}</span>
        </figcaption>
      </figure>
    </ChartFrame>
  );
}

/** 002 §2 the yearly stacked bar: per month of this year, the assignments due, submitted, not submitted and pending. */
export function AssignmentOverviewCard({ studentId, isParent }: Who) {
  const q = useAssignmentOverview(studentId, isParent);
  const rows = q.data ?? [];
  return (
    <ChartFrame
      title="Assignment Overview"
      subtitle={`Assignments due each month, ${rows[0]?._id.slice(0, 4) ?? 'this year'}`}
      loading={q.isPending}
      error={q.error}
      empty={rows.every((r) => r.totalAssignment === 0)}
      emptyTitle="No assignment this year"
      height={300}
    >
      <figure aria-label="Assignment Overview: stacked bar chart" data-testid="assignment-overview">
        <Suspense fallback={skeleton(300)}>
          <SeriesChart
            height={300}
            format={formatCount}
            integers
            categories={rows.map((r) => monthLabel(r._id))}
            series={[
              { name: 'Submitted', color: PRESENT, stack: 'a', values: rows.map((r) => r.submitted) },
              { name: 'Not Submitted', color: ABSENT, stack: 'a', values: rows.map((r) => r.notSubmitted) },
              { name: 'Pending', color: PENDING, stack: 'a', values: rows.map((r) => r.pending) },
            ]}
          />
        </Suspense>
        <figcaption className="sr-only">
          <ul>
            {rows
              .filter((r) => r.totalAssignment > 0)
              .map((r) => (
                <li key={r._id}>
                  {monthLabel(r._id)}: {r.submitted} submitted, {r.notSubmitted} not submitted, {r.pending} pending
                </li>
              ))}
          </ul>
        </figcaption>
      </figure>
    </ChartFrame>
  );
}
