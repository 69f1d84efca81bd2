import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { SpreadsheetIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { type StudentUpcomingAssignment, useUpcomingAssignments } from '../api/get-assignment-dashboard';
import { deadlineLabel, showAssignmentDay } from './assignment-deadline';
import { STUDENT_ASSIGNMENTS, studentAssignmentHref } from './assignment-links';
import { instituteDate } from './class-time';

const TYPE_LABEL: Record<StudentUpcomingAssignment['type'], string> = {
  MCQTYPE: 'Multiple choice',
  LONGTYPE: 'Written',
  ATTACHMENT: 'Attachment',
};

function AssignmentRow({ a, today, linked }: { a: StudentUpcomingAssignment; today: string; linked: boolean }) {
  const open = a.status === 'OPEN';
  const title = <span className="font-medium break-words text-slate-900">{a.title}</span>;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="upcoming-assignment">
      <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', open ? 'bg-amber-500' : 'bg-sky-500')} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {linked && open ? (
          <Link href={studentAssignmentHref(a._id)} className="hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
        <p className="mt-0.5 text-sm break-words text-slate-600">
          {a.subject.title || 'Other'}
          {a.chapter ? ` · ${a.chapter}` : ''} · {TYPE_LABEL[a.type]}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          {open ? `Due ${showAssignmentDay(a.dueDate)}` : `Opens ${showAssignmentDay(a.dateOfAssignment)}`}
          {a.started ? ' · Started' : ''}
        </p>
      </div>
      <span
        className={cn(
          'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
          deadlineLabel(a.dueDate, today) === 'Last day' ? 'bg-rose-50 text-rose-700' : 'bg-slate-100 text-slate-700',
        )}
      >
        {deadlineLabel(a.dueDate, today)}
      </span>
    </li>
  );
}

/** 002 §2 the upcoming assignments (5, soonest due first) with View All to the list, hidden for a PARENT (002 §6). */
export function UpcomingAssignmentsCard({ studentId, isParent }: { studentId: string | undefined; isParent: boolean }) {
  const q = useUpcomingAssignments(studentId, isParent);
  const today = instituteDate(new Date(useNow()));
  const rows = q.data?.data ?? [];
  return (
    <Card className="min-w-0">
      <CardHeader
        title="Upcoming Assignments"
        action={
          isParent ? null : (
            <Link href={STUDENT_ASSIGNMENTS} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
              View All
            </Link>
          )
        }
      />
      <div className="px-5 pb-3">
        {q.isPending ? (
          <div className="space-y-3 py-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className="skeleton block h-12 w-full" />
            ))}
          </div>
        ) : q.error ? (
          <EmptyState title="Could not load the assignments" text={errorMessage(q.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No upcoming assignment" icon={<SpreadsheetIcon />} className="py-8" />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="upcoming-assignments">
            {rows.map((a) => (
              <AssignmentRow key={a._id} a={a} today={today} linked={!isParent} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
