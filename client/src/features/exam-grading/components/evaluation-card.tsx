import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';
import type { Evaluation } from '../api/types';

export const STATUS_LABEL: Record<string, string> = {
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Submitted',
  GRADED: 'Graded',
  RECORDED: 'Recorded',
  NOT_STARTED: 'Not started',
};

const ACTIVITY_LABEL: Record<string, string> = {
  TAB_SWITCH: 'Tab switches',
  FULLSCREEN_EXIT: 'Left full screen',
  COPY_BLOCKED: 'Copy blocked',
  PASTE_BLOCKED: 'Paste blocked',
  RIGHT_CLICK_BLOCKED: 'Right clicks blocked',
  PRINT_BLOCKED: 'Printing blocked',
};

/**
 * 002 §2 the evaluation header card: batch (course, branch, session), the student's name, e-mail, photo and roll
 * number, mark secured of the full mark, questions and attempted; with the sheet's status and counted activity.
 */
export function EvaluationCard({ ev, actions }: { ev: Evaluation; actions?: ReactNode }) {
  const facts: [string, string][] = [
    ['Batch', [ev.batch.course.title, ev.batch.branch.title, ev.batch.session.title].filter(Boolean).join(' · ') || 'Not Available'],
    ['Roll number', ev.student.rollNumber || '—'],
    ['Mark secured', `${ev.markSecured} / ${ev.fullMark}`],
    ['Total questions', String(ev.totalQuestions)],
    ['Attempted', String(ev.totalAttempted)],
    ['Pass mark', String(ev.passMark)],
    ['Status', ev.status ? (STATUS_LABEL[ev.status] ?? ev.status) : 'Not started'],
    [
      'Submitted',
      ev.submittedAt ? `${formatDateTime(ev.submittedAt)}${ev.submittedBy === 'DEADLINE' ? ' (at the deadline)' : ''}` : 'Not submitted',
    ],
  ];
  const activity = Object.entries(ev.activity ?? {}).filter(([, n]) => (n ?? 0) > 0);
  return (
    <Card className="p-5" data-testid="evaluation-card">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={ev.student.displayName} photoUrl={ev.student.photoUrl} size="lg" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{ev.student.displayName}</p>
            <p className="truncate text-sm text-slate-600">{ev.student.email}</p>
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {activity.length ? (
        <p className="mt-3 text-xs text-amber-800">{activity.map(([k, n]) => `${ACTIVITY_LABEL[k] ?? k}: ${n}`).join(' · ')}</p>
      ) : null}
    </Card>
  );
}
