import { type ReactNode, useState } from 'react';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { PrevNext } from '@/components/prev-next';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAnswerLog, useMarkHistory } from '../api/grading';
import type { AnswerLogRow, MarkHistoryRow } from '../api/types';

const KIND_LABEL: Record<string, string> = {
  STARTED: 'Started',
  ANSWERED: 'Answered',
  CHANGED: 'Changed the answer',
  CLEARED: 'Cleared the answer',
  MARKED_FOR_REVIEW: 'Marked for review',
  UNMARKED: 'Removed the review mark',
  TAB_SWITCH: 'Switched tab',
  FULLSCREEN_EXIT: 'Left full screen',
  COPY_BLOCKED: 'Copy blocked',
  PASTE_BLOCKED: 'Paste blocked',
  RIGHT_CLICK_BLOCKED: 'Right click blocked',
  PRINT_BLOCKED: 'Printing blocked',
  SUBMITTED: 'Submitted',
  AUTO_SUBMITTED: 'Submitted at the deadline',
  AUTO_MARKED: 'Marked automatically',
  GRADED: 'Graded',
  RESULT_RECORDED: 'Result recorded',
};
export const kindLabel = (k: string) => KIND_LABEL[k] ?? k;

const clip = (s: string | null, n = 160) => (s && s.length > n ? `${s.slice(0, n)}…` : (s ?? ''));
const showMark = (m: number | null) => (m === null || m === undefined ? '—' : String(m));

/** One row of either drawer: what happened to which question, and when; the rest below. */
function Entry({
  kind,
  question,
  at,
  testId,
  children,
}: {
  kind: string;
  question: string;
  at: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="space-y-1 border-b border-slate-100 py-3 text-sm last:border-0" data-testid={testId}>
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-medium text-slate-900">
          {kindLabel(kind)}
          {question}
        </span>
        <time className="text-xs text-slate-500" dateTime={at}>
          {formatDateTime(at)}
        </time>
      </p>
      {children}
    </li>
  );
}

/** A drawer's list: loading, the error, the empty text or the rows. */
function DrawerBody<T>({
  q,
  empty,
  render,
}: {
  q: { isPending: boolean; error: unknown; data?: { data: T[] } };
  empty: string;
  render: (row: T, i: number) => ReactNode;
}) {
  return (
    <div className="flex-1 overflow-y-auto px-5 py-2">
      {q.isPending ? (
        <span className="skeleton mt-3 block h-40 rounded-xl" aria-busy="true" />
      ) : q.error || !q.data ? (
        <EmptyState title="No data found" text={errorMessage(q.error)} />
      ) : q.data.data.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ol>{q.data.data.map(render)}</ol>
      )}
    </div>
  );
}

function LogItem({ r }: { r: AnswerLogRow }) {
  return (
    <Entry kind={r.kind} question={r.question ? ` · Question ${r.question.index}` : ''} at={r.at} testId="answer-log-row">
      {r.previousAnswer ? <p className="text-slate-600 line-through decoration-slate-400">{clip(r.previousAnswer)}</p> : null}
      {r.answer ? <p className="break-words whitespace-pre-wrap text-slate-800">{clip(r.answer)}</p> : null}
      {r.mark !== null && r.mark !== undefined ? (
        <p className="text-slate-700">
          Mark {showMark(r.previousMark)} → {showMark(r.mark)}
        </p>
      ) : null}
      {r.reason ? <p className="text-slate-600">Reason: {r.reason}</p> : null}
      {r.by ? <p className="text-xs text-slate-500">By {r.by.displayName}</p> : null}
    </Entry>
  );
}

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  subjectExamId: string;
  studentId: string;
}

/** The sheet's log, oldest first: what was answered, changed, cleared, and when (issue 14 part 3, for a dispute). */
export function AnswerLogDrawer({ open, onClose, subjectExamId, studentId }: DrawerProps) {
  const [pageNo, setPageNo] = useState(1);
  const q = useAnswerLog(subjectExamId, studentId, pageNo, open);
  return (
    <Drawer open={open} onClose={onClose} title="Answer log" description="Every save, change and activity of this sheet, oldest first.">
      <DrawerBody q={q} empty="Nothing logged yet" render={(r) => <LogItem key={r._id} r={r} />} />
      {q.data && q.data.totalCount > q.data.perPage ? (
        <div className="border-t border-slate-100 px-5 py-3">
          <PrevNext pageNo={pageNo} isLastChunk={q.data.isLastChunk} onPage={setPageNo} label="Answer log pages" />
        </div>
      ) : null}
    </Drawer>
  );
}

function HistoryItem({ r }: { r: MarkHistoryRow }) {
  return (
    <Entry kind={r.kind} question={r.question ? ` · Question ${r.question.index}` : ' · Result'} at={r.at} testId="history-row">
      <p className="text-slate-700">
        {showMark(r.from)} → {showMark(r.to)}
      </p>
      {r.reason ? <p className="text-slate-600">Reason: {r.reason}</p> : null}
      <p className="text-xs text-slate-500">
        {/* An automatic mark's event is the submission's (the student's, or the deadline job's): the system gave the mark. */}
        {r.kind === 'AUTO_MARKED' ? 'By the system, on submission' : r.by ? `By ${r.by.displayName}` : 'By the system'}
      </p>
    </Entry>
  );
}

/** A mark's story: automatic marks, gradings and recorded results, each with who, when and why. */
export function MarkHistoryDrawer({ open, onClose, subjectExamId, studentId }: DrawerProps) {
  const q = useMarkHistory(subjectExamId, studentId, open);
  return (
    <Drawer open={open} onClose={onClose} title="History" description="Every mark given or changed, with who, when and why.">
      <DrawerBody q={q} empty="No mark given yet" render={(r, i) => <HistoryItem key={`${r.at}-${i}`} r={r} />} />
    </Drawer>
  );
}
