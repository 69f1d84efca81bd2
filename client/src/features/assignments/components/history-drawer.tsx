import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAssignmentHistory } from '../api/sheets';

const KIND_LABEL: Record<string, string> = { AUTO_MARKED: 'Marked automatically', REVIEWED: 'Reviewed', PENALTY: 'Late penalty' };
const showMark = (m: number | null | undefined) => (m === null || m === undefined ? '—' : String(m));

/** A student's marks in an assignment, oldest first: who, when, from → to, and why (like the exams' History). */
export function HistoryDrawer({
  open,
  onClose,
  assignmentId,
  studentId,
}: {
  open: boolean;
  onClose: () => void;
  assignmentId: string;
  studentId: string;
}) {
  const q = useAssignmentHistory(assignmentId, studentId, open);
  return (
    <Drawer open={open} onClose={onClose} title="History" description="Every mark given or changed, with who, when and why.">
      <div className="flex-1 overflow-y-auto px-5 py-2">
        {q.isPending ? (
          <span className="skeleton mt-3 block h-40 rounded-xl" aria-busy="true" />
        ) : q.error || !q.data ? (
          <EmptyState title="No data found" text={errorMessage(q.error)} />
        ) : q.data.data.length === 0 ? (
          <EmptyState title="No mark given yet" />
        ) : (
          <ol>
            {q.data.data.map((r, i) => (
              <li key={`${r.at}-${i}`} className="space-y-1 border-b border-slate-100 py-3 text-sm last:border-0" data-testid="history-row">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {KIND_LABEL[r.kind] ?? r.kind}
                    {r.question ? ` · Question ${r.question.index}` : ''}
                  </span>
                  <time className="text-xs text-slate-500" dateTime={r.at}>
                    {formatDateTime(r.at)}
                  </time>
                </p>
                <p className="text-slate-700">
                  {showMark(r.from)} → {showMark(r.to)}
                </p>
                {r.reason ? <p className="text-slate-600">Reason: {r.reason}</p> : null}
                {r.remark ? <p className="text-slate-600">Remark: {r.remark}</p> : null}
                <p className="text-xs text-slate-500">{r.by ? `By ${r.by.displayName}` : 'By the system'}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}
