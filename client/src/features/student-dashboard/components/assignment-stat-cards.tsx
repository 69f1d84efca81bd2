import { AlertIcon, CalendarIcon, CheckCircleIcon, ClockIcon, SpreadsheetIcon, PauseIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useAssignmentStatCard } from '../api/get-assignment-dashboard';
import { studentAssignmentsHref } from './assignment-links';

/**
 * 002 §2 stat cards linking to /panel/student/assignment, over 002 §3 Assignment stats: the total splits into
 * completed, pending (open now), upcoming (not open yet) and not submitted (missed); not taken counts those open or
 * missed without a single answer.
 */
export function AssignmentStatCards({ studentId, isParent }: { studentId: string | undefined; isParent: boolean }) {
  const q = useAssignmentStatCard(studentId, isParent);
  if (q.error) return <EmptyState title="Could not load the assignment figures" text={errorMessage(q.error)} />;
  const s = q.data;
  const card = { loading: q.isPending, href: studentAssignmentsHref(studentId, isParent) };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6" data-testid="assignment-stat-cards">
      <StatCard title="Total Assignment" value={formatCount(s?.totalAssignment)} icon={<SpreadsheetIcon />} {...card} />
      <StatCard title="Completed" value={formatCount(s?.completeAssignment)} icon={<CheckCircleIcon />} tone="emerald" {...card} />
      <StatCard title="Pending" value={formatCount(s?.pendingAssignment)} icon={<ClockIcon />} tone="amber" {...card} />
      <StatCard title="Upcoming" value={formatCount(s?.upcomingAssignment)} icon={<CalendarIcon />} tone="sky" {...card} />
      <StatCard title="Not Submitted" value={formatCount(s?.assignmentNotSubmitted)} icon={<AlertIcon />} tone="rose" {...card} />
      <StatCard title="Not Taken" value={formatCount(s?.assignmentNotTaken)} icon={<PauseIcon />} tone="violet" {...card} />
    </div>
  );
}
