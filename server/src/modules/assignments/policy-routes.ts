import {
  ASSIGNMENT_MESSAGES as M,
  AssignmentStudentIdParams,
  ErrorReply,
  LatePolicyBody,
  LatePolicyReply,
  StudentAssignmentList,
  StudentAssignmentsQuery,
  assignmentPolicyStream,
  type StudentAssignmentRow,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf } from '../../platform/http/reply.js';
import { todayOf } from '../../platform/clock.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { subjectTitlesByIds } from '../academics/index.js';
import { studentsByIds } from '../people/index.js';
import { ALL_ROLES, MODULE, READ_MODELS, assignmentAccess } from './access.js';
import { assignmentsOfBatches, assignmentRowsByIds, questionRows, sheetRowsOfStudent } from './queries.js';
import { latePolicyDecider } from './sheet-decider.js';

/** The institute's late policy (issue 15 part 2) and a student's assignments on their profile (001 §7, issue 15 part 4). */
export function policyRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = assignmentAccess(rt);

  app.get(
    '/assignment/late-policy',
    {
      config: { access: ALL_ROLES, module: MODULE },
      schema: { tags: ['assignments'], response: { 200: LatePolicyReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const p = await access.policy(commandContext(req));
      return ok('Late policy', { policy: p.policy, penaltyPercentPerDay: p.penaltyPercentPerDay, updatedAt: p.updatedAt });
    },
  );

  app.put(
    '/assignment/late-policy',
    {
      config: { access: ['SUPER_ADMIN', 'ADMIN'], module: MODULE },
      schema: { tags: ['assignments'], body: LatePolicyBody, response: { 200: LatePolicyReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const b = req.body;
      const res = await rt.commands.handle(
        latePolicyDecider,
        assignmentPolicyStream(ctx.instituteId),
        {
          type: 'SetLatePolicy',
          data: { instituteId: ctx.instituteId, policy: b.policy, penaltyPercentPerDay: b.penaltyPercentPerDay ?? 0 },
        },
        ctx,
      );
      const p = res.state;
      return sendWritten(reply, res.append, M.policySet, {
        policy: p.policy,
        penaltyPercentPerDay: p.penaltyPercentPerDay,
        updatedAt: p.updatedAt,
      });
    },
  );

  app.get(
    '/assignment/student/:studentId',
    {
      config: { access: ALL_ROLES, module: MODULE, readableWith: ['student'], readModels: READ_MODELS },
      schema: {
        tags: ['assignments'],
        params: AssignmentStudentIdParams,
        querystring: StudentAssignmentsQuery,
        response: { 200: StudentAssignmentList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { studentId } = req.params;
      // A student reads only their own, a parent only a child's: anyone else's is not theirs to know of.
      if (a.role === 'STUDENT' && studentId !== a.userId) throw notFound('Student not found.');
      if (a.role === 'PARENT' && !a.children.includes(studentId)) throw notFound('Student not found.');
      const [student] = await studentsByIds(db, a.instituteId, [studentId]);
      if (!student) throw notFound('Student not found.');
      // The staff side: the office, or a teacher of the student's batch (403 for another teacher).
      // The office reads it with module assignment or student (the student profile's section, as the route allows).
      if (student.batchId) await access.mayRead(a, student.batchId, ['student']);
      else if (a.role === 'TEACHER') throw forbidden('You may not see this student.');
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      // The assignments of the student's batch, and any they submitted in another batch before moving.
      const own = await assignmentsOfBatches(db, a.instituteId, student.batchId ? [student.batchId] : []);
      const mine = await sheetRowsOfStudent(db, a.instituteId, studentId);
      const extraIds = mine.filter((s) => s.submitted && !own.some((r) => r.id === s.assignmentId)).map((s) => s.assignmentId);
      const every = [...own, ...(await assignmentRowsByIds(db, a.instituteId, extraIds))].sort((x, y) =>
        x.dueDate < y.dueDate ? 1 : x.dueDate > y.dueDate ? -1 : x.id.localeCompare(y.id),
      );
      const search = req.query.searchTitle?.trim().toLowerCase() ?? '';
      const all = search ? every.filter((r) => r.title.toLowerCase().includes(search)) : every;
      const bySheet = new Map(mine.map((s) => [s.assignmentId, s]));
      const today = todayOf(rt.clock);
      const pageRows = all.slice(offset, offset + perPage);
      const [subjects, questions] = await Promise.all([
        subjectTitlesByIds(
          db,
          a.instituteId,
          pageRows.map((r) => r.subjectId),
        ),
        questionRows(
          db,
          a.instituteId,
          pageRows.map((r) => r.id),
        ),
      ]);
      const data: StudentAssignmentRow[] = pageRows.map((r) => {
        const s = bySheet.get(r.id);
        const submitted = !!s?.submitted;
        let correct = 0;
        if (s && submitted) {
          for (const q of questions) if (q.assignment === r.id && (s.marks[q._id] ?? 0) >= q.markAwarded) correct++;
        }
        return {
          _id: r.id,
          title: r.title,
          type: r.type,
          subject: { _id: r.subjectId, title: subjects.get(r.subjectId) ?? '' },
          dateOfAssignment: r.dateOfAssignment,
          dueDate: r.dueDate,
          fullMark: r.fullMark,
          isSubmitted: submitted,
          submittedAt: s?.submittedAt ?? null,
          reviewed: !!s?.reviewed,
          totalCorrectAnswer: correct,
          totalMarkSecure: submitted && (s?.totalAttempted ?? 0) > 0 ? s!.markSecured : null,
          lateDays: s?.lateDays ?? 0,
          isPastDue: today > r.dueDate,
        };
      });
      // The statistics count every assignment of the student (not only this page, nor only the search).
      const done = every.filter((r) => bySheet.get(r.id)?.submitted);
      const graded = done.filter((r) => bySheet.get(r.id)!.reviewed);
      const percents = graded.map((r) => (bySheet.get(r.id)!.markSecured / r.fullMark) * 100);
      return {
        message: 'Student assignments',
        data,
        totalCount: all.length,
        perPage,
        pageNo,
        isLastChunk: pageNo * perPage >= all.length,
        stats: {
          totalAssignment: every.length,
          completedAssignment: done.length,
          // Still open to answer: not submitted and not past the due date.
          pendingAssignment: every.filter((r) => !bySheet.get(r.id)?.submitted && today <= r.dueDate).length,
          assignmentNotTaken: every.filter((r) => !bySheet.get(r.id)?.submitted && today > r.dueDate).length,
          reviewedAssignment: graded.length,
          averagePercent: percents.length ? Math.round((percents.reduce((x, y) => x + y, 0) / percents.length) * 100) / 100 : null,
        },
      };
    },
  );
}
