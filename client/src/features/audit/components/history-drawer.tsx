import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { ClockIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useHistory, type HistoryChange, type HistoryEntry } from '../api/get-history';

export interface HistoryDrawerProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** API path without `/api/v1/`, e.g. `student/payment/history/<paymentId>`. */
  url: string;
}

const ROLE_LABELS: Record<string, string> = {
  SUPER_ADMIN: 'Super Admin',
  ADMIN: 'Admin',
  MANAGER: 'Manager',
  STAFF: 'Staff',
  TEACHER: 'Teacher',
  STUDENT: 'Student',
  PARENT: 'Parent',
  SYSTEM: 'System',
};
const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A value as read: an instant (a class's start) as a date and time, nothing as a dash. */
const shown = (v: HistoryChange['before']) =>
  v === undefined || v === null || v === '' ? '—' : typeof v === 'string' && INSTANT.test(v) ? formatDateTime(v) : String(v);

/** The full history (what, who, when, why) of one fee, payment or leave, oldest first (issue #5 part 7). */
export function HistoryDrawer({ open, onClose, title, url }: HistoryDrawerProps) {
  const history = useHistory(url, open);
  const entries = history.data?.data ?? [];
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <div className="flex-1 overflow-y-auto px-5 py-5">
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <FormError message={errorMessage(history.error)} />
        ) : entries.length === 0 ? (
          <EmptyState title="No history found" icon={<ClockIcon className="size-6" />} />
        ) : (
          <ol aria-label="History" className="relative space-y-5 border-l border-slate-200 pl-5">
            {entries.map((entry) => (
              <HistoryItem key={entry._id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="relative">
      <span aria-hidden="true" className="absolute -left-[26px] top-1.5 size-2.5 rounded-full bg-brand-600 ring-4 ring-white" />
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">{entry.summary}</p>
        {entry.amount !== undefined && entry.amount !== null ? (
          <span className="shrink-0 text-sm font-semibold text-slate-900">{formatRupees(entry.amount)}</span>
        ) : null}
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        <span className="font-medium text-slate-700">{entry.actor.displayName}</span>
        {entry.actor.role && entry.actor.role !== 'SYSTEM' ? ` (${roleLabel(entry.actor.role)})` : null}
        {' · '}
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
      </p>
      {entry.reason ? (
        <blockquote className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm italic text-slate-700">“{entry.reason}”</blockquote>
      ) : null}
      {entry.changes && entry.changes.length > 0 ? (
        <dl className="mt-2 space-y-1 text-xs">
          {entry.changes.map((c) => (
            <div key={c.label} className="flex flex-wrap gap-x-1.5">
              <dt className="font-medium text-slate-700">{c.label}:</dt>
              <dd className="text-slate-600">
                {shown(c.before)} <span aria-label="changed to">→</span> {shown(c.after)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading history" className="space-y-5">
      {[0, 1, 2].map((i) => (
        <div key={i} className="animate-pulse space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
