import { Link } from 'wouter';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';
import type { StudentStatRow as Row } from '../api/types';
import { Pill } from './assignment-card';

/** Marks secured out of the full mark, or 'Unavailable' when nothing was attempted (002 §2). */
export const securedText = (r: Pick<Row, 'markSecured' | 'totalAttempted' | 'fullMark'>): string =>
  r.totalAttempted > 0 && r.markSecured !== null ? `${r.markSecured} / ${r.fullMark}` : 'Unavailable';

/**
 * 002 §2 submission card: name, email, roll number, marks secured out of full mark (or 'Unavailable'), total attempted,
 * submission date or 'Not Submitted', 'Reviewed' or 'Not Reviewed'; `batch` the second variant's batch line. The whole
 * card opens `href` when given (002 §6: not for an ADMIN).
 */
export function SubmissionCard({ row, href, batch }: { row: Row; href?: string; batch?: string }) {
  return (
    <article
      className="relative flex h-full min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-300"
      data-testid="submission-card"
    >
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={row.name} photoUrl={row.photoUrl} />
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-slate-900">
            {href ? (
              <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
                {row.name}
              </Link>
            ) : (
              row.name
            )}
          </h3>
          <p className="truncate text-xs text-slate-600">{row.email || 'Not Provided'}</p>
        </div>
      </div>
      {batch ? <p className="text-xs text-slate-600">{batch}</p> : null}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Roll number</dt>
          <dd className="font-medium text-slate-800">{row.rollNo || 'Not Available'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Marks secured</dt>
          <dd className="font-medium text-slate-800" data-testid="marks-secured">
            {securedText(row)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total attempted</dt>
          <dd className="font-medium text-slate-800">{row.totalAttempted}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Submitted on</dt>
          <dd className="font-medium text-slate-800">{row.submissionDate ? formatDateTime(row.submissionDate) : 'Not Submitted'}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-1.5 border-t border-slate-100 pt-3">
        <Pill on={row.answerSubmitted} yes="Submitted" no="Not Submitted" />
        <Pill on={row.reviewed} yes="Reviewed" no="Not Reviewed" />
      </div>
    </article>
  );
}
