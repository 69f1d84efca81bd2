import { useState } from 'react';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '@/components/icons';
import { MonthNavigator, monthTitle } from '@/components/month-navigator';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { type StudentAttendanceMonth, useStudentAttendanceMonth } from '../api/get-student-attendance';

export type DayStatus = 'present' | 'absent' | 'leave' | 'na';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** 002 §2: Present in the theme colour, Absent the secondary colour, Leave another, Not Available dark grey. */
export const dayTone: Record<DayStatus | 'holiday' | 'none', string> = {
  present: 'bg-brand-600 text-white ring-brand-700',
  absent: 'bg-rose-600 text-white ring-rose-700',
  leave: 'bg-amber-300 text-amber-950 ring-amber-400',
  na: 'bg-slate-600 text-white ring-slate-700',
  holiday: 'bg-sky-50 text-sky-900 ring-sky-200',
  none: 'bg-white text-slate-700 ring-slate-200',
};
export const dayLabel: Record<DayStatus, string> = { present: 'Present', absent: 'Absent', leave: 'Leave', na: 'Not Available' };

/** Today in the institute (Asia/Kolkata), YYYY-MM-DD. */
export const instituteToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export interface DayClass {
  classId: string;
  subject: string;
  startTime: string;
  endTime: string;
  status: DayStatus;
}

/** The classes of each day of the month, marked or held without a mark, in time order. */
export function classesByDay(data: StudentAttendanceMonth | undefined): Map<string, DayClass[]> {
  const out = new Map<string, DayClass[]>();
  const add = (date: string, c: DayClass) => out.set(date, [...(out.get(date) ?? []), c]);
  for (const r of data?.attendance ?? []) {
    const status: DayStatus = r.isPresent ? 'present' : r.isAbsent ? 'absent' : r.isOnLeave ? 'leave' : 'na';
    add(r.date, {
      classId: r.classId,
      subject: r.class.subject.title || 'Other',
      startTime: r.class.startTime,
      endTime: r.class.endTime,
      status,
    });
  }
  for (const c of data?.notAvailable ?? []) {
    add(c.date, {
      classId: c._id,
      subject: c.class.subject.title || 'Other',
      startTime: c.class.startTime,
      endTime: c.class.endTime,
      status: 'na',
    });
  }
  for (const list of out.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return out;
}

/** A day's colour: absent if any class was missed, else leave, else present; only unmarked classes: Not Available. */
const statusOfDay = (classes: DayClass[] | undefined): DayStatus | null => {
  if (!classes?.length) return null;
  for (const s of ['absent', 'leave', 'present'] as const) if (classes.some((c) => c.status === s)) return s;
  return 'na';
};

export interface AttendanceCalendarProps {
  studentId: string;
  /** Shown on the heading ("Asha's attendance"). */
  title?: string;
  /** The day chosen by a click (the admin's per-class control reads it). */
  selectedDay?: string | null;
  onSelectDay?: (day: string, month: string) => void;
}

/**
 * The monthly attendance calendar (002 §2 Attendance calendar): month title, previous and next month, a weekday header,
 * 7 columns with blank cells before the first weekday, a colour per day, and a popup of the day's subjects and their
 * status on hover, focus or tap; the month's statistic above it.
 */
export function AttendanceCalendar({ studentId, title, selectedDay, onSelectDay }: AttendanceCalendarProps) {
  const thisMonth = instituteToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const q = useStudentAttendanceMonth(studentId, month);
  const byDay = classesByDay(q.data);
  const holidays = new Map((q.data?.holidays ?? []).map((h) => [h.date, h.title]));
  const s = q.data?.statistic;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const go = (next: string) => {
    setOpenDay(null);
    setMonth(next);
  };
  const loading = q.isPending;

  return (
    <div className="min-w-0 space-y-4">
      <section aria-label="Month statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard title="Present" value={String(s?.totalPresent ?? '–')} icon={<CheckCircleIcon />} tone="brand" loading={loading} />
        <StatCard title="Absent" value={String(s?.totalAbsent ?? '–')} icon={<AlertIcon />} tone="rose" loading={loading} />
        <StatCard title="Leave" value={String(s?.totalLeave ?? '–')} icon={<ClockIcon />} tone="amber" loading={loading} />
        <StatCard
          title="Total Classes"
          value={s ? String(s.totalClass + s.totalNotAvailable) : '–'}
          icon={<CheckCircleIcon />}
          tone="sky"
          loading={loading}
        />
      </section>
      <Card className="p-3 sm:p-5">
        {title ? <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2> : null}
        <MonthNavigator month={month} max={thisMonth} onChange={go} heading="h3" />
        {q.error ? (
          <EmptyState title="Could not load the attendance" text={errorMessage(q.error, 'Oops! Something went wrong')} />
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
                <li key={`pad${i}`} aria-hidden="true" data-padding="" />
              ))}
              {Array.from({ length: daysInMonth }, (_, i) => {
                const day = i + 1;
                const iso = `${month}-${String(day).padStart(2, '0')}`;
                const classes = byDay.get(iso);
                const st = statusOfDay(classes);
                const holiday = holidays.get(iso);
                const tone = st ?? (holiday !== undefined ? 'holiday' : 'none');
                const column = (firstWeekday + i) % 7;
                const label = st ? dayLabel[st] : holiday !== undefined ? `Holiday${holiday ? `: ${holiday}` : ''}` : 'No class';
                const open = openDay === iso;
                return (
                  <li key={iso} className="relative" data-day={iso} data-status={st ?? (holiday !== undefined ? 'holiday' : 'none')}>
                    <button
                      type="button"
                      aria-expanded={classes?.length ? open : undefined}
                      aria-pressed={onSelectDay ? selectedDay === iso : undefined}
                      onMouseEnter={() => setOpenDay(iso)}
                      onMouseLeave={() => setOpenDay((d) => (d === iso ? null : d))}
                      onFocus={() => setOpenDay(iso)}
                      onBlur={() => setOpenDay((d) => (d === iso ? null : d))}
                      onClick={() => {
                        setOpenDay(iso);
                        onSelectDay?.(iso, month);
                      }}
                      className={cn(
                        'flex min-h-11 w-full flex-col items-center justify-center rounded-lg p-1 ring-1 sm:min-h-16',
                        dayTone[tone],
                        selectedDay === iso && 'outline-2 outline-offset-2 outline-brand-600',
                      )}
                    >
                      <span className="text-sm font-semibold">{day}</span>
                      <span aria-hidden="true" className="hidden text-[11px] leading-tight sm:block">
                        {st ? dayLabel[st] : holiday !== undefined ? 'Holiday' : ''}
                      </span>
                      <span className="sr-only">
                        {monthTitle(month)}: {label}
                      </span>
                    </button>
                    {open && (classes?.length || holiday !== undefined) ? (
                      <div
                        role="tooltip"
                        className={cn(
                          'absolute top-full z-20 mt-1 w-44 rounded-lg bg-white p-2 text-left text-xs shadow-lg ring-1 ring-slate-200',
                          column < 4 ? 'left-0' : 'right-0',
                        )}
                      >
                        {holiday !== undefined ? <p className="mb-1 font-semibold text-sky-800">{holiday || 'Holiday'}</p> : null}
                        <ul className="space-y-1">
                          {(classes ?? []).map((c) => (
                            <li key={c.classId} className="flex items-center justify-between gap-2">
                              <span className="min-w-0 truncate text-slate-800">
                                {c.subject} · {timeOf(c.startTime)}
                              </span>
                              <span className={cn('shrink-0 rounded px-1.5 py-0.5 text-[10px] font-semibold ring-1', dayTone[c.status])}>
                                {dayLabel[c.status]}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <ul className="mt-4 flex flex-wrap gap-3 text-xs text-slate-700" aria-label="Legend">
              {(['present', 'absent', 'leave', 'na'] as const).map((k) => (
                <li key={k} className="flex items-center gap-1.5">
                  <span className={cn('size-3 rounded ring-1', dayTone[k])} aria-hidden="true" />
                  {dayLabel[k]}
                </li>
              ))}
              <li className="flex items-center gap-1.5">
                <span className={cn('size-3 rounded ring-1', dayTone.holiday)} aria-hidden="true" />
                Holiday
              </li>
            </ul>
          </div>
        )}
      </Card>
    </div>
  );
}
