import { CardSkeleton } from '@/components/list-toolbar';
import { IconButton } from '@/components/button';
import { MegaphoneIcon, TrashIcon } from '@/components/icons';
import { formatDateTime } from '@/lib/format';
import { looksLikeHtml, previewText } from '@/lib/html-text';
import type { NoticeItem } from '../api/get-notices';
import { AudienceBadge, StatusBadge } from './notice-badges';

interface Props {
  notice: NoticeItem;
  onOpen: () => void;
  /** Only for ADMIN and STAFF (001 §6). */
  onDelete?: () => void;
}

/** 001 §2 notice card: title, description (text, cut to 200 characters), created time, creator, audience, start and end. */
export function NoticeCard({ notice: n, onOpen, onDelete }: Props) {
  const preview = previewText(n.description);
  const more = preview.cut || looksLikeHtml(n.description);
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80"
      aria-labelledby={`notice-${n._id}`}
      data-testid="notice-card"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-xl text-brand-600"
          aria-hidden="true"
        >
          <MegaphoneIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`notice-${n._id}`} className="text-base font-semibold break-words text-slate-900">
            {n.title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-600">
            Posted {formatDateTime(n.createdAt)} by{' '}
            <span className="font-medium text-slate-700">{n.createdBy.displayName || 'Not Provided'}</span>
          </p>
        </div>
        {onDelete ? (
          <IconButton label={`Delete ${n.title}`} tone="danger" onClick={onDelete} className="-mt-1 -mr-2">
            <TrashIcon className="size-[1.1rem]" />
          </IconButton>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <AudienceBadge role={n.role} />
        <StatusBadge notice={n} />
        <span className="text-xs text-slate-600">
          {n.recipients} {n.recipients === 1 ? 'person' : 'people'} notified
        </span>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed break-words text-slate-700" data-testid="notice-preview">
        {preview.text}
        {more ? (
          <>
            {' '}
            <button type="button" onClick={onOpen} className="rounded font-medium text-brand-700 hover:underline">
              Read more<span className="sr-only"> of {n.title}</span>
            </button>
          </>
        ) : null}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-xs">
        <div>
          <dt className="text-slate-600">Starts</dt>
          <dd className="mt-0.5 font-medium text-slate-800">{formatDateTime(n.startTime)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Ends</dt>
          <dd className="mt-0.5 font-medium text-slate-800">{formatDateTime(n.endTime)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** The card's loading placeholder. */
export const NoticeCardSkeleton = () => <CardSkeleton iconClass="size-10" />;
