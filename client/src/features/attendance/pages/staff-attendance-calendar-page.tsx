import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { MonthNavigator, monthTitle } from '@/components/month-navigator';
import { StatCard } from '@/components/stat-card';
import { CheckCircleIcon, AlertIcon, ClockIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { pathTo, paths, roleLabel } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Role } from '@school/contracts';
import { useUserDetails } from '@/features/people';
import { instituteToday, statusOf, useMonthAttendance, type AttendanceStatus } from '../api/attendance';
import { statusLabel } from '../components/status-badge';
import { leaveNote } from '../components/leave-note';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayTone: Record<AttendanceStatus | 'na', string> = {
  present: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  absent: 'bg-rose-100 text-rose-900 ring-rose-300',
  leave: 'bg-amber-100 text-amber-900 ring-amber-300',
  na: 'bg-slate-50 text-slate-600 ring-slate-200',
};

/** A staff member's monthly attendance calendar (001 §2 Staff): Attend, Absent, Total Leave; unmarked days 'Not Available'. */
export function StaffAttendanceCalendarPage() {
  const { staffId = '' } = useParams<{ staffId: string }>();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const thisMonth = instituteToday().slice(0, 7);
  const qMonth = new URLSearchParams(search).get('month');
  const month = qMonth && /^\d{4}-\d{2}$/.test(qMonth) && qMonth <= thisMonth ? qMonth : thisMonth;
  const user = useUserDetails(staffId);
  const name = user.data?.data.displayName;
  useDocumentTitle(name ? `${name} · Attendance` : 'Attendance');
  const q = useMonthAttendance(staffId, month);
  const go = (m: string) => navigate(`${location}?month=${m}`, { replace: true });

  const [y, m] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const byDay = new Map<string, AttendanceStatus | null>();
  const leaveOn = new Map<string, string>();
  for (const a of q.data?.attendance ?? []) {
    byDay.set(a.date.slice(0, 10), statusOf(a));
    if (a.leave) leaveOn.set(a.date.slice(0, 10), leaveNote(a.leave));
  }
  const s = q.data?.statistic;

  return (
    <>
      <Link
        href={paths.staffAttendance}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Staff Attendance
      </Link>
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{name ? `${name}'s attendance` : 'Attendance'}</h1>
        {user.data ? (
          <p className="text-sm text-slate-600">
            {roleLabel(user.data.data.role as Role)} · {user.data.data.email} ·{' '}
            <Link href={pathTo(paths.staffDetail, { id: staffId })} className="font-medium text-brand-700 hover:underline">
              Staff details
            </Link>
          </p>
        ) : null}
      </div>
      <section aria-label="Month statistics" className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard title="Attend" value={String(s?.totalPresent ?? '–')} icon={<CheckCircleIcon />} tone="emerald" loading={q.isPending} />
        <StatCard title="Absent" value={String(s?.totalAbsent ?? '–')} icon={<AlertIcon />} tone="rose" loading={q.isPending} />
        <StatCard title="Total Leave" value={String(s?.totalLeave ?? '–')} icon={<ClockIcon />} tone="amber" loading={q.isPending} />
      </section>
      <Card className="p-4 sm:p-5">
        <MonthNavigator month={month} max={thisMonth} onChange={go} />
        {q.error ? (
          <EmptyState title="Could not load the attendance" text={errorMessage(q.error)} />
        ) : (
          <div aria-busy={q.isFetching || undefined}>
            <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-600 sm:gap-2">
              {WEEKDAYS.map((d) => (
                <span key={d} className="py-1">
                  {d}
                </span>
              ))}
            </div>
            <ol aria-label={`Attendance in ${monthTitle(month)}`} className="mt-1 grid grid-cols-7 gap-1 sm:mt-2 sm:gap-2">
              {Array.from({ length: firstWeekday }, (_, i) => (
                <li key={`pad${i}`} aria-hidden="true" />
              ))}
              {Array.from({ length: daysInMonth }, (_, i) => {
                const day = i + 1;
                const iso = `${month}-${String(day).padStart(2, '0')}`;
                const st = byDay.get(iso) ?? null;
                const label = st ? statusLabel[st] : 'Not Available';
                const note = leaveOn.get(iso);
                return (
                  <li
                    key={iso}
                    data-day={iso}
                    data-status={st ?? 'na'}
                    title={note}
                    className={cn(
                      'flex min-h-12 flex-col items-center justify-center rounded-lg p-1 ring-1 sm:min-h-16',
                      dayTone[st ?? 'na'],
                    )}
                  >
                    <span className="text-sm font-semibold">{day}</span>
                    <span className="sr-only text-[11px] leading-tight sm:not-sr-only">{label}</span>
                    {note ? <span className="sr-only">({note})</span> : null}
                  </li>
                );
              })}
            </ol>
            <ul className="mt-4 flex flex-wrap gap-3 text-xs text-slate-700" aria-label="Legend">
              {(['present', 'absent', 'leave', 'na'] as const).map((k) => (
                <li key={k} className="flex items-center gap-1.5">
                  <span className={cn('size-3 rounded ring-1', dayTone[k])} aria-hidden="true" />
                  {k === 'na' ? 'Not Available' : statusLabel[k]}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
    </>
  );
}
