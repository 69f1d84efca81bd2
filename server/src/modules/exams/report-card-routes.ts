import { sql } from 'kysely';
import {
  BatchIdParams,
  BatchStudentParams,
  EXAM_RESULT_MESSAGES as M,
  ErrorReply,
  ExamIdParams,
  ExamStudentParams,
  ExamWeightsBody,
  ExamWeightsReply,
  FileReply,
  ReportCardReply,
  SessionReportCardReply,
  examWeightsStream,
  type ReportCard,
  type Role,
  type SessionReportCard,
  type StudentExamResult,
} from '@school/contracts';
import type { FastifyReply } from 'fastify';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { renderReportCards, type ReportCardPage } from '../../platform/pdf/report-card.js';
import { batchesTaughtBy, batchAudience } from '../academics/index.js';
import { payslipLetterhead } from '../identity/index.js';
import { studentIdsOfBatch } from '../people/index.js';
import { MODULE } from './access.js';
import { examOutcome, gradeOf, ranks, weightedPercentage } from './result-compute.js';
import {
  RESULT_MODELS,
  examStanding,
  gradeBands,
  resultExams,
  resultStudents,
  resultTitles,
  sheetsOfExams,
  subjectExamsOf,
  type ResultExam,
} from './result-queries.js';
import { examPage, letterhead, sessionPage } from './report-card-pages.js';
import { RESULT_READERS, examRef, resultGuard, resultView, studentExamResult } from './result-routes.js';
import { examWeightsDecider } from './report-card-weights.js';

const tags = ['report-cards'];
const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const STAFF_SIDE: Role[] = [...OFFICE, 'TEACHER'];
const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]+/g, '-')}.pdf"`)
    .send(pdf);

export function reportCardRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const guard = resultGuard(rt);
  const audience = batchAudience(rt);
  const config = { access: RESULT_READERS, module: MODULE, readModels: [...RESULT_MODELS, 'institute'] };

  const examCard = async (a: AuthContext, examId: string, studentId: string) => {
    const exam = await guard.exam(a, examId);
    await guard.student(a, studentId, exam.batchId);
    guard.published(a, exam);
    const [result, head] = await Promise.all([studentExamResult(rt, a, exam, studentId), letterhead(rt, a.instituteId)]);
    const card: ReportCard = { ...result, institute: head.ref, generatedAt: rt.clock.now().toISOString() };
    return { card, head };
  };

  app.get(
    '/exam/report-card/:examId/:studentId',
    { config, schema: { tags, params: ExamStudentParams, response: { 200: ReportCardReply, '4xx': ErrorReply } } },
    async (req) => ok('Report card', (await examCard(authOf(req), req.params.examId, req.params.studentId)).card),
  );

  app.get(
    '/exam/report-card/:examId/:studentId/pdf',
    {
      config,
      schema: {
        tags,
        params: ExamStudentParams,
        response: { 200: FileReply('The report card, application/pdf (A4).'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const { card, head } = await examCard(authOf(req), req.params.examId, req.params.studentId);
      const pdf = await renderReportCards({
        instituteName: head.ref.name,
        ...(head.ref.address ? { instituteAddress: head.ref.address } : {}),
        ...(head.logo ? { logo: head.logo } : {}),
        title: `Report card: ${card.student.displayName}, ${card.exam.title}`,
        generatedAt: card.generatedAt,
        pages: [examPage(card)],
      });
      return sendPdf(reply, pdf, `report-card-${card.exam.title}-${card.student.displayName}`);
    },
  );

  app.get(
    '/exam/report-card/:examId/batch/pdf',
    {
      config: { ...config, access: STAFF_SIDE },
      schema: {
        tags,
        params: ExamIdParams,
        response: { 200: FileReply('Every report card of the batch, application/pdf (A4).'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const exam = await guard.exam(a, req.params.examId);
      if (a.role === 'TEACHER' && !(await batchesTaughtBy(db, a.instituteId, a.userId)).includes(exam.batchId)) {
        throw forbidden('You do not teach this batch.');
      }
      const results = await batchResults(rt, a, exam);
      const head = await letterhead(rt, a.instituteId);
      const now = rt.clock.now().toISOString();
      const pdf = await renderReportCards({
        instituteName: head.ref.name,
        ...(head.ref.address ? { instituteAddress: head.ref.address } : {}),
        ...(head.logo ? { logo: head.logo } : {}),
        title: `Report cards: ${exam.title}`,
        generatedAt: now,
        pages: results.map(examPage),
      });
      return sendPdf(reply, pdf, `report-cards-${exam.title}`);
    },
  );

  // ---- Session report card: the batch's exams weighted as the institute sets ------------------------------------

  const weightsOf = async (instituteId: string, batchId: string) => {
    const r = await sql<{ exam_id: string; weight: string | number }>`select exam_id, weight from exam_weight
      where batch_id = ${batchId} and institute_id = ${instituteId} order by exam_id`.execute(db);
    return r.rows.map((w) => ({ examId: w.exam_id, weight: Number(w.weight) }));
  };
  const weightsReply = async (instituteId: string, batchId: string, weights: { examId: string; weight: number }[]) => {
    const exams = new Map(
      (
        await resultExams(
          db,
          instituteId,
          weights.map((w) => w.examId),
        )
      ).map((e) => [e.id, e]),
    );
    return {
      batchId,
      weights: weights
        .filter((w) => exams.has(w.examId))
        .map((w) => ({ exam: { _id: w.examId, title: exams.get(w.examId)!.title }, weight: w.weight })),
    };
  };

  app.put(
    '/exam/weights/:batchId',
    {
      config: { access: OFFICE, module: MODULE },
      schema: { tags, params: BatchIdParams, body: ExamWeightsBody, response: { 200: ExamWeightsReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const { batchId } = req.params;
      await audience.mayRead(a, batchId, [MODULE]);
      const weights = req.body.weights.map((w) => ({ examId: w.exam.trim(), weight: w.weight }));
      const exams = await resultExams(
        db,
        a.instituteId,
        weights.map((w) => w.examId),
      );
      const ofBatch = new Set(exams.filter((e) => e.batchId === batchId).map((e) => e.id));
      if (weights.some((w) => !ofBatch.has(w.examId))) throw badRequest(M.weightExamNotInBatch);
      const ctx = commandContext(req);
      const res = await rt.commands.handle(
        examWeightsDecider,
        examWeightsStream(batchId),
        { type: 'SetExamWeights', data: { batchId, weights } },
        ctx,
      );
      const saved = res.state.weights ?? weights;
      return sendWritten(reply, res.append, M.weightsUpdated, await weightsReply(a.instituteId, batchId, saved));
    },
  );

  app.get(
    '/exam/weights/:batchId',
    {
      config: { access: STAFF_SIDE, module: MODULE, readModels: ['exam_weight', 'exam'] },
      schema: { tags, params: BatchIdParams, response: { 200: ExamWeightsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      await audience.mayRead(a, req.params.batchId, [MODULE]);
      return ok('Exam weights', await weightsReply(a.instituteId, req.params.batchId, await weightsOf(a.instituteId, req.params.batchId)));
    },
  );

  const sessionCard = async (a: AuthContext, batchId: string, studentId: string): Promise<{ card: SessionReportCard; logo?: Buffer }> => {
    const card = await guard.student(a, studentId, batchId);
    const weights = await weightsOf(a.instituteId, batchId);
    const all = (
      await resultExams(
        db,
        a.instituteId,
        weights.map((w) => w.examId),
      )
    ).filter((e) => e.batchId === batchId && e.published);
    const weightOf = new Map(weights.map((w) => [w.examId, w.weight]));
    const exams = all.filter((e) => (weightOf.get(e.id) ?? 0) > 0);
    const [subjects, sheets, bands, head] = await Promise.all([
      subjectExamsOf(
        db,
        a.instituteId,
        exams.map((e) => e.id),
      ),
      sheetsOfExams(
        db,
        a.instituteId,
        exams.map((e) => e.id),
      ),
      gradeBands(db, a.instituteId),
      letterhead(rt, a.instituteId),
    ]);
    const students = await studentIdsOfBatch(rt, a.instituteId, batchId);
    // Every student's weighted percentage, to rank them in the batch.
    const everyone = [...new Set([...students, ...exams.flatMap((e) => [...(sheets.get(e.id)?.keys() ?? [])])])];
    const per = (sid: string) =>
      exams.map((e) => ({ exam: e, o: examOutcome(subjects.get(e.id) ?? [], sheets.get(e.id)?.get(sid) ?? new Map(), bands) }));
    const weighted = new Map(
      everyone.map((sid) => {
        const parts = per(sid);
        return [
          sid,
          parts.some((p) => p.o.hasResult)
            ? weightedPercentage(parts.map((p) => ({ weight: weightOf.get(p.exam.id) ?? 0, percentage: p.o.percentage })))
            : null,
        ];
      }),
    );
    const mine = per(studentId);
    const percentage = weighted.get(studentId) ?? 0;
    const titles = await resultTitles(db, a.instituteId, [], [batchId]);
    const { batchId: _b, ...student } = card;
    const anyResult = mine.some((p) => p.o.hasResult);
    return {
      card: {
        institute: head.ref,
        student,
        batch: titles.batch(batchId),
        exams: mine.map((p) => ({
          exam: examRef(p.exam),
          weight: weightOf.get(p.exam.id) ?? 0,
          fullMark: p.o.fullMark,
          totalMarkSecured: p.o.totalMarkSecured,
          percentage: p.o.percentage,
          grade: p.o.grade,
          passed: p.o.passed,
        })),
        percentage,
        grade: anyResult ? gradeOf(bands, percentage) : '',
        passed: mine.length > 0 && mine.every((p) => p.o.passed),
        rank: ranks(weighted).get(studentId) ?? null,
        batchSize: everyone.length,
        generatedAt: rt.clock.now().toISOString(),
      },
      ...(head.logo ? { logo: head.logo } : {}),
    };
  };

  const sessionConfig = { ...config, readModels: [...RESULT_MODELS, 'institute', 'exam_weight'] };
  app.get(
    '/exam/report-card/session/:batchId/:studentId',
    { config: sessionConfig, schema: { tags, params: BatchStudentParams, response: { 200: SessionReportCardReply, '4xx': ErrorReply } } },
    async (req) => ok('Session report card', (await sessionCard(authOf(req), req.params.batchId, req.params.studentId)).card),
  );

  app.get(
    '/exam/report-card/session/:batchId/:studentId/pdf',
    {
      config: sessionConfig,
      schema: {
        tags,
        params: BatchStudentParams,
        response: { 200: FileReply('The session report card, application/pdf (A4).'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const { card, logo } = await sessionCard(authOf(req), req.params.batchId, req.params.studentId);
      const pdf = await renderReportCards({
        instituteName: card.institute.name,
        ...(card.institute.address ? { instituteAddress: card.institute.address } : {}),
        ...(logo ? { logo } : {}),
        title: `Session report card: ${card.student.displayName}`,
        generatedAt: card.generatedAt,
        pages: [sessionPage(card)],
      });
      return sendPdf(reply, pdf, `session-report-card-${card.student.displayName}`);
    },
  );
}

/** Every student's result in the exam (its batch's students and anyone with a result), by name. */
async function batchResults(rt: Runtime, a: AuthContext, exam: ResultExam): Promise<StudentExamResult[]> {
  const db = rt.database.db;
  const [subjectsBy, bands] = await Promise.all([subjectExamsOf(db, a.instituteId, [exam.id]), gradeBands(db, a.instituteId)]);
  const subjects = subjectsBy.get(exam.id) ?? [];
  const standing = await examStanding(rt, a.instituteId, exam, subjects, bands);
  const [cards, titles] = await Promise.all([
    resultStudents(rt, a.instituteId, standing.students),
    resultTitles(
      db,
      a.instituteId,
      subjects.map((s) => s.subjectId),
      [exam.batchId],
    ),
  ]);
  const out: StudentExamResult[] = [];
  for (const id of standing.students) {
    const card = cards.get(id);
    const o = standing.outcomes.get(id);
    if (card && o) out.push(resultView(exam, card, o, standing.ranks.get(id) ?? null, standing.students.length, titles));
  }
  return out.sort((p, q) => p.student.displayName.localeCompare(q.student.displayName) || p.student._id.localeCompare(q.student._id));
}
