import { IconButton } from '@/components/button';
import { ClockIcon, ImageIcon, PencilIcon, TrashIcon } from '@/components/icons';
import { CardSkeleton } from '@/components/list-toolbar';
import type { Book } from '../api/get-books';

interface Props {
  book: Book;
  onEdit?: () => void;
  onDelete?: () => void;
  onHistory?: () => void;
}

/** 001 §2 book card: cover, title, author, category, publication, copies (stock, out, available); edit, delete, history. */
export function BookCard({ book: b, onEdit, onDelete, onHistory }: Props) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 transition hover:shadow-md"
      aria-labelledby={`book-${b._id}`}
      data-testid="book-card"
    >
      <div className="flex items-start gap-3">
        {b.imageUrl ? (
          <img src={b.imageUrl} alt="" className="h-20 w-14 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />
        ) : (
          <span className="flex h-20 w-14 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600" aria-hidden="true">
            <ImageIcon className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={`book-${b._id}`} className="line-clamp-2 text-base font-semibold text-slate-900" title={b.title}>
            {b.title}
          </h2>
          <p className="mt-0.5 truncate text-sm text-slate-600">{b.author?.name ?? 'Unknown author'}</p>
          {b.category ? (
            <p className="mt-1 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{b.category.title}</p>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-xs">
        <div className="rounded-lg bg-slate-50 px-1 py-1.5">
          <dt className="text-slate-600">Quantity</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">{b.quantity}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-1 py-1.5">
          <dt className="text-slate-600">Issued</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">{b.totalIssue}</dd>
        </div>
        <div className="rounded-lg bg-emerald-50 px-1 py-1.5">
          <dt className="text-emerald-800">Available</dt>
          <dd className="text-base font-semibold text-emerald-900 tabular-nums">{b.available}</dd>
        </div>
      </dl>
      <p className="mt-3 flex-1 truncate text-xs text-slate-600">
        {[b.publication?.name, b.dateOfPublication?.slice(0, 4)].filter(Boolean).join(' · ') || '\u00a0'}
      </p>
      {onEdit || onDelete || onHistory ? (
        <div className="mt-3 flex justify-end gap-1 border-t border-slate-100 pt-2">
          {onHistory ? (
            <IconButton label={`History of ${b.title}`} onClick={onHistory}>
              <ClockIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
          {onEdit ? (
            <IconButton label={`Edit ${b.title}`} onClick={onEdit}>
              <PencilIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
          {onDelete ? (
            <IconButton label={`Delete ${b.title}`} tone="danger" onClick={onDelete}>
              <TrashIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export const BookCardSkeleton = () => <CardSkeleton iconClass="h-20 w-14" />;
