import { sql } from 'kysely';
import {
  EXAM_RESULT_MESSAGES as M,
  ErrorReply,
  ExamReviewReply,
  ExamStudentParams,
  ResultAllQuery,
  ResultStudentParams,
  StudentExamResultReply,
  StudentIdOnlyQuery,
  SheetSubjectExamParams,
  ExamResultSummaryList,
  type Role,
  type StudentExamResult,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { forbidden, notFound, badRequest } from '../../platform/errors.js';
import { batchesTaughtBy } from '../academics/index.js';
import { EXAM_MESSAGES } from './decider.js';
import { MODULE } from './access.js';
import { learnerOf } from './result-access.js';
import { examOutcome, type ExamOutcome } from './result-compute.js';
import {
  RESULT_MODELS,
  examStanding,
  gradeBands,
  resultExam,
  resultStudents,
  resultTitles,
  studentExamPage,
  studentSheets,
  subjectExamsOf,
  type ResultExam,
} from './result-queries.js';

/** Results: the office (module exam), teachers of the batch, the student (own) and parents (their children's). */
export const RESULT_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'];
const tags = ['exam-results'];
const LEARNERS = new Set<Role>(['STUDENT', 'PARENT']);

/**
 * Who may read a student's results, and which: a STUDENT their own, a PARENT their children's (both only published
 * exams), a TEACHER those of the batches they teach, the office all. 404 for a student not of the institute.
 */
export function resultGuard(rt: Runtime) {
  const db = rt.database.db;
  return {
    /** The student's card, when the caller may read their results (the exam's batch for a teacher, when given). */
    async student(a: AuthContext, studentId: string, examBatchId: string | null) {
      if (a.role === 'STUDENT' && studentId !== a.userId) throw forbidden('You may see only your own results.');
      if (a.role === 'PARENT') learnerOf(a, studentId);
      const card = (await resultStudents(rt, a.instituteId, [studentId])).get(studentId);
      if (!card) throw notFound(M.studentNotFound);
      if (a.role === 'TEACHER') {
        const taught = await batchesTaughtBy(db, a.instituteId, a.userId);
        const batch = examBatchId ?? card.batchId;
        if (!batch || !taught.includes(batch)) throw forbidden('You do not teach this student’s batch.');
      }
      return card;
    },
    /** A learner sees an exam's results only once published. */
    published(a: AuthContext, exam: ResultExam) {
      if (LEARNERS.has(a.role) && !exam.published) throw forbidden(M.notPublished);
    },
    async exam(a: AuthContext, examId: string) {
      const exam = await resultExam(db, a.instituteId, examId);
      if (!exam) throw notFound(EXAM_MESSAGES.notFound);
      return exam;
    },
  };
}

/** A student's whole result in an exam, with the rank in its batch: the results page, the report card. */
export async function studentExamResult(rt: Runtime, a: AuthContext, exam: ResultExam, studentId: string): Promise<StudentExamResult> {
  const db = rt.database.db;
  const [subjectsBy, bands, cards] = await Promise.all([
    subjectExamsOf(db, a.instituteId, [exam.id]),
    gradeBands(db, a.instituteId),
    resultStudents(rt, a.instituteId, [studentId]),
  ]);
  const subjects = subjectsBy.get(exam.id) ?? [];
  const standing = await examStanding(rt, a.instituteId, exam, subjects, bands);
  const card = cards.get(studentId);
  if (!card) throw notFound(M.studentNotFound);
  if (!standing.students.includes(studentId)) throw notFound(M.studentNotInBatch);
  const o = standing.outcomes.get(studentId)!;
  const titles = await resultTitles(
    db,
    a.instituteId,
    subjects.map((s) => s.subjectId),
    [exam.batchId],
  );
  return resultView(exam, card, o, standing.ranks.get(studentId) ?? null, standing.students.length, titles);
}

type Card = NonNullable<Awaited<ReturnType<typeof resultStudents>> extends Map<string, infer C> ? C : never>;
type Titles = Awaited<ReturnType<typeof resultTitles>>;

/** The reply of one student's result in an exam (the results page, a report card). */
export function resultView(
  exam: ResultExam,
  card: Card,
  o: ExamOutcome,
  rank: number | null,
  batchSize: number,
  titles: Titles,
): StudentExamResult {
  const { batchId: _b, ...student } = card;
  const s = exam.settings;
  return {
    exam: examRef(exam),
    student,
    batch: titles.batch(exam.batchId),
    subjects: o.subjects.map((x) => ({
      subjectExam: { _id: x.subjectExamId },
      subject: { _id: x.subjectId, title: titles.subject(x.subjectId) },
      fullMark: x.fullMark,
      passMark: x.passMark,
      credit: x.credit,
      isAttended: x.isAttended,
      obtainMark: x.obtainMark,
      markPercentage: x.markPercentage,
      grade: x.grade,
      passed: x.passed,
      remark: x.remark,
      status: x.status,
    })),
    totalMarkSecured: o.totalMarkSecured,
    fullMark: o.fullMark,
    percentage: o.percentage,
    grade: o.grade,
    totalSGPA: o.totalSGPA,
    passed: o.passed,
    rank,
    batchSize,
    review: {
      score: s.showExamScoreAfterEnd,
      responses: s.showExamResponseAfterEnd,
      correctAnswers: s.showExamCorrectAnswerAfterEnd,
      explanations: s.showExamExplanationAfterEnd,
    },
  };
}

export const examRef = (e: ResultExam) => ({
  _id: e.id,
  title: e.title,
  type: e.type,
  startDate: e.startDate,
  endDate: e.endDate,
  resultPublished: e.published,
});

const summaryOf = (e: ResultExam, o: ExamOutcome) => ({
  exam: examRef(e),
  fullMark: o.fullMark,
  totalSGPA: o.totalSGPA,
  totalMarkSecured: o.totalMarkSecured,
  percentage: o.percentage,
  grade: o.grade,
  passed: o.passed,
});

export function resultRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const guard = resultGuard(rt);
  const config = { access: RESULT_READERS, module: MODULE, readModels: RESULT_MODELS };

  app.get(
    '/exam/result/all/:studentId',
    {
      config,
      schema: {
        tags,
        params: ResultStudentParams,
        querystring: ResultAllQuery,
        response: { 200: ExamResultSummaryList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const card = await guard.student(a, req.params.studentId, null);
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const { exams, total } = await studentExamPage(db, {
        instituteId: a.instituteId,
        studentId: card._id,
        batchId: card.batchId,
        search: req.query.searchTitle,
        publishedOnly: LEARNERS.has(a.role),
        perPage,
        offset,
      });
      const ids = exams.map((e) => e.id);
      const [subjects, sheets, bands] = await Promise.all([
        subjectExamsOf(db, a.instituteId, ids),
        studentSheets(db, a.instituteId, card._id, ids),
        gradeBands(db, a.instituteId),
      ]);
      const data = exams.map((e) => summaryOf(e, examOutcome(subjects.get(e.id) ?? [], sheets.get(e.id) ?? new Map(), bands)));
      return paged('Student results', data, total, perPage, pageNo);
    },
  );

  app.get(
    '/exam/result/:examId/student/:studentId',
    {
      config,
      schema: { tags, params: ExamStudentParams, response: { 200: StudentExamResultReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const exam = await guard.exam(a, req.params.examId);
      await guard.student(a, req.params.studentId, exam.batchId);
      guard.published(a, exam);
      return ok('Student result', await studentExamResult(rt, a, exam, req.params.studentId));
    },
  );

  app.get(
    '/exam/:subjectExamId/review',
    {
      config: {
        access: ['STUDENT', 'PARENT'] as Role[],
        readModels: ['exam', 'subject_exam', 'exam_question', 'exam_result', 'exam_answer'],
      },
      schema: {
        tags,
        params: SheetSubjectExamParams,
        querystring: StudentIdOnlyQuery,
        response: { 200: ExamReviewReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const studentId = learnerOf(a, req.query.studentId);
      const found = await sql<{
        id: string;
        exam_id: string;
        batch_id: string;
        end_time: Date | string;
        full_mark: string | number;
      }>`select id, exam_id, batch_id, end_time, full_mark from subject_exam where id = ${req.params.subjectExamId}
        and institute_id = ${a.instituteId} and deleted_at is null`.execute(db);
      const sub = found.rows[0];
      if (!sub) throw notFound(EXAM_MESSAGES.subjectNotFound);
      const exam = await guard.exam(a, sub.exam_id);
      const card = (await resultStudents(rt, a.instituteId, [studentId])).get(studentId);
      const [sheet] = (
        await sql<{ obtain_mark: string | number; status: string; is_attended: boolean }>`select obtain_mark, status, is_attended
          from exam_result where subject_exam_id = ${sub.id} and student_id = ${studentId} and institute_id = ${a.instituteId}`.execute(db)
      ).rows;
      if (!card || (card.batchId !== sub.batch_id && !sheet)) throw forbidden(M.notStudentOfBatch);
      if (rt.clock.now().getTime() < new Date(sub.end_time).getTime()) throw badRequest(M.reviewBeforeEnd);
      const s = exam.settings;
      const flags = {
        showScore: s.showExamScoreAfterEnd,
        showResponses: s.showExamResponseAfterEnd,
        showCorrectAnswers: s.showExamCorrectAnswerAfterEnd,
        showExplanations: s.showExamExplanationAfterEnd,
      };
      const [questions, answers, attempt] = await Promise.all([
        sql<{
          id: string;
          question: string;
          type: string;
          options: string[] | string;
          answer: string;
          mark_awarded: string | number;
          explanation: string;
        }>`select id, question, type, options, answer, mark_awarded, explanation from exam_question
          where subject_exam_id = ${sub.id} and institute_id = ${a.instituteId} and deleted_at is null order by position, id`.execute(db),
        flags.showResponses || flags.showScore
          ? sql<{ question_id: string; answer: string; attachment_id: string | null; mark: string | number | null }>`
              select question_id, answer, attachment_id, mark from exam_answer
              where subject_exam_id = ${sub.id} and student_id = ${studentId}`.execute(db)
          : Promise.resolve({ rows: [] }),
        sql<{
          order: string[] | null;
        }>`select "order" from exam_attempt where subject_exam_id = ${sub.id} and student_id = ${studentId}`.execute(db),
      ]);
      const given = new Map(answers.rows.map((x) => [x.question_id, x]));
      // In the order the student was shown, when they started; else the bank's.
      const order = attempt.rows[0]?.order ?? [];
      const rank = new Map(order.map((id, i) => [id, i]));
      const list = [...questions.rows].sort((p, q) => (rank.get(p.id) ?? order.length) - (rank.get(q.id) ?? order.length));
      return ok('Exam review', {
        ...flags,
        markSecured: flags.showScore && sheet && sheet.status !== 'IN_PROGRESS' ? Number(sheet.obtain_mark) : null,
        fullMark: Number(sub.full_mark),
        questions: list.map((q) => {
          const mine = given.get(q.id);
          return {
            _id: q.id,
            question: q.question,
            type: q.type,
            options: typeof q.options === 'string' ? (JSON.parse(q.options) as string[]) : q.options,
            markAwarded: Number(q.mark_awarded),
            ...(flags.showResponses
              ? { studentAnswer: mine?.answer ?? '', attachmentUrl: rt.files.signedUrl(mine?.attachment_id ?? null, '/api/v1') }
              : {}),
            ...(flags.showScore ? { mark: mine?.mark == null ? null : Number(mine.mark) } : {}),
            ...(flags.showCorrectAnswers ? { answer: q.answer } : {}),
            ...(flags.showExplanations ? { explanation: q.explanation } : {}),
          };
        }),
      });
    },
  );
}
