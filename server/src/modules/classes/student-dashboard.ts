import { sql, type RawBuilder } from 'kysely';
import {
  ErrorReply,
  MonthlyClassReply,
  StudentDashboardQuery,
  StudentDashboardStatReply,
  SubjectProgressReply,
  TimetableStatCardReply,
  UPCOMING_CLASSES_SHOWN,
  UpcomingClassReply,
  WeeklyClassStatReply,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { bySecond } from '../../platform/http/shared-read.js';
import type { TypedApp } from '../../platform/http/typed.js';
import type { DB } from '../../platform/db/database.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { addDays, INSTITUTE_TIME_ZONE, instituteDay } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { studentBatchId } from '../people/index.js';
import { holidaysBetween, subjectTitlesByIds } from '../academics/index.js';
import { classViews, LECTURE_COLS, type LectureRow } from './queries.js';
import { heldDays, heldMarks, heldTotals } from './class-count-reads.js';
import { examTotals } from '../exams/index.js';
import { batchAssignmentTotal } from '../assignment-dashboards/index.js';

const READERS: Role[] = ['STUDENT', 'PARENT'];
/**
 * What these calls read: the classes and marks (held ones counted by `class_count`, the week's, today's and upcoming
 * ones read from `lecture`), and (for isHoliday, titles and the student's batch) their owners' models.
 */
const READ_MODELS = [
  'class_count',
  'lecture',
  'lecture_mark',
  'holiday',
  'student',
  'subject',
  'batch',
  'app_user',
  'exam_dashboard',
  'assignment_dashboard',
];
const OTHER = 'Other';
const MONTHS = 12;
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/** The student a call is about: the STUDENT themselves, or a PARENT's linked child (`?child=`, else the first). */
export function dashboardStudent(a: AuthContext, child: string | undefined): string | null {
  if (a.role === 'STUDENT') return a.userId;
  const id = child?.trim() || a.children[0];
  if (!id) return null;
  if (!a.children.includes(id)) throw forbidden('You may see only your own children.');
  return id;
}

interface Scope {
  instituteId: string;
  studentId: string;
  batchId: string;
  now: Date;
  /** The institute's live holidays, as day ranges (YYYY-MM-DD, both included). */
  holidays: { from: string; to: string }[];
}

const day = (column: RawBuilder<unknown>) => sql`(${column} at time zone ${INSTITUTE_TIME_ZONE})::date`;

/** A class of the scope's batch that is not cancelled and does not fall on a holiday. */
const onTimetable = (s: Scope) =>
  sql`l.institute_id = ${s.instituteId} and l.batch_id = ${s.batchId} and l.cancelled_at is null
    and not exists (select 1 from unnest(${s.holidays.map((h) => h.from)}::date[], ${s.holidays.map((h) => h.to)}::date[]) as h(f, t)
      where ${day(sql`l.start_time`)} between h.f and h.t)`;
/** Held: on the timetable and started. */
const held = (s: Scope) => sql`${onTimetable(s)} and l.start_time <= ${s.now.toISOString()}::timestamptz`;
/** From the first instant of an institute day on: an index range of `lecture.batch` instead of the batch's history. */
const since = (first: string) => sql`l.start_time >= (${first}::date::timestamp at time zone ${INSTITUTE_TIME_ZONE})`;

/** The Monday of the institute's week of `today` (YYYY-MM-DD). */
export const mondayOf = (today: string): string => {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((dow + 6) % 7)) ?? today;
};

/** The `n` months ending with `today`'s month, oldest first (YYYY-MM). */
export const lastMonths = (today: string, n: number): string[] => {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.UTC(y, m - (n - 1 - i), 1));
    return at.toISOString().slice(0, 7);
  });
};

const titled = async (db: DB, instituteId: string, ids: string[]) => {
  const titles = await subjectTitlesByIds(db, instituteId, ids);
  return (id: string) => titles.get(id)?.trim() || OTHER;
};

/** Rows counted per subject, merged by title ('Other' gathers the subjects without one). */
function bySubject<R extends { subject_id: string }>(rows: R[], title: (id: string) => string, add: (into: R, row: R) => void) {
  const out = new Map<string, R>();
  for (const r of rows) {
    const t = title(r.subject_id);
    const had = out.get(t);
    if (had) add(had, r);
    else out.set(t, { ...r });
  }
  return out;
}

/**
 * The student's dashboards (002 §2 Student dashboards, §7 dashboard/student/*), for a STUDENT or a PARENT's linked child:
 * every figure is read from `lecture` and `lecture_mark` (classes of the student's batch; the student's marks), with the
 * institute's holidays taken out, on the runtime's clock.
 */
export function studentDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  // The student's (or the parent's child's) own figures, by the second (classes held by now), until their read models move.
  const config = { access: READERS, readModels: READ_MODELS, shared: { per: 'user' as const, vary: bySecond(rt.clock) } };
  const schema = <T extends object>(response: T) => ({
    tags: ['dashboard-student'],
    querystring: StudentDashboardQuery,
    response: { 200: response, '4xx': ErrorReply },
  });

  /**
   * The scope of a call, or null when the student is in no batch (or a parent has no child): every figure is empty.
   * `days` bounds the holidays read to the days the call's classes can fall on (given today, in the institute's zone).
   */
  // Upcoming classes still running may have started any day before: that call keeps every holiday. The stat card's
  // bound reaches tomorrow for a call that crosses midnight between reading the clock here and in the route.
  const scopeOf = async (
    a: AuthContext,
    child: string | undefined,
    days: ((today: string) => [string, string]) | null,
  ): Promise<Scope | null> => {
    const studentId = dashboardStudent(a, child);
    if (!studentId) return null;
    const batchId = await studentBatchId(db, studentId, a.instituteId);
    if (batchId === undefined) throw notFound('Student not found.');
    if (batchId === null) return null;
    const now = rt.clock.now();
    // Held-class counts take the holidays out themselves (`class_count`): none to read for them.
    const [from, to] = days ? days(instituteDay(now)) : [];
    const holidays = from && to ? await holidaysBetween(db, a.instituteId, from, to) : [];
    return { instituteId: a.instituteId, studentId, batchId, now, holidays };
  };
  const when = (s: Scope) => ({ today: instituteDay(s.now), now: s.now });
  const ofBatch = (s: Scope) => ({ instituteId: s.instituteId, batchId: s.batchId });

  app.get('/dashboard/student/dashboard-stat', { config, schema: schema(StudentDashboardStatReply) }, async (req) => {
    const s = await scopeOf(authOf(req), req.query.child, null);
    const empty = { totalClasses: 0, totalAssignments: 0, totalExams: 0, totalAttendance: 0, totalAbsent: 0, totalLeave: 0 };
    if (!s) return ok('Student dashboard statistics', empty);
    const [classes, marks, exams, assignments] = await Promise.all([
      heldTotals(db, ofBatch(s), when(s)),
      heldMarks(db, { ...ofBatch(s), studentId: s.studentId }, when(s)),
      examTotals(db, s.instituteId, [s.batchId]),
      batchAssignmentTotal(db, s.instituteId, s.batchId),
    ]);
    const x = { total: classes.reduce((a, c) => a + c.total, 0), ...marks };
    // Exams and assignments: the live ones of the student's batch (their counters).
    return ok('Student dashboard statistics', {
      ...empty,
      totalClasses: x.total,
      totalAssignments: assignments,
      totalExams: exams.exams,
      totalAttendance: x.present,
      totalAbsent: x.absent,
      totalLeave: x.leave,
    });
  });

  app.get('/dashboard/student/get-monthly-class', { config, schema: schema(MonthlyClassReply) }, async (req) => {
    const s = await scopeOf(authOf(req), req.query.child, null);
    const months = lastMonths(todayOf(rt.clock), MONTHS);
    if (!s)
      return ok(
        'Monthly classes',
        months.map((m) => ({ _id: m, subjectData: [] })),
      );
    const r = { rows: [] as { month: string; subject_id: string; total: number }[] };
    for (const d of await heldDays(db, ofBatch(s), when(s), `${months[0]}-01`, instituteDay(s.now))) {
      const month = d.day.slice(0, 7);
      const had = r.rows.find((x) => x.month === month && x.subject_id === d.subject_id);
      if (had) had.total += d.total;
      else r.rows.push({ month, subject_id: d.subject_id, total: d.total });
    }
    const title = await titled(
      db,
      s.instituteId,
      r.rows.map((x) => x.subject_id),
    );
    return ok(
      'Monthly classes',
      months.map((m) => {
        const subjects = bySubject(
          r.rows.filter((x) => x.month === m),
          title,
          (into, row) => {
            into.total += row.total;
          },
        );
        return {
          _id: m,
          subjectData: [...subjects]
            .map(([subject, x]) => ({ subject, totalClass: x.total }))
            .sort((a, b) => a.subject.localeCompare(b.subject)),
        };
      }),
    );
  });

  app.get('/dashboard/student/get-subject-progress', { config, schema: schema(SubjectProgressReply) }, async (req) => {
    const s = await scopeOf(authOf(req), req.query.child, null);
    if (!s) return ok('Subject progress', []);
    const r = { rows: [] as { subject_id: string; total: number }[] };
    for (const k of await heldTotals(db, ofBatch(s), when(s))) {
      const had = r.rows.find((x) => x.subject_id === k.subject_id);
      if (had) had.total += k.total;
      else r.rows.push({ subject_id: k.subject_id, total: k.total });
    }
    r.rows.sort((a, b) => (a.subject_id < b.subject_id ? -1 : a.subject_id > b.subject_id ? 1 : 0));
    const title = await titled(
      db,
      s.instituteId,
      r.rows.map((x) => x.subject_id),
    );
    const subjects = bySubject(r.rows, title, (into, row) => {
      into.total += row.total;
    });
    return ok(
      'Subject progress',
      [...subjects].map(([t, x]) => ({ title: t, totalClass: x.total })).sort((a, b) => a.title.localeCompare(b.title)),
    );
  });

  app.get('/dashboard/student/timetable-weekly-stat', { config, schema: schema(WeeklyClassStatReply) }, async (req) => {
    const s = await scopeOf(authOf(req), req.query.child, (today) => [mondayOf(today), today]);
    if (!s) return ok('Weekly classes', []);
    const monday = mondayOf(todayOf(rt.clock));
    const r = await sql<{ subject_id: string; total: number; present: number; absent: number; leave: number }>`
        select l.subject_id, count(*)::int as total, count(*) filter (where m.status = 'PRESENT')::int as present,
          count(*) filter (where m.status = 'ABSENT')::int as absent, count(*) filter (where m.status = 'LEAVE')::int as leave
        from lecture l left join lecture_mark m on m.class_id = l.id and m.student_id = ${s.studentId}
        where ${held(s)} and ${since(monday)} and ${day(sql`l.start_time`)} >= ${monday}::date group by 1 order by 1`.execute(db);
    const title = await titled(
      db,
      s.instituteId,
      r.rows.map((x) => x.subject_id),
    );
    const subjects = bySubject(r.rows, title, (into, row) => {
      into.total += row.total;
      into.present += row.present;
      into.absent += row.absent;
      into.leave += row.leave;
    });
    return ok(
      'Weekly classes',
      [...subjects]
        .map(([subject, x]) => ({ subject, totalClass: x.total, classAttended: x.present, classAbsent: x.absent, classLeave: x.leave }))
        .sort((a, b) => a.subject.localeCompare(b.subject)),
    );
  });

  app.get('/dashboard/student/timetable-stat-card', { config, schema: schema(TimetableStatCardReply) }, async (req) => {
    const s = await scopeOf(authOf(req), req.query.child, (today) => [today, addDays(today, 1) ?? today]);
    if (!s) return ok('Timetable statistics', { totalTodaysClass: 0, upcomingClass: 0, attendedClass: 0 });
    const today = todayOf(rt.clock);
    const r = await sql<{ total: number; upcoming: number; present: number }>`
        select count(*)::int as total, count(*) filter (where l.start_time > ${s.now.toISOString()}::timestamptz)::int as upcoming,
          count(*) filter (where m.status = 'PRESENT')::int as present
        from lecture l left join lecture_mark m on m.class_id = l.id and m.student_id = ${s.studentId}
        where ${onTimetable(s)} and ${since(today)} and ${day(sql`l.start_time`)} = ${today}::date`.execute(db);
    const x = r.rows[0]!;
    return ok('Timetable statistics', { totalTodaysClass: x.total, upcomingClass: x.upcoming, attendedClass: x.present });
  });

  app.get('/dashboard/student/get-upcoming-class', { config, schema: schema(UpcomingClassReply) }, async (req) => {
    const s = await scopeOf(authOf(req), req.query.child, () => [FIRST_DAY, LAST_DAY]);
    if (!s) return ok('Upcoming classes', []);
    const r = await sql<LectureRow>`
        select ${LECTURE_COLS} from lecture l where ${onTimetable(s)} and l.end_time > ${s.now.toISOString()}::timestamptz
        order by l.start_time, l.id limit ${UPCOMING_CLASSES_SHOWN}`.execute(db);
    return ok('Upcoming classes', await classViews(rt, s.instituteId, r.rows));
  });
}
