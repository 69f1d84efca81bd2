import { useState } from 'react';
import { Link } from 'wouter';
import type { ClassAttendanceStatus } from '@school/contracts';
import { Card, CardHeader } from '@/components/card';
import { PencilIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { pathTo, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useMyModules } from '@/features/identity';
import { useStudentAttendanceMonth } from '../api/get-student-attendance';
import { useMarkClassAttendance } from '../api/mark-class-attendance';
import { AttendanceCalendar, classesByDay, type DayClass, dayLabel, dayTone, instituteToday } from './attendance-calendar';
import { CreditGauge } from './credit-gauge';

const CHOICES: { status: ClassAttendanceStatus; short: string; label: string; tone: string }[] = [
  { status: 'PRESENT', short: 'P', label: 'Present', tone: 'bg-brand-600 hover:bg-brand-700 text-white' },
  { status: 'ABSENT', short: 'A', label: 'Absent', tone: 'bg-rose-600 hover:bg-rose-700 text-white' },
  { status: 'LEAVE', short: 'L', label: 'Leave', tone: 'bg-amber-300 hover:bg-amber-400 text-amber-950' },
];
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const dayTitle = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Who may mark a class on the admin panel: SUPER_ADMIN, ADMIN, MANAGER and STAFF holding the attendance module. */
function useMayMark(): boolean {
  const role = useSession()?.user.role;
  const office = role === 'MANAGER' || role === 'STAFF';
  const modules = useMyModules();
  if (role === 'SUPER_ADMIN' || role === 'ADMIN') return true;
  return office && (modules.data ?? []).includes('attendance');
}

/** The class register opens for the office holding a module that reads classes (the server's CLASS_READ_MODULES). */
function useMayOpenClass(): boolean {
  const role = useSession()?.user.role;
  const modules = useMyModules();
  if (role === 'SUPER_ADMIN' || role === 'ADMIN') return true;
  if (role !== 'MANAGER' && role !== 'STAFF') return false;
  return (modules.data ?? []).some((m) => m === 'attendance' || m === 'batch' || m === 'timetable');
}

function ClassRow({ c, studentId, mayMark }: { c: DayClass; studentId: string; mayMark: boolean }) {
  const mayOpen = useMayOpenClass();
  const [editing, setEditing] = useState(false);
  const mark = useMarkClassAttendance();
  const marked = c.status !== 'na';
  const save = (status: ClassAttendanceStatus) =>
    mark.mutate(
      { classId: c.classId, studentId, status },
      {
        onSuccess: () => {
          toast.success('Attendance marked successfully');
          setEditing(false);
        },
        onError: (e) => toast.error(errorMessage(e, 'Oops! Something went wrong')),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-class={c.classId}>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{c.subject}</p>
        <p className="text-xs text-slate-600">
          {timeOf(c.startTime)} – {timeOf(c.endTime)}
          {mayOpen ? (
            <>
              {' · '}
              <Link href={pathTo(paths.adminClass, { classId: c.classId })} className="font-medium text-brand-700 hover:underline">
                Class and history
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span className={cn('rounded px-2 py-0.5 text-xs font-semibold ring-1', dayTone[c.status])} data-testid="mark-status">
          {dayLabel[c.status]}
        </span>
        {mayMark && (!marked || editing) ? (
          <fieldset className="flex gap-1" aria-label={`Mark ${c.subject}`}>
            {CHOICES.map((x) => (
              <button
                key={x.status}
                type="button"
                disabled={mark.isPending}
                onClick={() => save(x.status)}
                aria-label={x.label}
                title={x.label}
                className={cn('inline-flex size-9 items-center justify-center rounded-lg text-sm font-bold disabled:opacity-50', x.tone)}
              >
                {x.short}
              </button>
            ))}
          </fieldset>
        ) : null}
        {mayMark && marked ? (
          <button
            type="button"
            onClick={() => setEditing((v) => !v)}
            aria-pressed={editing}
            aria-label={editing ? 'Stop editing the mark' : 'Edit the mark'}
            className="inline-flex size-9 items-center justify-center rounded-lg ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <PencilIcon className="size-4" />
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 001 §2 student profile: attendance statistics with the calendar and, for a chosen day, its classes each with a P/A/L
 * control (POST attendance/create for this student and that class) for those who may mark.
 */
export function StudentAttendanceSection({ studentId, studentName }: { studentId: string; studentName: string }) {
  const today = instituteToday();
  const [selected, setSelected] = useState<{ day: string; month: string }>({ day: today, month: today.slice(0, 7) });
  const q = useStudentAttendanceMonth(studentId, selected.month);
  const classes = classesByDay(q.data).get(selected.day) ?? [];
  const mayMark = useMayMark();
  return (
    <section aria-labelledby="student-attendance-heading" className="min-w-0 space-y-4">
      <h2 id="student-attendance-heading" className="text-lg font-semibold text-slate-900">
        Attendance
      </h2>
      <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <AttendanceCalendar
          studentId={studentId}
          title={`${studentName}'s attendance`}
          selectedDay={selected.day}
          onSelectDay={(day, month) => setSelected({ day, month })}
        />
        <div className="min-w-0 space-y-4">
          <CreditGauge id={studentId} href={null} />
          <Card>
            <CardHeader title="Classes of the day" subtitle={dayTitle(selected.day)} />
            <div className="px-4 pb-4 sm:px-5">
              {q.isPending ? (
                <span className="skeleton block h-16 w-full" aria-hidden="true" />
              ) : classes.length === 0 ? (
                <p className="py-3 text-sm text-slate-600">No class held on this day. Choose a day on the calendar.</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {classes.map((c) => (
                    <ClassRow key={c.classId} c={c} studentId={studentId} mayMark={mayMark} />
                  ))}
                </ul>
              )}
            </div>
          </Card>
        </div>
      </div>
    </section>
  );
}
