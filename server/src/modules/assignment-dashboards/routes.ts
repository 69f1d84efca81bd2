import {
  ASSIGNMENT_TYPES,
  ErrorReply,
  STUDENT_UPCOMING_ASSIGNMENT_PAGE,
  StudentAssignmentOverviewQuery,
  StudentAssignmentOverviewReply,
  StudentAssignmentStatReply,
  StudentDashboardQuery,
  StudentUpcomingAssignmentList,
  StudentUpcomingAssignmentQuery,
  StudentWeekAssignmentOverviewReply,
  TEACHER_SUBMISSION_STAT_PAGE,
  TeacherAssignmentStatReply,
  TeacherAssignmentTypeStatReply,
  TeacherSubmissionStatList,
  TeacherSubmissionStatQuery,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { bySecond } from '../../platform/http/shared-read.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { notFound } from '../../platform/errors.js';
import { addDays } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { studentBatchId, studentGendersByBatch } from '../people/index.js';
import { subjectTitlesByIds } from '../academics/index.js';
import { dashboardStudent } from '../classes/index.js';
import {
  givenAssignmentsPage,
  studentAssignmentCounts,
  studentDueDays,
  teacherAssignmentsAhead,
  teacherAssignmentTotals,
  upcomingAssignmentsPage,
} from './counters.js';

const STUDENT_SIDE: Role[] = ['STUDENT', 'PARENT'];
const TEACHER: Role[] = ['TEACHER'];
const STUDENT_MODELS = ['assignment_dashboard', 'student', 'subject'];
const TEACHER_MODELS = ['assignment_dashboard', 'student'];
const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const round2 = (x: number) => Math.round(x * 100) / 100;
const atLeast0 = (x: number) => Math.max(0, x);

/** The Monday of the institute's week of `today`. */
const mondayOf = (today: string): string => {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((dow + 6) % 7)) ?? today;
};

/**
 * The assignment dashboards (issue 15 part 5; docs/api.md "Dashboards: assignments"): the student's (a STUDENT, or a
 * PARENT's linked child named by `?child=`) over the live assignments of their batch, the teacher's over the live
 * assignments they created. Every figure reads the `assignment_dashboard` counters, which signal their changes to the
 * author, the batch's students and their parents.
 */
export function assignmentDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  // Per user, by the second (today decides what is upcoming, pending or past due), until the counters move.
  const shared = { per: 'user' as const, vary: bySecond(rt.clock) };
  const student = { access: STUDENT_SIDE, shared, readModels: STUDENT_MODELS };
  const teacher = { access: TEACHER, shared, readModels: TEACHER_MODELS };
  const tags = ['dashboard-student'];
  const teacherTags = ['dashboards'];

  /** The student a call is about and their batch; null when a parent has no child or the student is in no batch. */
  const scopeOf = async (a: AuthContext, child: string | undefined) => {
    const studentId = dashboardStudent(a, child);
    if (!studentId) return null;
    const batchId = await studentBatchId(db, studentId, a.instituteId);
    if (batchId === undefined) throw notFound('Student not found.');
    if (batchId === null) return null;
    return { instituteId: a.instituteId, studentId, batchId, today: todayOf(rt.clock) };
  };

  app.get(
    '/dashboard/student/assignment-stat-card',
    {
      config: student,
      schema: { tags, querystring: StudentDashboardQuery, response: { 200: StudentAssignmentStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const s = await scopeOf(authOf(req), req.query.child);
      const c = s ? await studentAssignmentCounts(db, s) : null;
      if (!c)
        return ok('Assignment stat', {
          totalAssignment: 0,
          completeAssignment: 0,
          upcomingAssignment: 0,
          pendingAssignment: 0,
          assignmentNotSubmitted: 0,
          assignmentNotTaken: 0,
        });
      // Submissions come only once an assignment is open: those due today or later are open ones.
      const pending = atLeast0(c.dueAhead - c.upcoming - c.submittedAhead);
      const missed = atLeast0(c.total - c.dueAhead - (c.submitted - c.submittedAhead));
      return ok('Assignment stat', {
        totalAssignment: c.total,
        completeAssignment: c.submitted,
        upcomingAssignment: c.upcoming,
        pendingAssignment: pending,
        assignmentNotSubmitted: missed,
        assignmentNotTaken: atLeast0(c.total - c.upcoming - c.started),
      });
    },
  );

  app.get(
    '/dashboard/student/week-assignment-overview',
    {
      config: student,
      schema: { tags, querystring: StudentDashboardQuery, response: { 200: StudentWeekAssignmentOverviewReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const today = todayOf(rt.clock);
      const from = mondayOf(today);
      const to = addDays(from, 6) ?? from;
      const s = await scopeOf(authOf(req), req.query.child);
      const days = s ? await studentDueDays(db, { ...s, from, to }) : new Map<string, { dues: number; submitted: number }>();
      const x = { total: 0, submitted: 0, pending: 0, missed: 0 };
      for (const [day, d] of days) {
        x.total += d.dues;
        x.submitted += d.submitted;
        if (day < today) x.missed += atLeast0(d.dues - d.submitted);
        else x.pending += atLeast0(d.dues - d.submitted);
      }
      return ok('Week assignment overview', {
        from,
        to,
        totalAssignment: x.total,
        submitted: x.submitted,
        pending: x.pending,
        missed: x.missed,
      });
    },
  );

  app.get(
    '/dashboard/student/assignment-overview',
    {
      config: student,
      schema: { tags, querystring: StudentAssignmentOverviewQuery, response: { 200: StudentAssignmentOverviewReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const today = todayOf(rt.clock);
      const year = req.query.year ?? Number(today.slice(0, 4));
      const y = String(year).padStart(4, '0');
      const s = await scopeOf(authOf(req), req.query.child);
      const days = s
        ? await studentDueDays(db, { ...s, from: `${y}-01-01`, to: `${y}-12-31` })
        : new Map<string, { dues: number; submitted: number }>();
      const out = months(year).map((m) => ({ _id: m, totalAssignment: 0, submitted: 0, notSubmitted: 0, pending: 0 }));
      for (const [day, d] of days) {
        const row = out[Number(day.slice(5, 7)) - 1];
        if (!row) continue;
        row.totalAssignment += d.dues;
        row.submitted += d.submitted;
        if (day < today) row.notSubmitted += atLeast0(d.dues - d.submitted);
        else row.pending += atLeast0(d.dues - d.submitted);
      }
      return ok('Assignment overview', out);
    },
  );

  app.get(
    '/dashboard/student/upcoming-assignment',
    {
      config: student,
      schema: { tags, querystring: StudentUpcomingAssignmentQuery, response: { 200: StudentUpcomingAssignmentList, '4xx': ErrorReply } },
    },
    async (req) => {
      const { perPage, pageNo, offset } = pageOf(req.query, STUDENT_UPCOMING_ASSIGNMENT_PAGE);
      const s = await scopeOf(authOf(req), req.query.child);
      if (!s) return paged('Upcoming assignments', [], 0, perPage, pageNo);
      const [rows, c] = await Promise.all([upcomingAssignmentsPage(db, { ...s, limit: perPage, offset }), studentAssignmentCounts(db, s)]);
      const titles = await subjectTitlesByIds(
        db,
        s.instituteId,
        rows.map((r) => r.subject_id),
      );
      const data = rows.map((r) => ({
        _id: r.assignment_id,
        title: r.title,
        type: r.type,
        chapter: r.chapter,
        subject: { _id: r.subject_id, title: titles.get(r.subject_id) ?? '' },
        dateOfAssignment: r.start_day,
        dueDate: r.due_day,
        fullMark: Number(r.full_mark),
        status: (r.start_day <= s.today ? 'OPEN' : 'UPCOMING') as 'OPEN' | 'UPCOMING',
        started: r.started === true,
      }));
      return paged('Upcoming assignments', data, atLeast0(c.dueAhead - c.submittedAhead), perPage, pageNo);
    },
  );

  app.get(
    '/dashboard/teacher/assignment-stat',
    { config: teacher, schema: { tags: teacherTags, response: { 200: TeacherAssignmentStatReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const [t, ahead] = await Promise.all([
        teacherAssignmentTotals(db, a.instituteId, a.userId),
        teacherAssignmentsAhead(db, a.instituteId, a.userId, todayOf(rt.clock)),
      ]);
      return ok('Assignment stat', {
        pendingAssignment: ahead.dueAhead,
        completedAssignment: atLeast0(t.total - ahead.dueAhead),
        totalAssignment: t.total,
      });
    },
  );

  app.get(
    '/dashboard/teacher/assignment-submission-stat-prev',
    {
      config: teacher,
      schema: {
        tags: teacherTags,
        querystring: TeacherSubmissionStatQuery,
        response: { 200: TeacherSubmissionStatList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const today = todayOf(rt.clock);
      const { perPage, pageNo, offset } = pageOf(req.query, TEACHER_SUBMISSION_STAT_PAGE);
      const [rows, t, ahead] = await Promise.all([
        givenAssignmentsPage(db, { instituteId: a.instituteId, teacherId: a.userId, today, limit: perPage, offset }),
        teacherAssignmentTotals(db, a.instituteId, a.userId),
        teacherAssignmentsAhead(db, a.instituteId, a.userId, today),
      ]);
      const genders = await studentGendersByBatch(
        db,
        a.instituteId,
        rows.map((r) => r.batch_id),
      );
      const data = rows.map((r) => {
        const g = genders.get(r.batch_id);
        const totalStudent = g ? g.MALE + g.FEMALE + g.OTHER : 0;
        return {
          _id: r.assignment_id,
          title: r.title,
          type: r.type,
          batchId: r.batch_id,
          dateOfAssignment: r.start_day,
          dueDate: r.due_day,
          users: {
            totalStudent,
            totalStudentSubmitted: r.submitted,
            totalStudentNotSubmitted: atLeast0(totalStudent - r.submitted),
            totalBoysSubmitted: r.boys,
            totalGirlSubmitted: r.girls,
            totalOthersSubmitted: r.others,
          },
        };
      });
      return paged('Assignment submission stat', data, atLeast0(t.total - ahead.notGiven), perPage, pageNo);
    },
  );

  app.get(
    '/dashboard/teacher/assignment-type-stat',
    { config: teacher, schema: { tags: teacherTags, response: { 200: TeacherAssignmentTypeStatReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const t = await teacherAssignmentTotals(db, a.instituteId, a.userId);
      return ok(
        'Assignment type stat',
        ASSIGNMENT_TYPES.map((type) => ({
          _id: type,
          totalAssignment: t.byType[type],
          percentage: t.total > 0 ? round2((t.byType[type] / t.total) * 100) : 0,
        })),
      );
    },
  );
}
