import { sql } from 'kysely';
import {
  EXAM_RESULT_MESSAGES,
  ErrorReply,
  ExamIdParams,
  StudentExamCardList,
  StudentExamPageReply,
  StudentExamsQuery,
  StudentIdOnlyQuery,
  StudentUpcomingExamList,
  TeacherExamCardStatReply,
  TeacherExamOverviewReply,
  TeacherTestAnalyticsReply,
  TeacherSuccessRateReply,
  PreviousExamResultList,
  PreviousExamResultQuery,
  TeacherYearQuery,
  type ExamType,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { bySecond } from '../../platform/http/shared-read.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { todayOf } from '../../platform/clock.js';
import { batchesTaughtBy, subjectTitlesByIds } from '../academics/index.js';
import { examStates, examTotals, passTotals, previousExamPasses, testsPerMonth } from './result-counters.js';
import { LEARNERS, isSubmittedSheet, learnerScope, sheetsOf } from './result-access.js';
import { examStatus } from './views.js';
import { EXAM_MESSAGES } from './decider.js';
import { teacherAssignmentsPerMonth } from '../assignment-dashboards/index.js';

const TEACHER: Role[] = ['TEACHER'];
const tags = ['exam-dashboards'];
/** The teacher's exam widgets read the counters and the teacher's batches. */
const TEACHER_MODELS = ['exam_dashboard', 'batch', 'batch_teacher', 'timetable_slot'];
/** Pass counts by gender read the students' genders and the exams' titles too. */
const PASS_MODELS = [...TEACHER_MODELS, 'exam', 'student'];
/** The student's lists read the exams, their counters, the student's batch and their sheets. */
export const LEARNER_MODELS = ['exam', 'subject_exam', 'exam_dashboard', 'exam_result', 'student', 'subject'];
const MONTHS = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The teacher's exam widgets (002 §2 Teacher dashboard: Exam Complete / Upcoming / Ongoing, Exam Overview, the
 * Analytical Overview) over the exams of the batches they teach, and the student's exam lists (the exam dashboard's
 * upcoming exams grid, the exam cards, the student exam page). Live: the `exam_dashboard` counters, `exam`,
 * `subject_exam` and `exam_result` signal their changes.
 */
export function resultDashboardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const shared = { per: 'user' as const, vary: bySecond(rt.clock) };
  const mine = (req: Parameters<typeof authOf>[0]) => {
    const a = authOf(req);
    return { a, batches: batchesTaughtBy(db, a.instituteId, a.userId) };
  };

  app.get(
    '/dashboard/teacher/exam-card-stat',
    {
      config: { access: TEACHER, shared, readModels: TEACHER_MODELS },
      schema: { tags, response: { 200: TeacherExamCardStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { a, batches } = mine(req);
      const s = await examStates(db, a.instituteId, await batches, todayOf(rt.clock));
      return ok('Exam card stat', { completeExam: s.complete, upcomingExam: s.upcoming, ongoing: s.ongoing });
    },
  );

  app.get(
    '/dashboard/teacher/exam-overview',
    {
      config: { access: TEACHER, shared, readModels: TEACHER_MODELS },
      schema: { tags, response: { 200: TeacherExamOverviewReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { a, batches } = mine(req);
      const t = await examTotals(db, a.instituteId, await batches);
      const rows: { _id: ExamType; totalExamCount: number }[] = [
        { _id: 'ONLINE', totalExamCount: t.online },
        { _id: 'OFFLINE', totalExamCount: t.offline },
      ];
      return ok('Exam overview', rows);
    },
  );

  app.get(
    '/dashboard/teacher/test-analytics',
    {
      config: { access: TEACHER, shared, readModels: [...TEACHER_MODELS, 'assignment_dashboard'] },
      schema: { tags, querystring: TeacherYearQuery, response: { 200: TeacherTestAnalyticsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { a, batches } = mine(req);
      const year = req.query.year ?? Number(todayOf(rt.clock).slice(0, 4));
      // Tests: the subject exams of the teacher's batches; assignments: those the teacher gave (dateOfAssignment), per month.
      const [n, given] = await Promise.all([
        testsPerMonth(db, a.instituteId, await batches, year),
        teacherAssignmentsPerMonth(db, a.instituteId, a.userId, year),
      ]);
      return ok(
        'Test analytics',
        MONTHS(year).map((m) => ({ _id: m, test: n.get(m) ?? 0, assignment: given.get(m) ?? 0 })),
      );
    },
  );

  app.get(
    '/dashboard/teacher/student-success-rate',
    {
      config: { access: TEACHER, shared, readModels: TEACHER_MODELS },
      schema: { tags, response: { 200: TeacherSuccessRateReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { a, batches } = mine(req);
      const t = await passTotals(db, a.instituteId, await batches);
      // Of the results of the teacher's batches' subject exams (sheets submitted or recorded), those passed.
      const pct = t.results > 0 ? Math.round((t.passes / t.results) * 10000) / 100 : 0;
      return ok('Student success rate', { totalStudentPassPercentage: pct, totalStudentPass: t.passes });
    },
  );

  app.get(
    '/dashboard/teacher/previous-exam-result',
    {
      config: { access: TEACHER, shared, readModels: PASS_MODELS },
      schema: { tags, querystring: PreviousExamResultQuery, response: { 200: PreviousExamResultList, '4xx': ErrorReply } },
    },
    async (req) => {
      const { a, batches } = mine(req);
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const { rows, total } = await previousExamPasses(db, {
        instituteId: a.instituteId,
        batchIds: await batches,
        today: todayOf(rt.clock),
        perPage,
        offset,
      });
      return paged('Previous exam results', rows, total, perPage, pageNo);
    },
  );

  const learnerConfig = { access: LEARNERS, readModels: LEARNER_MODELS };

  app.get(
    '/exam/student/upcoming-exam',
    {
      config: learnerConfig,
      schema: { tags, querystring: StudentExamsQuery, response: { 200: StudentUpcomingExamList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const s = await learnerScope(db, a, req.query.studentId);
      const { perPage, pageNo, offset } = pageOf(req.query, 12);
      if (!s.batchId) return paged('Upcoming exams', [], 0, perPage, pageNo);
      const now = rt.clock.now().toISOString();
      const search = req.query.searchTitle?.trim();
      // The live subject exams of the batch that have not ended: an index range from now on (exam_dashboard_subject).
      const where = sql`d.institute_id = ${a.instituteId} and d.batch_id = ${s.batchId} and d.live and d.end_time > ${now}
        ${search ? sql`and e.title ilike ${likePattern(search)}` : sql``}`;
      const [rows, count] = await Promise.all([
        sql<{
          id: string;
          exam_id: string;
          title: string;
          type: ExamType;
          subject_id: string;
          start_time: Date | string;
          end_time: Date | string;
          full_mark: string | number;
        }>`select d.subject_exam_id as id, d.exam_id, e.title, e.type, x.subject_id, x.start_time, x.end_time, x.full_mark
          from exam_dashboard_subject d join exam e on e.id = d.exam_id join subject_exam x on x.id = d.subject_exam_id
          where ${where} and e.deleted_at is null and x.deleted_at is null
          order by x.start_time, d.subject_exam_id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from exam_dashboard_subject d join exam e on e.id = d.exam_id
          where ${where} and e.deleted_at is null`.execute(db),
      ]);
      const [titles, sheets] = await Promise.all([
        subjectTitlesByIds(
          db,
          a.instituteId,
          rows.rows.map((r) => r.subject_id),
        ),
        sheetsOf(
          db,
          a.instituteId,
          s.studentId,
          rows.rows.map((r) => r.id),
        ),
      ]);
      const data = rows.rows.map((r) => ({
        _id: r.id,
        exam: { _id: r.exam_id, title: r.title, type: r.type },
        subject: { _id: r.subject_id, title: titles.get(r.subject_id) ?? '' },
        startTime: iso(r.start_time),
        endTime: iso(r.end_time),
        fullMark: Number(r.full_mark),
        status: (iso(r.start_time) <= now ? 'INPROGRESS' : 'UPCOMING') as 'UPCOMING' | 'INPROGRESS',
        isSubmitted: isSubmittedSheet(sheets.get(r.id)),
      }));
      return paged('Upcoming exams', data, count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/exam/student/exams',
    {
      config: learnerConfig,
      schema: { tags, querystring: StudentExamsQuery, response: { 200: StudentExamCardList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const s = await learnerScope(db, a, req.query.studentId);
      const { perPage, pageNo, offset } = pageOf(req.query, 12);
      if (!s.batchId) return paged('Exams', [], 0, perPage, pageNo);
      const search = req.query.searchTitle?.trim();
      const where = sql`institute_id = ${a.instituteId} and batch_id = ${s.batchId} and deleted_at is null
        ${search ? sql`and title ilike ${likePattern(search)}` : sql``}`;
      const [rows, count] = await Promise.all([
        sql<{
          id: string;
          title: string;
          type: ExamType;
          start_date: string;
          end_date: string;
          subjects: number;
          result_published: boolean;
        }>`select id, title, type, start_date, end_date, subjects, result_published from exam where ${where}
          order by start_date desc, title, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from exam where ${where}`.execute(db),
      ]);
      const today = todayOf(rt.clock);
      const data = rows.rows.map((r) => ({
        _id: r.id,
        title: r.title,
        type: r.type,
        startDate: r.start_date,
        endDate: r.end_date,
        totalSubjectExam: r.subjects,
        status: examStatus(r.start_date, r.end_date, today),
        resultPublished: r.result_published,
      }));
      return paged('Exams', data, count.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/exam/student/exam/:examId',
    {
      config: learnerConfig,
      schema: { tags, params: ExamIdParams, querystring: StudentIdOnlyQuery, response: { 200: StudentExamPageReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const s = await learnerScope(db, a, req.query.studentId);
      const found = await sql<{
        id: string;
        title: string;
        type: ExamType;
        batch_id: string;
        start_date: string;
        end_date: string;
        result_published: boolean;
      }>`select id, title, type, batch_id, start_date, end_date, result_published from exam
        where id = ${req.params.examId} and institute_id = ${a.instituteId} and deleted_at is null`.execute(db);
      const exam = found.rows[0];
      if (!exam) throw notFound(EXAM_MESSAGES.notFound);
      if (exam.batch_id !== s.batchId) throw forbidden(EXAM_RESULT_MESSAGES.notStudentOfBatch);
      const subs = await sql<{
        id: string;
        subject_id: string;
        start_time: Date | string;
        end_time: Date | string;
        full_mark: string | number;
        pass_mark: string | number;
        total_question: number;
      }>`select id, subject_id, start_time, end_time, full_mark, pass_mark, total_question from subject_exam
        where exam_id = ${exam.id} and institute_id = ${a.instituteId} and deleted_at is null order by start_time, id`.execute(db);
      const ids = subs.rows.map((r) => r.id);
      const [titles, sheets] = await Promise.all([
        subjectTitlesByIds(
          db,
          a.instituteId,
          subs.rows.map((r) => r.subject_id),
        ),
        sheetsOf(db, a.instituteId, s.studentId, ids),
      ]);
      const now = rt.clock.now().toISOString();
      return ok('Exam', {
        exam: {
          _id: exam.id,
          title: exam.title,
          type: exam.type,
          startDate: exam.start_date,
          endDate: exam.end_date,
          resultPublished: exam.result_published,
        },
        subjects: subs.rows.map((r) => {
          const sheet = sheets.get(r.id);
          const [start, end] = [iso(r.start_time), iso(r.end_time)];
          return {
            _id: r.id,
            subject: { _id: r.subject_id, title: titles.get(r.subject_id) ?? '' },
            startTime: start,
            endTime: end,
            fullMark: Number(r.full_mark),
            passMark: Number(r.pass_mark),
            totalQuestion: r.total_question,
            status: (now < start ? 'UPCOMING' : now < end ? 'INPROGRESS' : 'ENDED') as 'UPCOMING' | 'INPROGRESS' | 'ENDED',
            started: !!sheet,
            isSubmitted: isSubmittedSheet(sheet),
            submittedAt: sheet?.submittedAt ?? null,
          };
        }),
      });
    },
  );
}
