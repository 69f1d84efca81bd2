import type { BookHold } from '@school/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCancelHold } from '../api/library-mutations';
import { useHolds } from '../api/library-queries';

/** A student's holds (books out that the next copy back is kept for), each with Cancel when `canCancel`. */
export function HoldsCard({ studentId, canCancel }: { studentId: string; canCancel: boolean }) {
  const holds = useHolds(studentId);
  const cancel = useCancelHold();
  const [cancelling, setCancelling] = useState<BookHold | null>(null);
  const rows = holds.data?.data ?? [];
  if (holds.isPending) return <span className="skeleton mt-6 block h-24 w-full rounded-2xl" aria-hidden="true" />;
  return (
    <Card className="mt-6" aria-labelledby="library-holds">
      <CardHeader id="library-holds" title="Holds" subtitle="Books that are out: the next copy back is kept for this student." />
      <div className="px-5 pb-5 pt-3">
        {holds.error ? (
          <FormError message={errorMessage(holds.error)} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600">No holds.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((h) => (
              <li key={h._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{h.book.title}</p>
                  <p className="text-xs text-slate-600">
                    {h.ready ? 'A copy is kept for you at the desk' : `Number ${h.position} in line`} · placed {formatDateTime(h.placedAt)}
                  </p>
                </div>
                {canCancel ? (
                  <Button size="sm" variant="secondary" onClick={() => setCancelling(h)}>
                    Cancel hold
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={!!cancelling}
        onClose={() => setCancelling(null)}
        title="Cancel this hold?"
        text={cancelling ? `${cancelling.book.title} will no longer be kept for this student.` : undefined}
        confirmLabel="Yes, cancel it"
        onConfirm={() => cancel.mutateAsync(cancelling!._id)}
      />
    </Card>
  );
}
