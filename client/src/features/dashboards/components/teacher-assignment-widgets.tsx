import { CheckCircleIcon, ClockIcon, SpreadsheetIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import {
  type TeacherAssignmentTypeRow,
  useTeacherAssignmentStat,
  useTeacherAssignmentTypeStat,
  useTeacherSubmissionStats,
} from '../api/get-teacher-assignment-dashboard';
import { distinctTitles } from './chart-labels';
import { DonutCard, SeriesCard } from './teacher-charts';

const err = (e: unknown) => (e ? errorMessage(e) : null);
/** The teacher's assignment list (the assignments feature's page, 002 §2 Teacher routes). */
export const TEACHER_ASSIGNMENTS = '/panel/teacher/assignment';

/** Assignment Pending (due date not passed), Assignment Completed (past due), Total Assignment (002 §2). */
export function TeacherAssignmentStatCards() {
  const { data, isPending, error } = useTeacherAssignmentStat();
  if (error) return <EmptyState title="Could not load the assignment figures" text={errorMessage(error)} />;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4" data-testid="assignment-stat-cards">
      <StatCard
        title="Assignment Pending"
        value={formatCount(data?.pendingAssignment)}
        icon={<ClockIcon />}
        tone="amber"
        loading={isPending}
        href={TEACHER_ASSIGNMENTS}
      />
      <StatCard
        title="Assignment Completed"
        value={formatCount(data?.completedAssignment)}
        icon={<CheckCircleIcon />}
        tone="emerald"
        loading={isPending}
        href={TEACHER_ASSIGNMENTS}
      />
      <StatCard
        title="Total Assignment"
        value={formatCount(data?.totalAssignment)}
        icon={<SpreadsheetIcon />}
        tone="violet"
        loading={isPending}
        href={TEACHER_ASSIGNMENTS}
      />
    </div>
  );
}

const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
/** An institute day (YYYY-MM-DD) as '24 Nov'. */
const showDay = (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`));

/** An axis label fits under its bars: the title's first 14 characters. */
const shortTitle = (t: string) => (t.length > 14 ? `${t.slice(0, 13)}…` : t);

/** The latest assignment given: its students who submitted and who did not; 'No new Assignment' when none (002 §2). */
export function LatestAssignmentChart() {
  const q = useTeacherSubmissionStats(1);
  const latest = q.data?.data[0];
  return (
    <DonutCard
      title={latest ? latest.title : 'No new Assignment'}
      subtitle={latest ? `Given ${showDay(latest.dateOfAssignment)}, due ${showDay(latest.dueDate)}` : 'Your latest assignment'}
      loading={q.isPending}
      error={err(q.error)}
      slices={[
        { name: 'Submitted', value: latest?.users.totalStudentSubmitted ?? 0, color: '#10b981' },
        { name: 'Not Submitted', value: latest?.users.totalStudentNotSubmitted ?? 0, color: '#f43f5e' },
      ]}
      footer={
        latest ? (
          <p className="mt-1 text-center text-sm text-slate-700">
            <span className="font-semibold text-slate-900 tabular-nums" data-testid="latest-assignment-submitted">
              {formatCount(latest.users.totalStudentSubmitted)}
            </span>{' '}
            of {formatCount(latest.users.totalStudent)} students submitted
          </p>
        ) : null
      }
    />
  );
}

const TYPE_LABEL: Record<TeacherAssignmentTypeRow['_id'], string> = {
  MCQTYPE: 'Multiple choice',
  LONGTYPE: 'Written',
  ATTACHMENT: 'Attachment',
};
const TYPE_COLOUR: Record<TeacherAssignmentTypeRow['_id'], string> = {
  MCQTYPE: '#4f46e5',
  LONGTYPE: '#f59e0b',
  ATTACHMENT: '#0ea5e9',
};

/** Assignment Type Overview: the share of each type among the teacher's assignments, in percent (002 §2). */
export function AssignmentTypeChart() {
  const q = useTeacherAssignmentTypeStat();
  return (
    <DonutCard
      title="Assignment Type Overview"
      subtitle="Your assignments by type"
      loading={q.isPending}
      error={err(q.error)}
      format={(v) => `${Math.round(v * 10) / 10}%`}
      slices={(q.data ?? []).map((r) => ({ name: TYPE_LABEL[r._id], value: r.percentage, color: TYPE_COLOUR[r._id] }))}
    />
  );
}

/**
 * Assignment Overview: the last 8 assignments given, oldest to newest, with the Total, Boys, Girls and Others who
 * submitted each (002 §2); a line gives the students each was given to, so one nobody has submitted yet still shows.
 */
export function AssignmentOverviewChart() {
  const q = useTeacherSubmissionStats(8);
  const rows = [...(q.data?.data ?? [])].reverse();
  return (
    <SeriesCard
      title="Assignment Overview"
      subtitle="Who submitted your last 8 assignments, by date given"
      loading={q.isPending}
      error={err(q.error)}
      categories={distinctTitles(rows.map((r) => `${showDay(r.dateOfAssignment)}\n${shortTitle(r.title)}`))}
      series={[
        { name: 'Total', values: rows.map((r) => r.users.totalStudentSubmitted), color: '#4f46e5' },
        { name: 'Boys', values: rows.map((r) => r.users.totalBoysSubmitted), color: '#0ea5e9' },
        { name: 'Girls', values: rows.map((r) => r.users.totalGirlSubmitted), color: '#f43f5e' },
        { name: 'Others', values: rows.map((r) => r.users.totalOthersSubmitted), color: '#8b5cf6' },
        { name: 'Students', values: rows.map((r) => r.users.totalStudent), color: '#94a3b8', kind: 'line' },
      ]}
    />
  );
}
