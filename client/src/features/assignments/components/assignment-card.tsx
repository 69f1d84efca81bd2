import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import type { Assignment } from '../api/types';
import { deadlineLabel, showDay } from './deadline';

const TYPE_LABEL = { MCQTYPE: 'Multiple choice', LONGTYPE: 'Long answer', ATTACHMENT: 'Attachment' } as const;
export const typeLabel = (t: string) => TYPE_LABEL[t as keyof typeof TYPE_LABEL] ?? t;

/** The batch as one line: course, branch and session. */
export const batchLine = (b: Pick<Assignment['batch'], 'course' | 'branch' | 'session'> | null | undefined): string =>
  [b?.course?.title, b?.branch?.title, b?.session?.title].filter((t) => t?.trim()).join(' · ') || 'Not Available';

export function DeadlineBadge({ label }: { label: string }) {
  return (
    <span
      data-testid="deadline-badge"
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        label === 'Submission ended'
          ? 'bg-slate-100 text-slate-700 ring-slate-200'
          : label === 'Last day'
            ? 'bg-amber-50 text-amber-900 ring-amber-200'
            : 'bg-brand-50 text-brand-700 ring-brand-200',
      )}
    >
      {label}
    </span>
  );
}

export function Pill({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-medium', on ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700')}
    >
      {on ? yes : no}
    </span>
  );
}

/**
 * 002 §2 assignment card: title, subject, batch, dates and the deadline label (002 §4); a student's (or parent's) card
 * also shows Submitted / Not Submitted and Reviewed / Not Reviewed. The whole card opens `href`, or calls `onOpen`
 * (a student's card, which may refuse a past-due assignment).
 */
export function AssignmentCard({
  assignment: a,
  now,
  href,
  onOpen,
  student,
}: {
  assignment: Assignment;
  now: number;
  href?: string;
  onOpen?: () => void;
  student: boolean;
}) {
  const cover = 'after:absolute after:inset-0 focus:outline-none text-left';
  return (
    <article
      className="relative flex h-full min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-300"
      data-testid="assignment-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
          {href ? (
            <Link href={href} className={cover}>
              {a.title}
            </Link>
          ) : (
            <button type="button" onClick={onOpen} className={cover}>
              {a.title}
            </button>
          )}
        </h3>
        <DeadlineBadge label={deadlineLabel(a.dueDate, now)} />
      </div>
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-800">{a.subject?.title || 'Not Available'}</span>
        {a.chapter ? ` · ${a.chapter}` : ''}
      </p>
      <p className="text-sm text-slate-600">{batchLine(a.batch)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Date of assignment</dt>
          <dd className="font-medium text-slate-800">{showDay(a.dateOfAssignment)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Due date</dt>
          <dd className="font-medium text-slate-800">{showDay(a.dueDate)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-3 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{typeLabel(a.type)}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
          {a.fullMark} mark{a.fullMark === 1 ? '' : 's'}
        </span>
        {student ? (
          <>
            <Pill on={!!a.mySubmission?.isSubmitted} yes="Submitted" no="Not Submitted" />
            <Pill on={!!a.mySubmission?.reviewed} yes="Reviewed" no="Not Reviewed" />
          </>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {a.totalSubmitted}/{a.totalStudent} submitted
          </span>
        )}
      </div>
    </article>
  );
}
