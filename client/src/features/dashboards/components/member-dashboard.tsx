import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { useActiveInstitute } from '@/features/identity';
import { ActiveNoticesCard } from '@/features/communication';
import { roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { firstName, greeting } from './greeting';

/** The landing of a teacher, student or parent: who they are, where, the notices for them, and what will appear here. */
export function MemberDashboard({
  emptyTitle,
  emptyText,
  icon,
  top,
}: {
  emptyTitle: string;
  emptyText: string;
  icon: ReactNode;
  top?: ReactNode;
}) {
  const session = useSession();
  const { active, isPending } = useActiveInstitute();
  if (!session) return null;
  const { user } = session;
  return (
    <>
      <div className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 px-6 py-7 text-white shadow-sm sm:px-8">
        <p className="text-sm font-medium text-brand-100">{roleLabel(user.role)} panel</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
          {greeting()}, {firstName(user.displayName)}
        </h1>
        <p className="mt-2 text-sm text-brand-50" data-testid="member-institute">
          {isPending ? '\u00a0' : active ? `Welcome to ${active.instituteName}.` : 'You are not part of an institute yet.'}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {top}
          <ActiveNoticesCard />
          <Card>
            <EmptyState title={emptyTitle} text={emptyText} icon={icon} className="py-12" />
          </Card>
        </div>
        <Card className="self-start p-5">
          <h2 className="text-base font-semibold text-slate-900">Your account</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">Name</dt>
              <dd className="font-medium text-slate-900">{user.displayName}</dd>
            </div>
            <div>
              <dt className="text-slate-600">E-mail</dt>
              <dd className="font-medium break-all text-slate-900">{user.email}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Role</dt>
              <dd className="font-medium text-slate-900">{roleLabel(user.role)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Institute</dt>
              <dd className="font-medium text-slate-900">{active?.instituteName ?? 'Not Provided'}</dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  );
}
