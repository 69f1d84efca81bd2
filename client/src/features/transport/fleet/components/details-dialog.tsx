import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { EntityAvatar } from '@/components/entity-avatar';
import { FormError } from '@/components/form-error';
import { Modal } from '@/components/modal';

/** One line of a read-only view: the label, then the value. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * Driver Details and Vehicle Details (000 §2, read-only views): the picture and name on top, the fields below, and
 * History / Edit / Close at the foot.
 */
export function DetailsDialog({
  open,
  onClose,
  title,
  loading,
  error,
  heading,
  subheading,
  imageUrl,
  badge,
  onHistory,
  onEdit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  loading: boolean;
  error: string | null;
  heading?: string;
  subheading?: string;
  imageUrl?: string | null;
  badge?: ReactNode;
  onHistory?: () => void;
  onEdit?: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="px-5 py-4">
        {loading ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-5 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : error ? (
          <FormError message={error} />
        ) : heading ? (
          <>
            <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
              {imageUrl ? (
                <img src={imageUrl} alt={heading} className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover" />
              ) : (
                <EntityAvatar title={heading} iconUrl={null} size="lg" />
              )}
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{heading}</p>
                {subheading ? <p className="text-sm break-words text-slate-600">{subheading}</p> : null}
                {badge ? <div className="mt-1">{badge}</div> : null}
              </div>
            </div>
            <dl className="divide-y divide-slate-100">{children}</dl>
          </>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
        {onHistory ? (
          <Button variant="secondary" onClick={onHistory}>
            History
          </Button>
        ) : null}
        {onEdit ? (
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
