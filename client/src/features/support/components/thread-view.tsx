import type { EnquiryThread } from '@school/contracts';
import { Card } from '@/components/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/** The messages of an enquiry, oldest first: the user's on one side, the office's on the other. */
export function ThreadView({ thread, mine }: { thread: EnquiryThread; mine: 'USER' | 'STAFF' }) {
  return (
    <Card className="p-4">
      <ol className="space-y-3" aria-label="Messages">
        {thread.messages.map((m) => (
          <li key={m._id} className={cn('flex', m.from === mine ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm',
                m.from === mine ? 'bg-brand-50 text-slate-900 ring-1 ring-brand-200' : 'bg-slate-100 text-slate-900',
              )}
            >
              <p className="text-xs font-medium text-slate-700">
                {m.sender.name}
                {m.from === 'STAFF' ? ' (office)' : ''} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{m.message}</p>
            </div>
          </li>
        ))}
      </ol>
      {thread.resolved ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" role="status">
          Resolved{thread.resolvedBy ? ` by ${thread.resolvedBy.name}` : ''}
          {thread.resolvedAt ? ` on ${formatDateTime(thread.resolvedAt)}` : ''}.
        </p>
      ) : null}
    </Card>
  );
}
