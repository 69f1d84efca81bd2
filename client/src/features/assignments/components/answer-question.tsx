import { TextAreaField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { SafeHtml } from '@/components/safe-html';
import { cn } from '@/lib/cn';
import type { AssignmentAnswer } from '../api/types';
import type { AnswerDraft } from './answer-rules';
import { QuestionBody } from './answer-view';

/**
 * One question of the student answer page: the choices of an MCQ, a written answer, or an ATTACHMENT question's file
 * (a PDF or an image) with an optional note. `readOnly`: submitted, past the deadline, or a parent's view.
 */
export function AnswerQuestion({
  row,
  draft,
  onChange,
  readOnly,
  fileError,
}: {
  row: AssignmentAnswer;
  draft: AnswerDraft;
  onChange: (d: AnswerDraft) => void;
  readOnly: boolean;
  fileError?: string | null;
}) {
  const saved = row.studentAnswer;
  return (
    <article className="space-y-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 sm:p-5" data-testid="answer-question">
      <p className="text-sm font-semibold text-slate-900">
        Question {row.index}{' '}
        <span className="font-normal text-slate-600">
          · {row.markAwarded} mark{row.markAwarded === 1 ? '' : 's'}
          {row.markGiven !== null ? ` · secured ${row.markGiven}` : ''}
        </span>
      </p>
      <QuestionBody row={row} n={row.index} />
      {row.type === 'MCQTYPE' ? (
        <div role="radiogroup" aria-label={`Answer to question ${row.index}`} className="grid gap-2 sm:grid-cols-2">
          {row.options.map((o) => {
            const checked = draft.answer === o;
            const correct = !!row.answer && o === row.answer;
            return (
              <label
                key={o}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm ring-1',
                  readOnly ? 'cursor-default' : 'cursor-pointer hover:bg-slate-50',
                  checked ? 'bg-brand-50 font-medium text-brand-900 ring-brand-300' : 'ring-slate-200',
                  correct && 'ring-2 ring-emerald-400',
                )}
              >
                <input
                  type="radio"
                  name={`q-${row._id}`}
                  className="accent-brand-600"
                  checked={checked}
                  disabled={readOnly}
                  onChange={() => onChange({ ...draft, answer: o })}
                />
                <span className="min-w-0 break-words">{o}</span>
                {correct ? <span className="ml-auto text-xs font-medium text-emerald-700">Correct answer</span> : null}
              </label>
            );
          })}
        </div>
      ) : readOnly ? (
        draft.answer.trim() ? (
          <div className="rounded-xl bg-slate-50 p-3 text-sm">
            <p className="mb-1 text-xs font-medium text-slate-500">{row.type === 'ATTACHMENT' ? 'Note' : 'Answer'}</p>
            <p className="break-words whitespace-pre-wrap text-slate-900">{draft.answer}</p>
          </div>
        ) : row.type === 'ATTACHMENT' ? null : (
          <p className="text-sm text-slate-600 italic">Not answered</p>
        )
      ) : (
        <TextAreaField
          label={row.type === 'ATTACHMENT' ? 'Note (optional)' : 'Your answer'}
          rows={row.type === 'ATTACHMENT' ? 3 : 8}
          maxLength={20_000}
          value={draft.answer}
          onChange={(e) => onChange({ ...draft, answer: e.target.value })}
        />
      )}
      {row.type === 'ATTACHMENT' ? (
        <div className="space-y-2">
          {saved.attachmentUrl ? (
            <a
              href={saved.attachmentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-brand-700 underline"
            >
              Open the file you sent
            </a>
          ) : null}
          {readOnly ? null : (
            <FileInput
              label={saved.attachmentUrl ? 'Replace your file' : 'Your file'}
              accept="application/pdf,.pdf,image/*"
              value={draft.file}
              onChange={(file) => onChange({ ...draft, file })}
              hint="A PDF or an image of at most 10 MiB."
              error={fileError}
            />
          )}
        </div>
      ) : null}
      {row.explanation ? (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
          <p className="mb-1 text-xs font-semibold">Explanation</p>
          <SafeHtml html={row.explanation} />
        </div>
      ) : null}
    </article>
  );
}
