import type { ReactNode } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { cn } from '@/lib/cn';
import type { AssignmentAnswer } from '../api/types';

/** The question of an answer: its text, its file (an attachment question's PDF, or an image). */
export function QuestionBody({ row, n }: { row: AssignmentAnswer; n: number }) {
  return (
    <>
      {row.question ? <SafeHtml html={row.question} className="text-slate-900" /> : null}
      {row.attachmentUrl ? (
        row.type === 'ATTACHMENT' ? (
          <a href={row.attachmentUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline">
            Open the question's file
          </a>
        ) : (
          <img src={row.attachmentUrl} alt={`Question ${n}`} className="max-h-64 max-w-full rounded-lg ring-1 ring-slate-200" />
        )
      ) : null}
    </>
  );
}

/** A question with the student's answer beside the right one (the grading page, and a review after submission). */
export function AnswerView({
  row,
  n,
  showCorrect,
  footer,
}: {
  row: AssignmentAnswer;
  n: number;
  showCorrect: boolean;
  footer?: ReactNode;
}) {
  const s = row.studentAnswer;
  const answered = !!(s && (s.studentAnswer || s.attachmentUrl));
  const right = row.type === 'MCQTYPE' && answered && s?.studentAnswer === row.answer;
  return (
    <article className="space-y-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80" data-testid="assignment-answer">
      <p className="text-sm font-semibold text-slate-900">
        Question {n}{' '}
        <span className="font-normal text-slate-600">
          · {row.markAwarded} mark{row.markAwarded === 1 ? '' : 's'}
        </span>
      </p>
      <QuestionBody row={row} n={n} />
      <div className={cn('grid gap-3', showCorrect && 'md:grid-cols-2')}>
        <div className="min-w-0 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="mb-1 text-xs font-medium text-slate-500">Student's answer</p>
          {!answered ? <p className="text-slate-600 italic">Not answered</p> : null}
          {s?.studentAnswer ? (
            <p className={cn('break-words whitespace-pre-wrap', row.type === 'MCQTYPE' && !right ? 'text-rose-800' : 'text-slate-900')}>
              {s.studentAnswer}
            </p>
          ) : null}
          {s?.attachmentUrl ? (
            <a href={s.attachmentUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              Open the student's file
            </a>
          ) : null}
        </div>
        {showCorrect ? (
          <div className="min-w-0 rounded-xl bg-emerald-50 p-3 text-sm">
            <p className="mb-1 text-xs font-medium text-emerald-800">Correct answer</p>
            {row.answer ? (
              <p className="break-words whitespace-pre-wrap text-emerald-950">{row.answer}</p>
            ) : (
              <p className="text-emerald-900 italic">Marked by the teacher</p>
            )}
            {row.explanation ? <SafeHtml html={row.explanation} className="mt-2 text-xs text-emerald-900" /> : null}
          </div>
        ) : null}
      </div>
      {footer}
    </article>
  );
}
