import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { ChartBarIcon, CheckCircleIcon, ClockIcon, EyeIcon, PauseIcon, SpreadsheetIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { type StudentAssignmentRow, useStudentAssignments } from '../api/student-assignments';

const TYPE_LABEL: Record<StudentAssignmentRow['type'], string> = {
  MCQTYPE: 'Multiple choice',
  LONGTYPE: 'Written',
  ATTACHMENT: 'Attachment',
};
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
/** An institute day (YYYY-MM-DD) as '24 Nov 2026'. */
const showDay = (ymd: string) => dayFormat.format(new Date(`${ymd}T00:00:00Z`));
const mark = (n: number) => String(Math.round(n * 100) / 100);

function Badge({ tone, children }: { tone: 'green' | 'amber' | 'rose' | 'slate' | 'sky'; children: string }) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    rose: 'bg-rose-50 text-rose-700 ring-rose-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
    sky: 'bg-sky-50 text-sky-700 ring-sky-200',
  };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tones[tone]}`}>{children}</span>
  );
}

/** Submitted (late, reviewed) or not; not submitted once past due reads Missed (002 §4 Assignment). */
function Status({ a }: { a: StudentAssignmentRow }) {
  if (!a.isSubmitted) return a.isPastDue ? <Badge tone="rose">Missed</Badge> : <Badge tone="amber">Not Submitted</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone="green">Submitted</Badge>
      {a.lateDays > 0 ? <Badge tone="amber">{`${a.lateDays} ${a.lateDays === 1 ? 'day' : 'days'} late`}</Badge> : null}
      <Badge tone={a.reviewed ? 'sky' : 'slate'}>{a.reviewed ? 'Reviewed' : 'Not Reviewed'}</Badge>
    </span>
  );
}

const columns: Column<StudentAssignmentRow>[] = [
  {
    key: 'title',
    header: 'Assignment',
    cell: (a) => (
      <span className="block min-w-40">
        <span className="block font-medium break-words text-slate-900">{a.title}</span>
        <span className="block text-xs text-slate-600">
          {a.subject.title || 'Other'} · {TYPE_LABEL[a.type]}
        </span>
        <span className="block text-xs text-slate-600 sm:hidden">Due {showDay(a.dueDate)}</span>
      </span>
    ),
  },
  {
    key: 'dates',
    header: 'Given / Due',
    className: 'hidden sm:table-cell whitespace-nowrap',
    cell: (a) => (
      <span className="text-slate-700">
        {showDay(a.dateOfAssignment)}
        <span className="block text-xs text-slate-600">Due {showDay(a.dueDate)}</span>
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (a) => <Status a={a} /> },
  {
    key: 'marks',
    header: 'Marks',
    className: 'text-right whitespace-nowrap',
    cell: (a) =>
      a.isSubmitted && a.totalMarkSecure !== null ? (
        <span className="tabular-nums">
          <span className="font-medium text-slate-900">
            {mark(a.totalMarkSecure)} / {mark(a.fullMark)}
          </span>
          {a.type === 'MCQTYPE' ? <span className="block text-xs text-slate-600">{a.totalCorrectAnswer} correct</span> : null}
        </span>
      ) : (
        <span className="text-slate-500">{`– / ${mark(a.fullMark)}`}</span>
      ),
  },
];

/** 001 §2 the student profile's assignments: statistics over them all, then the list with search, ten a page. */
export function StudentAssignmentsSection({ studentId, studentName }: { studentId: string; studentName?: string }) {
  const [params, setParams] = useState({ pageNo: 1, searchTitle: '' });
  const q = useStudentAssignments(studentId, params);
  const s = q.data?.stats;
  const loading = q.isPending;
  return (
    <section aria-labelledby="student-assignments-title" className="space-y-4" data-testid="student-assignments">
      <h2 id="student-assignments-title" className="text-lg font-semibold text-slate-900">
        Assignments
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        <StatCard title="Total Assignment" value={formatCount(s?.totalAssignment)} icon={<SpreadsheetIcon />} loading={loading} />
        <StatCard
          title="Completed"
          value={formatCount(s?.completedAssignment)}
          icon={<CheckCircleIcon />}
          tone="emerald"
          loading={loading}
        />
        <StatCard title="Pending" value={formatCount(s?.pendingAssignment)} icon={<ClockIcon />} tone="amber" loading={loading} />
        <StatCard title="Not Taken" value={formatCount(s?.assignmentNotTaken)} icon={<PauseIcon />} tone="rose" loading={loading} />
        <StatCard title="Reviewed" value={formatCount(s?.reviewedAssignment)} icon={<EyeIcon />} tone="sky" loading={loading} />
        <StatCard
          title="Average Mark"
          value={s?.averagePercent === null || s?.averagePercent === undefined ? '–' : `${Math.round(s.averagePercent * 10) / 10}%`}
          icon={<ChartBarIcon />}
          tone="violet"
          loading={loading}
        />
      </div>
      <DataTable
        caption={`${studentName ?? 'The student'}'s assignments`}
        columns={columns}
        rows={q.data?.data}
        rowKey={(a) => a._id}
        loading={loading}
        fetching={q.isFetching}
        error={q.error ? errorMessage(q.error) : null}
        page={q.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search assignments by title"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams({ pageNo: 1, searchTitle })}
        emptyTitle={params.searchTitle ? 'No assignment matches the search' : 'No assignment yet'}
      />
    </section>
  );
}
