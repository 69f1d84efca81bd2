import { sql, type RawBuilder } from 'kysely';
import {
  ErrorReply,
  PageQuery,
  TEACHER_BATCH_WISE_CLASS_PAGE,
  TEACHER_UPCOMING_CLASSES,
  TeacherBatchCardReply,
  TeacherBatchClassesPage,
  TeacherBatchClassesReply,
  TeacherBatchStudentsReply,
  TeacherBatchWorkReply,
  TeacherClassCountsReply,
  TeacherDashboardStatReply,
  TeacherLmsCardStatReply,
  TeacherMonthlyClassesReply,
  TeacherTimetableStatReply,
  TeacherYearQuery,
  type Role,
} from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { bySecond } from '../../platform/http/shared-read.js';
import type { DB } from '../../platform/db/database.js';
import { authOf } from '../../platform/http/access.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { addDays, INSTITUTE_TIME_ZONE, instituteDay } from '../../platform/days.js';
import { batchesTaughtBy, batchTitlesByIds, holidayDates, subjectTitlesByIds, type BatchTitles } from '../academics/index.js';
import { studentGendersByBatch } from '../people/index.js';
import { heldDays, heldTotals } from './class-count-reads.js';
import { examTotals } from '../exams/index.js';
import { teacherAssignmentTotals } from '../assignment-dashboards/index.js';

/**
 * The teacher's dashboard (002 §2, §3 Teacher dashboard stats), for the calling TEACHER only. One definition each:
 * - the teacher's batches: `batchesTaughtBy` (head of the batch, assigned to it, or holding a slot of its timetable);
 * - the teacher's classes: the `lecture` rows they teach that are not cancelled and not on a holiday of the institute;
 *   "held" ones have started by now, counted by `class_count` (class-count-reads.ts): a teacher's years of classes cost
 *   the same as their first week; "upcoming" ones have not, read from `lecture` over the days the screen shows;
 * - the teacher's own attendance (the attendance dashboard): this calendar year's staff attendance, a day covered by an
 *   approved leave counting as leave unless marked present; on the main dashboard, My Attendance is the held classes
 *   whose register the teacher took out of those held, so a register mark moves it.
 * - the teacher's exams: the live exams of their batches, counted by `exam_dashboard` (per batch, whatever its history).
 * - the teacher's assignments: the live assignments they created, counted by `assignment_dashboard` (its author's totals).
 */
export const TEACHER: Role[] = ['TEACHER'];
const CLASS_MODELS = ['lecture', 'holiday', 'batch', 'batch_teacher', 'timetable_slot'];
// ---- live classes (live-read) ----
/** The LMS week also reads when classes were ended by their teacher. */
const LMS_MODELS = [...CLASS_MODELS, 'lecture_live'];
// ---- end live classes ----
/** Held classes: the counters alone (they follow `lecture` and `holiday` themselves). */
const HELD_MODELS = ['class_count', 'batch', 'batch_teacher', 'timetable_slot'];
/** Far enough for "every class ahead": the holidays read for upcoming classes are those from today on. */
const LAST_DAY = '9999-12-31';
const BATCH_MODELS = ['batch', 'batch_teacher', 'timetable_slot', 'course', 'branch', 'academic_session'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const tags = ['dashboards'];

/** Monday of the institute's week holding `day`. */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7)) ?? day;
}

export const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** Who is asking, and when. */
export function scopeOf(req: FastifyRequest, rt: Runtime) {
  const auth = authOf(req);
  const now = rt.clock.now();
  return { inst: auth.instituteId, me: auth.userId, now, today: instituteDay(now) };
}
export type Scope = ReturnType<typeof scopeOf>;

/**
 * The teacher's classes (alias `l`) on the institute days `from` to `to` (both included): theirs, in their institute,
 * not cancelled, not on a holiday. Only the holidays of those days are read, and the days bound an index range of
 * `lecture.teacher`: the screen's days, not the teacher's history.
 */
async function mineOf(db: DB, s: Scope, from: string, to: string) {
  const holidays = await holidayDates(db, s.inst, from, to);
  const local = sql`to_char(l.start_time at time zone ${INSTITUTE_TIME_ZONE}, 'YYYY-MM-DD')`;
  const startOf = (day: RawBuilder<unknown>) => sql`(${day}::timestamp at time zone ${INSTITUTE_TIME_ZONE})`;
  return {
    local,
    where: sql`l.teacher_id = ${s.me} and l.start_time >= ${startOf(sql`${from}::date`)}
      and l.start_time < ${startOf(sql`(${to}::date + 1)`)} and l.institute_id = ${s.inst} and l.cancelled_at is null
      and not (${local} = any(${holidays}::text[]))`,
  };
}

/** The teacher's held classes per batch of theirs, ever: all, online, register taken. */
async function heldPerBatch(db: DB, s: Scope) {
  const rows = await heldTotals(db, { instituteId: s.inst, teacherId: s.me }, s);
  const out = new Map<string, { total: number; online: number; taken: number }>();
  for (const r of rows) {
    const b = out.get(r.batch_id) ?? { total: 0, online: 0, taken: 0 };
    out.set(r.batch_id, { total: b.total + r.total, online: b.online + r.online, taken: b.taken + r.taken });
  }
  return out;
}

/** The teacher's batches with their titles, by course, branch and session. */
async function batchesOf(db: DB, s: Scope): Promise<BatchTitles[]> {
  const ids = await batchesTaughtBy(db, s.inst, s.me);
  const titles = await batchTitlesByIds(db, s.inst, ids);
  const key = (b: BatchTitles) => `${b.course ?? ''}\u0000${b.branch ?? ''}\u0000${b.session ?? ''}\u0000${b._id}`;
  return ids
    .map((id) => titles.get(id))
    .filter((b): b is BatchTitles => !!b)
    .sort((a, b) => key(a).localeCompare(key(b)));
}

const names = (b: BatchTitles) => ({ _id: b._id, course: b.course, branch: b.branch, session: b.session });

export function teacherDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  // The calling teacher's own figures, by the second (classes held by now), until their read models move (decision 0024).
  const shared = { per: 'user' as const, vary: bySecond(rt.clock) };

  app.get(
    '/dashboard/teacher/dashboard-stat',
    {
      config: { access: TEACHER, shared, readModels: [...HELD_MODELS, 'exam_dashboard', 'assignment_dashboard'] },
      schema: { tags, response: { 200: TeacherDashboardStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const [held, batches, assignments] = await Promise.all([
        heldPerBatch(db, s),
        batchesTaughtBy(db, s.inst, s.me),
        teacherAssignmentTotals(db, s.inst, s.me),
      ]);
      const exams = await examTotals(db, s.inst, batches);
      const c = [...held.values()].reduce((a, x) => ({ total: a.total + x.total, online: a.online + x.online, taken: a.taken + x.taken }), {
        total: 0,
        online: 0,
        taken: 0,
      });
      return ok('Dashboard stat', {
        totalClass: c?.total ?? 0,
        totalBatch: batches.length,
        totalExam: exams.exams,
        totalAssignment: assignments.total,
        totalOnlineClass: c?.online ?? 0,
        // My Attendance: the held classes the teacher attended, i.e. took the register of, out of those held.
        attendanceData: { teacherAttended: c?.taken ?? 0, totalAttendance: c?.total ?? 0 },
      });
    },
  );

  app.get(
    '/dashboard/teacher/batch-wise-student',
    {
      config: { access: TEACHER, shared, readModels: [...BATCH_MODELS, 'student'] },
      schema: { tags, response: { 200: TeacherBatchStudentsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const batches = await batchesOf(db, s);
      const genders = await studentGendersByBatch(
        db,
        s.inst,
        batches.map((b) => b._id),
      );
      return ok(
        'Batch wise students',
        batches.map((b) => {
          const g = genders.get(b._id) ?? { MALE: 0, FEMALE: 0, OTHER: 0 };
          return { ...names(b), students: g, totalStudent: g.MALE + g.FEMALE + g.OTHER };
        }),
      );
    },
  );

  /** Held classes of the teacher per batch of theirs (the batch-wise classes donut, 7 a page). */
  const classesPerBatch = async (s: Scope, online: boolean) => {
    const [held, batches] = await Promise.all([heldPerBatch(db, s), batchesOf(db, s)]);
    const n = (id: string) => held.get(id)?.[online ? 'online' : 'total'] ?? 0;
    return batches.map((b) => ({ ...names(b), totalClass: n(b._id) }));
  };

  app.get(
    '/dashboard/teacher/batch-wise-class',
    {
      config: { access: TEACHER, shared, readModels: [...HELD_MODELS, ...BATCH_MODELS] },
      schema: { tags, querystring: PageQuery, response: { 200: TeacherBatchClassesPage, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const { perPage, pageNo, offset } = pageOf(req.query, TEACHER_BATCH_WISE_CLASS_PAGE);
      const rows = await classesPerBatch(s, false);
      return paged('Batch wise classes', rows.slice(offset, offset + perPage), rows.length, perPage, pageNo);
    },
  );

  app.get(
    '/dashboard/teacher/lms-batch-wise-class',
    {
      config: { access: TEACHER, shared, readModels: [...HELD_MODELS, ...BATCH_MODELS] },
      schema: { tags, response: { 200: TeacherBatchClassesReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const rows = await classesPerBatch(scopeOf(req, rt), true);
      return ok(
        'Online classes per batch',
        rows.filter((x) => x.totalClass > 0),
      );
    },
  );

  app.get(
    '/dashboard/teacher/batch-wise-work',
    {
      config: { access: TEACHER, shared, readModels: [...HELD_MODELS, 'exam_dashboard', 'assignment_dashboard'] },
      schema: { tags, response: { 200: TeacherBatchWorkReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const [held, batches, assignments] = await Promise.all([
        heldPerBatch(db, s),
        batchesTaughtBy(db, s.inst, s.me),
        teacherAssignmentTotals(db, s.inst, s.me),
      ]);
      const total = [...held.values()].reduce((a, x) => a + x.total, 0);
      const exams = await examTotals(db, s.inst, batches);
      return ok('Batch work', { totalClasses: total, totalExams: exams.exams, totalAssignments: assignments.total });
    },
  );

  app.get(
    '/dashboard/teacher/batch-card',
    {
      config: { access: TEACHER, shared, readModels: BATCH_MODELS },
      schema: { tags, response: { 200: TeacherBatchCardReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const batches = await batchesOf(db, scopeOf(req, rt));
      return ok('Batch card', { totalAssign: batches.length, totalCompleted: batches.filter((b) => b.isCompleted).length });
    },
  );

  /** Held classes of the teacher per month of a year, optionally split by the batch's course. */
  const perMonth = async (s: Scope, year: number) => {
    const y = String(year).padStart(4, '0');
    const days = await heldDays(db, { instituteId: s.inst, teacherId: s.me }, s, `${y}-01-01`, `${y}-12-31`);
    const n = new Map<string, { month: string; batch_id: string; n: number }>();
    for (const d of days) {
      const k = `${d.day.slice(0, 7)}\u0000${d.batch_id}`;
      const had = n.get(k) ?? { month: d.day.slice(0, 7), batch_id: d.batch_id, n: 0 };
      n.set(k, { ...had, n: had.n + d.total });
    }
    return [...n.values()];
  };
  const yearOf = (q: { year?: number }, s: Scope) => q.year ?? Number(s.today.slice(0, 4));

  app.get(
    '/dashboard/teacher/monthly-classes',
    {
      config: { access: TEACHER, shared, readModels: ['class_count', 'batch', 'course', 'branch', 'academic_session'] },
      schema: { tags, querystring: TeacherYearQuery, response: { 200: TeacherMonthlyClassesReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const year = yearOf(req.query, s);
      const rows = await perMonth(s, year);
      const titles = await batchTitlesByIds(
        db,
        s.inst,
        rows.map((x) => x.batch_id),
      );
      const out = months(year).map((m) => {
        const byCourse = new Map<string, number>();
        for (const x of rows.filter((y) => y.month === m)) {
          const course = titles.get(x.batch_id)?.course ?? 'Other';
          byCourse.set(course, (byCourse.get(course) ?? 0) + x.n);
        }
        const courseWise = [...byCourse].map(([course, classCount]) => ({ course, classCount }));
        return { _id: m, courseWise: courseWise.sort((a, b) => a.course.localeCompare(b.course)) };
      });
      return ok('Monthly classes', out);
    },
  );

  app.get(
    '/dashboard/teacher/class-overview',
    {
      config: { access: TEACHER, shared, readModels: ['class_count'] },
      schema: { tags, querystring: TeacherYearQuery, response: { 200: TeacherClassCountsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const year = yearOf(req.query, s);
      const rows = await perMonth(s, year);
      return ok(
        'Class overview',
        months(year).map((m) => ({ _id: m, totalClass: rows.filter((x) => x.month === m).reduce((a, x) => a + x.n, 0) })),
      );
    },
  );

  /**
   * The teacher's classes of this week per weekday (all of them, or the online ones completed: ended by the teacher, or
   * past their end time).
   */
  const perWeekday = async (s: Scope, completedOnline: boolean) => {
    const monday = mondayOf(s.today);
    const sunday = addDays(monday, 6) ?? monday;
    const mine = await mineOf(db, s, monday, sunday);
    const now = s.now.toISOString();
    // ---- live classes (live-read) ----
    const completed = sql`and l.type = 'ONLINE' and (l.end_time <= ${now}
      or exists (select 1 from lecture_live ll where ll.id = l.id and ll.ended_at <= ${now}))`;
    // ---- end live classes ----
    const r = await sql<{ day: string; n: number }>`select ${mine.local} as day, count(*)::int as n from lecture l
      where ${mine.where} and ${mine.local} between ${monday} and ${sunday} ${completedOnline ? completed : sql``}
      group by 1`.execute(db);
    const n = new Map(r.rows.map((x) => [x.day, x.n]));
    return WEEKDAYS.map((name, i) => ({ _id: name, totalClass: n.get(addDays(monday, i) ?? '') ?? 0 }));
  };

  app.get(
    '/dashboard/teacher/weekly-classes',
    {
      config: { access: TEACHER, shared, readModels: CLASS_MODELS },
      schema: { tags, response: { 200: TeacherClassCountsReply, '4xx': ErrorReply } },
    },
    async (req) => ok('Weekly classes', await perWeekday(scopeOf(req, rt), false)),
  );

  app.get(
    '/dashboard/teacher/weekly-lms',
    {
      config: { access: TEACHER, shared, readModels: LMS_MODELS },
      schema: { tags, response: { 200: TeacherClassCountsReply, '4xx': ErrorReply } },
    },
    async (req) => ok('Weekly online classes', await perWeekday(scopeOf(req, rt), true)),
  );

  app.get(
    '/dashboard/teacher/timetable-stat',
    {
      config: { access: TEACHER, shared, readModels: [...CLASS_MODELS, 'subject', 'course', 'branch', 'academic_session'] },
      schema: { tags, response: { 200: TeacherTimetableStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      // Today's classes and those ahead: the days from today on.
      const mine = await mineOf(db, s, s.today, LAST_DAY);
      const now = s.now.toISOString();
      const [counts, next] = await Promise.all([
        sql<{ today: number; online: number; upcoming: number }>`select
            count(*) filter (where ${mine.local} = ${s.today})::int as today,
            count(*) filter (where l.start_time > ${now} and l.type = 'ONLINE')::int as online,
            count(*) filter (where l.start_time > ${now})::int as upcoming
          from lecture l where ${mine.where}`.execute(db),
        sql<{ id: string; subject_id: string; batch_id: string; start_time: Date; end_time: Date; type: string; class_room: string }>`
          select l.id, l.subject_id, l.batch_id, l.start_time, l.end_time, l.type, l.class_room from lecture l
          where ${mine.where} and l.start_time > ${now} order by l.start_time, l.id limit ${TEACHER_UPCOMING_CLASSES}`.execute(db),
      ]);
      const [subjects, batches] = await Promise.all([
        subjectTitlesByIds(
          db,
          s.inst,
          next.rows.map((x) => x.subject_id),
        ),
        batchTitlesByIds(
          db,
          s.inst,
          next.rows.map((x) => x.batch_id),
        ),
      ]);
      const c = counts.rows[0];
      return ok('Timetable stat', {
        todaysClass: c?.today ?? 0,
        onlineClass: c?.online ?? 0,
        upcomingClass: c?.upcoming ?? 0,
        upcoming: next.rows.map((x) => {
          const b = batches.get(x.batch_id);
          return {
            _id: x.id,
            subject: { _id: x.subject_id, title: subjects.get(x.subject_id) ?? 'Other' },
            batch: { _id: x.batch_id, course: b?.course ?? null, branch: b?.branch ?? null, session: b?.session ?? null },
            startTime: new Date(x.start_time).toISOString(),
            endTime: new Date(x.end_time).toISOString(),
            type: x.type,
            classRoom: x.class_room,
          };
        }),
      });
    },
  );

  app.get(
    '/dashboard/teacher/lms-card-stat',
    {
      config: { access: TEACHER, shared, readModels: [...CLASS_MODELS, 'student'] },
      schema: { tags, response: { 200: TeacherLmsCardStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = scopeOf(req, rt);
      const mine = await mineOf(db, s, s.today, s.today);
      const batchIds = await batchesTaughtBy(db, s.inst, s.me);
      // ---- live classes (live-read) ----
      // The LMS cards count the teacher's online classes of today (an offline class has no room to go live in).
      const [today, genders] = await Promise.all([
        sql<{ n: number; next: Date | null }>`select count(*)::int as n,
            min(l.start_time) filter (where l.start_time > ${s.now.toISOString()}) as next
          from lecture l where ${mine.where} and ${mine.local} = ${s.today} and l.type = 'ONLINE'`.execute(db),
        // ---- end live classes ----
        studentGendersByBatch(db, s.inst, batchIds),
      ]);
      const t = today.rows[0];
      return ok('LMS card stat', {
        totalTodaysClass: t?.n ?? 0,
        upcomingClass: t?.next ? new Date(t.next).toISOString() : null,
        totalStudent: [...genders.values()].reduce((a, g) => a + g.MALE + g.FEMALE + g.OTHER, 0),
        totalBatch: batchIds.length,
      });
    },
  );
}
