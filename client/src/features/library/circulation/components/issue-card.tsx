import type { BookIssue } from '@school/contracts';
import { Button } from '@/components/button';
import { RowMenu } from '@/components/row-menu';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { daysOverdueLabel, fineLabel, formatDay, issueStateTag } from './library-format';

export type IssueAction = 'return' | 'pay' | 'waive' | 'renew' | 'history';
const ACTIONS: IssueAction[] = ['return', 'pay', 'waive', 'renew', 'history'];
const LABELS: Record<IssueAction, string> = { return: 'Return', pay: 'Pay Fine', waive: 'Waive', renew: 'Renew', history: 'History' };

/**
 * 001 §2 the issued-book card: title, author, issue date, return date, returned state, payable fine, days overdue while
 * out past the return date. The office gets Return, Pay Fine, Waive, Renew and History; a student (a parent) a tag.
 */
export function IssueCard({
  issue,
  today,
  onAction,
}: {
  issue: BookIssue;
  today: string;
  onAction?: (a: IssueAction, i: BookIssue) => void;
}) {
  const overdue = daysOverdueLabel(issue, today);
  const tag = issueStateTag(issue);
  const act = (a: IssueAction) => () => onAction?.(a, issue);
  const owes = issue.pendingAmount > 0;
  const shown: Record<IssueAction, boolean> = { return: !issue.returned, pay: owes, waive: owes, renew: !issue.returned, history: true };
  // The main action stays a button on a phone; the others go behind the row menu below 640 px.
  const primary: IssueAction | null = !issue.returned ? 'return' : owes ? 'pay' : null;
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 sm:p-5"
      aria-label={issue.book.title}
      data-issue={issue._id}
    >
      <div className="flex items-start gap-3">
        {issue.book.imageUrl ? (
          <img src={issue.book.imageUrl} alt="" className="h-16 w-12 shrink-0 rounded-md bg-slate-100 object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-lg font-semibold text-brand-600"
          >
            {issue.book.title.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-slate-900">{issue.book.title}</h3>
          <p className="truncate text-xs text-slate-600">{issue.book.author?.name ?? 'Unknown author'}</p>
          <span
            className={cn(
              'mt-1.5 inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
              issue.returned ? 'bg-emerald-50 text-emerald-700' : overdue ? 'bg-rose-50 text-rose-700' : 'bg-amber-50 text-amber-800',
            )}
          >
            {tag}
          </span>
        </div>
        {onAction ? (
          <RowMenu
            label={`Actions for ${issue.book.title}`}
            items={ACTIONS.filter((a) => shown[a] && a !== primary).map((a) => ({ label: LABELS[a], onClick: act(a) }))}
          />
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
        <div>
          <dt className="text-slate-500">Issue date</dt>
          <dd className="font-medium text-slate-800">{formatDay(issue.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{issue.returned ? 'Returned on' : 'Return date'}</dt>
          <dd className="font-medium text-slate-800">{formatDay(issue.returned ? issue.actualReturnDate : issue.returnDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Payable fine</dt>
          <dd className={cn('font-medium', owes ? 'text-rose-700' : 'text-slate-800')} data-testid="issue-fine">
            {fineLabel(issue, formatRupees)}
          </dd>
        </div>
        {overdue ? (
          <div>
            <dt className="text-slate-500">Overdue</dt>
            <dd className="font-medium text-rose-700">{overdue}</dd>
          </div>
        ) : issue.returned ? (
          <div>
            <dt className="text-slate-500">Due was</dt>
            <dd className="font-medium text-slate-800">{formatDay(issue.returnDate)}</dd>
          </div>
        ) : null}
      </dl>
      {onAction ? (
        <div className={cn('mt-4 flex flex-wrap gap-2', !primary && 'max-sm:hidden')}>
          {ACTIONS.filter((a) => shown[a]).map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === primary ? 'primary' : a === 'history' ? 'ghost' : 'secondary'}
              className={a === primary ? undefined : 'max-sm:hidden'}
              onClick={act(a)}
            >
              {LABELS[a]}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
