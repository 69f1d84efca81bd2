import { sql } from 'kysely';
import {
  dayOfValue,
  ErrorReply,
  MonthlyAttendanceReply,
  StudentAttendanceParams,
  StudentAttendanceQuery,
  StudentAttendanceReply,
  StudentAttendanceStatReply,
  StudentChildQuery,
  StudentCreditParams,
  StudentCreditReply,
  type ClassAttendanceStatus,
  type MonthlyAttendanceRow,
  type PermissionModule,
  type Role,
  type StudentCredit,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http/reply.js';
import { instituteDay } from '../../platform/days.js';
import { liveStudent, parentsOfStudents, taughtStudents } from '../people/index.js';
import { createModuleGate, grantsOf } from '../permissions/index.js';
import { bySecond } from '../../platform/http/shared-read.js';
import { holidayDaysBetween } from '../academics/index.js';
import { KeptLookups } from '../../platform/http/kept-lookups.js';
import { keptSubjectTitles } from './queries.js';
// ---- live classes (live-read) ----
import { MARK_PRESENCE, presenceTimes, type PresenceColumns } from './queries.js';
// ---- end live classes ----

/**
 * A student's attendance in classes, their credit and their attendance dashboard (issue 12 parts 3 and 4). Everything is
 * read from this module's `lecture_mark` (the current mark of each student in each class) and `lecture` read models; the
 * summaries over every mark (credit, stat card, months) from `student_mark_count`, the same marks counted per month, so
 * their cost does not grow with the student's history (issue 13).
 */

/** Who reads a student's attendance: the student, their parents, the office (student or attendance module), their teachers. */
export const STUDENT_ATTENDANCE_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'];
const OFFICE_MODULES: PermissionModule[] = ['student', 'attendance'];
const READ_MODELS = [
  'lecture',
  'lecture_mark',
  'student_mark_count',
  'student',
  'subject',
  'holiday',
  'batch',
  'batch_teacher',
  'timetable_slot',
  // ---- live classes (live-read) ----
  'lecture_presence',
  // ---- end live classes ----
];
const MISSING = 'Student not found.';

/** A mark of the month's list (`lecture_mark m`). */
type Mark = {
  class_id: string;
  subject_id: string;
  start_time: Date;
  end_time: Date;
  status: ClassAttendanceStatus;
  credit: string;
  marked_at: Date;
};
// ---- live classes (live-read) ----
/** With the student's time in the class when it was live, joined to the mark (`MARK_PRESENCE`). */
type MarkRow = Mark & PresenceColumns;
// ---- end live classes ----

/**
 * The institute's UTC offset. INSTITUTE_TIME_ZONE (platform/days.ts) is India's, which keeps one offset all year; SQL
 * that buckets instants into the institute's days and months adds it (`endOfDay` there does the same), and `student_mark_count` buckets months by it.
 */
const OFFSET = '+05:30';
const midnight = (day: string) => new Date(`${day}T00:00:00${OFFSET}`);
/** `YYYY-MM` moved by `n` months. */
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) => new Date(Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const flags = (s: ClassAttendanceStatus) => ({ isPresent: s === 'PRESENT', isAbsent: s === 'ABSENT', isOnLeave: s === 'LEAVE' });
const iso = (v: Date | string) => new Date(v).toISOString();
const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

export function studentAttendanceRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);
  // The institute's holiday days between two days (keyed `first..last`), kept until the `holiday` model moves there.
  const keptHolidays = new KeptLookups<{ date: string; title: string }[]>(rt.epochs, ['holiday']);
  const holidaysOf = async (instituteId: string, first: string, last: string) => {
    const key = `${first}..${last}`;
    const kept = await keptHolidays.get(
      instituteId,
      [key],
      async () => new Map([[key, await holidayDaysBetween(db, instituteId, first, last)]]),
    );
    return kept.get(key) ?? [];
  };

  /** The live student of the caller's institute (the read model caught up once when the first look misses). */
  const studentOf = async (instituteId: string, studentId: string) => {
    let s = await liveStudent(rt, instituteId, studentId);
    if (!s) {
      await rt.runner.waitFor(['student'], await rt.store.head(), 5000);
      s = await liveStudent(rt, instituteId, studentId);
    }
    if (!s) throw notFound(MISSING);
    return s;
  };

  /**
   * The student the call names, if the caller may see their attendance: themself, a parent's linked child, SUPER_ADMIN and
   * ADMIN, MANAGER or STAFF holding the student or attendance module, a teacher of the student's batch. 404 for an id that
   * is not a live student of the caller's institute.
   */
  const readable = async (a: AuthContext, studentId: string) => {
    if (a.role === 'STUDENT' && studentId !== a.userId) throw forbidden('You may see only your own attendance.');
    if (a.role === 'PARENT' && !a.children.includes(studentId)) throw forbidden('You may see only the attendance of your own children.');
    // A teacher's students are read beside the student (one round trip), and judged after the 404 as before.
    const taught = a.role === 'TEACHER' ? taughtStudents(db, a, [studentId]) : null;
    taught?.catch(() => {});
    const student = await studentOf(a.instituteId, studentId);
    if (a.role === 'MANAGER' || a.role === 'STAFF') {
      let held = false;
      for (const m of OFFICE_MODULES) if (!held && (await gate(a, m, null))) held = true;
      if (!held) throw forbidden('You do not have access to attendance.');
    }
    // A refusal is read again after the student was found: the early read may predate a student just caught up with.
    if (taught && (await taught).length === 0 && (await taughtStudents(db, a, [studentId])).length === 0) {
      throw forbidden('A teacher sees the attendance of the students of their own batches only.');
    }
    return student;
  };

  /** The student a STUDENT or PARENT dashboard call is about: the caller, or the parent's `child` (else their first). */
  const ownStudent = async (a: AuthContext, child: string | undefined) => {
    if (a.role === 'STUDENT') return studentOf(a.instituteId, a.userId);
    const id = child?.trim() || a.children[0];
    if (!id) throw notFound('No child is linked to this account.');
    return readable(a, id);
  };

  /** 002 §3 Credit over every mark of the student (docs/decisions/0019-attendance-credit.md). */
  const creditOf = async (instituteId: string, studentId: string): Promise<StudentCredit> => {
    // The student's month counters (projections/src/classes/class-counts.ts): a row per month, not one per mark.
    const r = await sql<{ attended: string | null; held: string | null; leave: string | null }>`select
        sum(present_credit) as attended, sum(held_credit) as held, sum(leave_credit) as leave
      from student_mark_count where student_id = ${studentId} and institute_id = ${instituteId}`.execute(db);
    const attendedCredit = num(r.rows[0]?.attended);
    const heldCredit = num(r.rows[0]?.held);
    return {
      creditScore: heldCredit > 0 ? num((100 * attendedCredit) / heldCredit) : 0,
      studentId,
      attendedCredit,
      heldCredit,
      leaveCredit: num(r.rows[0]?.leave),
    };
  };

  const grants = grantsOf(rt);
  const second = bySecond(rt.clock);
  app.get(
    '/student/attendance/:studentId',
    {
      config: {
        access: STUDENT_ATTENDANCE_READERS,
        checksModules: OFFICE_MODULES,
        readModels: READ_MODELS,
        // A month of marks is some 70 KB to read and write (about 2.6 ms of the server's time at a large college): a caller
        // who asks again within the second, or several tabs of one, share one reply until a read model moves. Per caller,
        // as the checks are (a teacher's batches, a parent's children); a MANAGER's or STAFF's reply also by their modules.
        shared: {
          per: 'user',
          vary: async (req) => {
            const a = authOf(req);
            const held = a.role === 'MANAGER' || a.role === 'STAFF' ? [...(await grants(a))].sort().join(',') : '';
            return [...second(), held];
          },
        },
      },
      schema: {
        tags: ['attendance'],
        params: StudentAttendanceParams,
        querystring: StudentAttendanceQuery,
        response: { 200: StudentAttendanceReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const student = await readable(a, req.params.studentId);
      const now = rt.clock.now();
      const raw = req.query.date?.trim();
      const day = raw ? dayOfValue(raw, instituteDay) : instituteDay(now);
      if (!day) throw badRequest('Date must be a day in milliseconds or an ISO date, e.g. 2026-03-02.');
      const month = day.slice(0, 7);
      const from = midnight(`${month}-01`);
      const to = midnight(`${addMonths(month, 1)}-01`);
      // The marks, the classes held without one and the holidays are independent reads: side by side.
      const [marks, held, holidays] = await Promise.all([
        sql<MarkRow>`select m.class_id, m.subject_id, m.start_time, m.end_time, m.status, m.credit, m.marked_at ${
          // ---- live classes (live-read) ----
          MARK_PRESENCE.cols
          // ---- end live classes ----
        }
        from lecture_mark m ${
          // ---- live classes (live-read) ----
          MARK_PRESENCE.join
          // ---- end live classes ----
        }
        where m.student_id = ${student.id} and m.institute_id = ${a.instituteId} and m.start_time >= ${from} and m.start_time < ${to}
        order by m.start_time, m.class_id`.execute(db),
        // Classes of the student's batch held in the month (started, not cancelled) without their mark.
        student.batchId
          ? sql<{ id: string; subject_id: string; start_time: Date; end_time: Date }>`select id, subject_id, start_time, end_time
            from lecture where batch_id = ${student.batchId} and institute_id = ${a.instituteId} and cancelled_at is null
              and start_time >= ${from} and start_time < ${to} and start_time <= ${now}
              and not (${student.id} = any(marked_students))
            order by start_time, id`
              .execute(db)
              .then((r) => r.rows)
          : [],
        holidaysOf(a.instituteId, `${month}-01`, lastDayOf(month)),
      ]);
      const holidaySet = new Set(holidays.map((h) => h.date));
      // Not those on a holiday.
      const unmarked = held.filter((c) => !holidaySet.has(instituteDay(new Date(c.start_time))));
      const titles = await keptSubjectTitles(rt, a.instituteId, [
        ...marks.rows.map((m) => m.subject_id),
        ...unmarked.map((c) => c.subject_id),
      ]);
      const ref = (id: string, subjectId: string, start: Date, end: Date) => ({
        _id: id,
        startTime: iso(start),
        endTime: iso(end),
        subject: { _id: subjectId, title: titles.get(subjectId) ?? '' },
      });
      const attendance = marks.rows.map((m) => ({
        _id: `${m.class_id}:${student.id}`,
        classId: m.class_id,
        class: ref(m.class_id, m.subject_id, m.start_time, m.end_time),
        date: instituteDay(new Date(m.start_time)),
        ...flags(m.status),
        credit: num(m.credit),
        markedAt: iso(m.marked_at),
        // ---- live classes (live-read) ----
        ...presenceTimes(m),
        // ---- end live classes ----
      }));
      const count = (s: ClassAttendanceStatus) => marks.rows.filter((m) => m.status === s).length;
      return ok('Student attendance', {
        month,
        attendance,
        notAvailable: unmarked.map((c) => ({
          _id: c.id,
          class: ref(c.id, c.subject_id, c.start_time, c.end_time),
          date: instituteDay(new Date(c.start_time)),
        })),
        holidays,
        statistic: {
          totalPresent: count('PRESENT'),
          totalAbsent: count('ABSENT'),
          totalLeave: count('LEAVE'),
          totalClass: marks.rows.length,
          totalNotAvailable: unmarked.length,
        },
      });
    },
  );

  app.get(
    '/student/credit/:studentOrParentId',
    {
      config: { access: STUDENT_ATTENDANCE_READERS, checksModules: OFFICE_MODULES, readModels: READ_MODELS },
      schema: {
        tags: ['dashboard-student'],
        params: StudentCreditParams,
        querystring: StudentChildQuery,
        response: { 200: StudentCreditReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const id = req.params.studentOrParentId.trim();
      // 002 §7: the parent's own id when a parent record is attached: their chosen child (`child`), else their first.
      const student =
        a.role === 'PARENT' && id === a.userId
          ? await ownStudent(a, req.query.child)
          : a.role === 'STUDENT' && id !== a.userId && (await parentsOfStudents(rt, a.instituteId, [a.userId])).get(a.userId)?.includes(id)
            ? await studentOf(a.instituteId, a.userId)
            : await readable(a, id);
      return ok('Student credit', await creditOf(a.instituteId, student.id));
    },
  );

  app.get(
    '/dashboard/student/attendance-stat-card',
    {
      config: { access: ['STUDENT', 'PARENT'], readModels: READ_MODELS },
      schema: {
        tags: ['dashboard-student'],
        querystring: StudentChildQuery,
        response: { 200: StudentAttendanceStatReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const student = await ownStudent(a, req.query.child);
      const r = await sql<{ present: number; absent: number; leave: number; total: number }>`select
          coalesce(sum(present), 0)::int as present, coalesce(sum(absent), 0)::int as absent,
          coalesce(sum(leave), 0)::int as leave, coalesce(sum(total), 0)::int as total
        from student_mark_count where student_id = ${student.id} and institute_id = ${a.instituteId}`.execute(db);
      const c = r.rows[0] ?? { present: 0, absent: 0, leave: 0, total: 0 };
      const year = instituteDay(rt.clock.now()).slice(0, 4);
      const holidays = await holidaysOf(a.instituteId, `${year}-01-01`, `${year}-12-31`);
      return ok('Student attendance stat', {
        totalAttendance: c.present,
        totalLeaveTaken: c.leave,
        totalClassAbsent: c.absent,
        totalHolidays: holidays.length,
        totalClass: c.total,
        totalPresent: c.present,
        totalAbsent: c.absent,
        totalLeave: c.leave,
      });
    },
  );

  app.get(
    '/dashboard/student/monthly-attendance-overview',
    {
      config: { access: ['STUDENT', 'PARENT'], readModels: READ_MODELS },
      schema: {
        tags: ['dashboard-student'],
        querystring: StudentChildQuery,
        response: { 200: MonthlyAttendanceReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const student = await ownStudent(a, req.query.child);
      const current = instituteDay(rt.clock.now()).slice(0, 7);
      const first = addMonths(current, -11);
      // Months are the institute's (UTC+05:30), as the counters bucket them.
      const r = await sql<{ month: string; present: number; absent: number; leave: number }>`select month, present, absent, leave
        from student_mark_count where student_id = ${student.id} and institute_id = ${a.instituteId}
          and month between ${first} and ${current}`.execute(db);
      const byMonth = new Map(r.rows.map((x) => [x.month, x]));
      const rows: MonthlyAttendanceRow[] = Array.from({ length: 12 }, (_, i) => {
        const m = addMonths(first, i);
        const x = byMonth.get(m);
        return { _id: m, totalAttended: x?.present ?? 0, totalAbsent: x?.absent ?? 0, totalLeave: x?.leave ?? 0 };
      });
      return ok('Monthly attendance overview', rows);
    },
  );
}
