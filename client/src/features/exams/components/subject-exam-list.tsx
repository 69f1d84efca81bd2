import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon, PencilIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSubjectExam } from '../api/exam-writes';
import type { SubjectExam } from '../api/types';
import { examDay, examDuration, showDay, showTime } from '@/lib/exam-time';
import { withFallback } from './fallback';

export interface SubjectExamActions {
  /** May the viewer edit and delete this one (the office, or the teacher who created it). */
  canChange: (s: SubjectExam) => boolean;
  href: (s: SubjectExam) => string;
  onEdit: (s: SubjectExam) => void;
  onDeleted?: () => void;
}

function SubjectExamCard({ s, actions, onDelete }: { s: SubjectExam; actions: SubjectExamActions; onDelete: () => void }) {
  const changeable = actions.canChange(s);
  return (
    <article
      className="flex h-full min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80"
      data-testid="subject-exam-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Link href={actions.href(s)} className="hover:text-brand-700 hover:underline">
            {s.subject.title || 'Subject'}
          </Link>
        </h3>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {s.totalQuestion} question{s.totalQuestion === 1 ? '' : 's'}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {showDay(examDay(s.startTime))}, {showTime(s.startTime)} – {showTime(s.endTime)} · {examDuration(s.startTime, s.endTime)}
      </p>
      <p className="text-sm text-slate-600">
        Full mark <span className="font-medium text-slate-900">{s.fullMark}</span> · Pass mark{' '}
        <span className="font-medium text-slate-900">{s.passMark}</span>
      </p>
      <p className="text-xs text-slate-500">Created by {s.createdBy.displayName || 'Not Available'}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Link
          href={actions.href(s)}
          className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
        >
          Open
        </Link>
        {changeable ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => actions.onEdit(s)} aria-label={`Edit ${s.subject.title}`}>
              <PencilIcon className="size-4" /> Edit
            </Button>
            <Button size="sm" variant="secondary" onClick={onDelete} aria-label={`Delete ${s.subject.title}`}>
              <TrashIcon className="size-4" /> Delete
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}

/** 002 §2 the subject exams of an exam ('No Exam created' when there are none). */
export function SubjectExamList({
  label,
  q,
  actions,
}: {
  label: string;
  q: { isPending: boolean; error: unknown; data?: { data: SubjectExam[] } };
  actions: SubjectExamActions;
}) {
  const remove = useDeleteSubjectExam();
  const [deleting, setDeleting] = useState<SubjectExam | null>(null);
  if (q.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        <span className="skeleton block h-40 rounded-2xl" />
        <span className="skeleton block h-40 rounded-2xl" />
      </div>
    );
  if (q.error) return <EmptyState title="No Exam created" text={errorMessage(q.error)} />;
  const rows = q.data?.data ?? [];
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState title="No Exam created" icon={<ExamIcon />} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
          {rows.map((s) => (
            <li key={s._id} className="min-w-0">
              <SubjectExamCard s={s} actions={actions} onDelete={() => setDeleting(s)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await withFallback(remove.mutateAsync(deleting!._id), 'Oops! something went wrong.');
          actions.onDeleted?.();
          return res;
        }}
      />
    </>
  );
}
