import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@school/contracts';
import { Card } from '@/components/card';
import { UserAvatar } from '@/components/user-avatar';
import { userDetailsQueryOptions } from '@/features/identity';
import { formatCount } from '@/lib/format';
import { useStudentDashboardStat } from '../api/get-dashboard-stat';

type Person = Pick<UserDetails, '_id' | 'displayName' | 'email' | 'photoUrl'>;

/** 002 §2 profile stat block: photo, name and e-mail, with Total classes, Attend, Absent and Total Leave. */
export function ProfileBlock({ studentId, isParent }: { studentId: string | undefined; isParent: boolean }) {
  const person = useQuery({ ...userDetailsQueryOptions<Person>(studentId ?? '', false), enabled: !!studentId });
  const stat = useStudentDashboardStat(studentId, isParent);
  const p = person.data?.data;
  const s = stat.data;
  const counts: [string, number | undefined][] = [
    ['Total classes', s?.totalClasses],
    ['Attend', s?.totalAttendance],
    ['Absent', s?.totalAbsent],
    ['Total Leave', s?.totalLeave],
  ];
  return (
    <Card className="min-w-0 p-5" data-testid="profile-block">
      <div className="flex items-center gap-4">
        {person.isPending ? (
          <span className="skeleton size-20 rounded-full" aria-hidden="true" />
        ) : (
          <UserAvatar name={p?.displayName ?? ''} photoUrl={p?.photoUrl} size="lg" />
        )}
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{p?.displayName || 'Unavailable'}</p>
          <p className="text-sm break-all text-slate-600">{p?.email || 'Unavailable'}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">
              {stat.isPending ? <span className="skeleton block h-6 w-10" aria-hidden="true" /> : formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
