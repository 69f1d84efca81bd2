import type { ReactNode } from 'react';
import type { UserRow } from '@school/contracts';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';

/** An admin's or manager's card: photo, name, e-mail, phone, status; actions below. */
export function PersonCard({ user: u, actions }: { user: UserRow; actions?: ReactNode }) {
  const blocked = u.blockStatus === 'BLOCKED';
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80"
      aria-labelledby={`person-${u._id}`}
      data-testid="person-card"
    >
      <div className="flex items-start gap-3">
        <UserAvatar name={u.displayName} photoUrl={u.photoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={`person-${u._id}`} className="truncate text-base font-semibold text-slate-900" title={u.displayName}>
            {u.displayName}
          </h2>
          <p className="truncate text-sm text-slate-600">{u.email}</p>
          <p className="text-sm text-slate-600">{`${u.countryCode ?? ''} ${u.phoneNumber ?? ''}`.trim() || '—'}</p>
        </div>
        <span
          className={cn(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
            blocked ? 'bg-rose-50 text-rose-700 ring-rose-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
          )}
        >
          {blocked ? 'Blocked' : 'Active'}
        </span>
      </div>
      {actions ? <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div> : null}
    </article>
  );
}
