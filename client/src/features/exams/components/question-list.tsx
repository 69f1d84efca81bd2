import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon, TrashIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteQuestion } from '../api/exam-writes';
import { useQuestions } from '../api/get-questions';
import type { Question } from '../api/types';
import { withFallback } from './fallback';

const TYPE_LABEL = { MCQTYPE: 'Multiple choice', LONGTYPE: 'Long answer', ATTACHMENT: 'Attachment' } as const;

export function QuestionItem({ q, n, onDelete }: { q: Question; n: number; onDelete?: () => void }) {
  return (
    <article className="space-y-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80" data-testid="question">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          Question {n}{' '}
          <span className="font-normal text-slate-600">
            · {TYPE_LABEL[q.type] ?? q.type} · {q.markAwarded} point{q.markAwarded === 1 ? '' : 's'}
          </span>
        </p>
        {onDelete ? (
          <Button size="sm" variant="secondary" onClick={onDelete} aria-label={`Delete question ${n}`}>
            <TrashIcon className="size-4" /> Delete
          </Button>
        ) : null}
      </div>
      {q.question ? <SafeHtml html={q.question} className="text-slate-900" /> : null}
      {q.attachmentUrl ? (
        q.type === 'ATTACHMENT' ? (
          <a href={q.attachmentUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline">
            Open the question PDF
          </a>
        ) : (
          <img src={q.attachmentUrl} alt={`Question ${n}`} className="max-h-64 max-w-full rounded-lg ring-1 ring-slate-200" />
        )
      ) : null}
      {q.type === 'MCQTYPE' ? (
        <ol className="grid gap-1.5 sm:grid-cols-2">
          {q.options.map((o) => (
            <li
              key={o}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm break-words ring-1',
                o === q.answer
                  ? 'bg-emerald-50 font-medium text-emerald-900 ring-emerald-200'
                  : 'bg-slate-50 text-slate-700 ring-slate-200',
              )}
            >
              {o}
              {o === q.answer ? <span className="sr-only"> (answer)</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {q.explanation ? (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="mb-1 text-xs font-semibold text-slate-600">Explanation</p>
          <SafeHtml html={q.explanation} />
        </div>
      ) : null}
    </article>
  );
}

/** 002 §2 the question list of a subject exam ('No question added'); delete asks first (002 §8). */
export function QuestionList({ subjectExamId, canChange }: { subjectExamId: string; canChange: boolean }) {
  const q = useQuestions(subjectExamId);
  const remove = useDeleteQuestion();
  const [deleting, setDeleting] = useState<string | null>(null);
  if (q.isPending) return <span className="skeleton block h-40 rounded-2xl" aria-busy="true" />;
  if (q.error) return <EmptyState title="No question added" text={errorMessage(q.error)} />;
  const rows = q.data.data;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState title="No question added" icon={<ExamIcon />} />
      ) : (
        <ol className="space-y-3" aria-label="Questions">
          {rows.map((item, i) => (
            <li key={item._id}>
              <QuestionItem q={item} n={i + 1} onDelete={canChange ? () => setDeleting(item._id) : undefined} />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => withFallback(remove.mutateAsync(deleting!), 'Something went wrong!')}
      />
    </>
  );
}
