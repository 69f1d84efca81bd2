import type { ExpiringPaper } from '@school/contracts';
import { cn } from '@/lib/cn';
import { whenLabel } from './riders-format';

const KIND: Record<ExpiringPaper['kind'], string> = { RC: 'RC', PUC: 'PUC', INSURANCE: 'Insurance', LICENCE: 'Driving licence' };

/** Red once expired or within a week, amber within two, slate after. */
const tone = (daysLeft: number) =>
  daysLeft <= 7
    ? 'bg-rose-50 text-rose-800 ring-rose-200'
    : daysLeft <= 14
      ? 'bg-amber-50 text-amber-800 ring-amber-200'
      : 'bg-slate-50 text-slate-700 ring-slate-200';

/**
 * The transport dashboard's "Expiring soon" list (issue 18 §2; built by the riders slice): the papers and licences of
 * `dashboard/admin/transport-stat`'s `expiringSoon`, which the dashboard page passes in.
 */
export function ExpiringPapers({ papers }: { papers: readonly ExpiringPaper[] | undefined }) {
  if (!papers) return null;
  if (papers.length === 0) return <p className="px-1 py-3 text-sm text-slate-600">Nothing expires in the next 30 days.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Papers and licences expiring soon">
      {papers.map((p) => (
        <li key={`${p.kind}:${p.ownerId}:${p.expiryDate}`} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">
              {KIND[p.kind]} · <span className="break-words">{p.ownerLabel}</span>
            </p>
            <p className="text-xs text-slate-600">
              No. {p.number} · {p.expiryDate}
            </p>
          </div>
          <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone(p.daysLeft))}>
            {whenLabel(p.daysLeft)}
          </span>
        </li>
      ))}
    </ul>
  );
}
