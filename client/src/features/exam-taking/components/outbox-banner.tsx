import { AlertIcon, CheckCircleIcon, RefreshIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import type { OutboxStatus } from './outbox';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the outbox is doing, in words a student trusts: nothing is lost, and whether it has reached the school. */
export function outboxText(status: OutboxStatus, online: boolean): string {
  if (!online) {
    return status.answers > 0
      ? `Offline — your answers are kept on this device (${plural(status.answers, 'answer')} waiting to be sent)`
      : 'Offline — your answers are kept on this device';
  }
  if (status.answers > 0) return `${plural(status.answers, 'answer')} waiting to be sent`;
  return 'All answers saved';
}

export function OutboxBanner({ status, online, onRetry }: { status: OutboxStatus; online: boolean; onRetry: () => void }) {
  const waiting = !online || status.answers > 0;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="outbox-banner"
      className={cn(
        'flex min-h-9 items-center gap-2 rounded-lg px-3 py-1.5 text-sm',
        !online
          ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
          : waiting
            ? 'bg-sky-50 text-sky-900'
            : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {waiting ? <AlertIcon className="size-4 shrink-0" /> : <CheckCircleIcon className="size-4 shrink-0" />}
      <span className="min-w-0 flex-1">{outboxText(status, online)}</span>
      {online && status.failing && status.total > 0 ? (
        <button type="button" onClick={onRetry} className="inline-flex items-center gap-1 font-medium underline">
          <RefreshIcon className="size-3.5" /> Retry now
        </button>
      ) : null}
    </div>
  );
}
