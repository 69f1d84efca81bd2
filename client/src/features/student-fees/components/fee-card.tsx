import { Link } from 'wouter';
import type { StudentFeeAssignmentRow as FeeAssignment } from '@school/contracts';
import { IconButton } from '@/components/button';
import { ArrowRightIcon, TrashIcon } from '@/components/icons';
import { formatCount, formatRupees } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { batchText, feePeriodText } from './fee-format';
import { CollectedBar, StatusBadge } from './status-badge';

/** The detail route of a fee card: one segment, the assignment id and its dates joined by underscores. */
export const feeDetailHref = (a: Pick<FeeAssignment, '_id' | 'startDate' | 'endDate'>) =>
  pathTo(paths.feeDetail, { feeKey: `${a._id}_${a.startDate.slice(0, 10)}_${a.endDate.slice(0, 10)}` });

/** One fee set for a batch (000 §2 All Batches Fees List). */
export function FeeCard({ fee, onDelete, canDelete }: { fee: FeeAssignment; onDelete: () => void; canDelete: boolean }) {
  const headingId = `fee-${fee._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80"
      data-testid="fee-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {fee.fees.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{batchText(fee.batch)}</p>
        </div>
        {canDelete ? (
          <IconButton
            label={`Delete ${fee.fees.title} of ${batchText(fee.batch)}`}
            tone="danger"
            onClick={onDelete}
            className="-mt-1 -mr-2"
          >
            <TrashIcon className="size-[1.1rem]" />
          </IconButton>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-xl font-semibold text-slate-900 tabular-nums">{formatRupees(fee.amount)}</span>
        <StatusBadge status={fee.feeType} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{feePeriodText(fee)}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Students</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatCount(fee.students)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Collected</dt>
          <dd className="font-semibold text-emerald-700 tabular-nums" data-testid="fee-collected">
            {formatRupees(fee.totalAmountCollected)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Due now</dt>
          <dd className="font-semibold text-rose-700 tabular-nums" data-testid="fee-due-now">
            {formatRupees(fee.totalAmountDueNow)}
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <CollectedBar collected={fee.totalAmountCollected} due={fee.totalAmountDue} label={`Collected of ${fee.fees.title}`} />
        <p className="mt-1.5 text-xs text-slate-600">
          {formatCount(fee.totalPaid)} of {formatCount(fee.students)} students fully paid
          {fee.totalAmountOverdue > 0 ? ` · ${formatRupees(fee.totalAmountOverdue)} overdue` : ''}
          {fee.totalAmountDue > fee.totalAmountDueNow ? ` · ${formatRupees(fee.totalAmountDue - fee.totalAmountDueNow)} upcoming` : ''}
        </p>
      </div>
      <Link
        href={feeDetailHref(fee)}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:text-brand-800"
        aria-label={`View details of ${fee.fees.title} for ${batchText(fee.batch)}`}
      >
        View details
        <ArrowRightIcon className="size-4" />
      </Link>
    </article>
  );
}
