import { ErrorReply, AssignmentIdParams, StudentStatList, StudentStatQuery, type StudentStatRow } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext } from '../../platform/http/context.js';
import { pageOf, paged } from '../../platform/http/reply.js';
import { batchRefsByIds } from '../academics/index.js';
import { studentIdsOfBatch, studentsByIds } from '../people/index.js';
import { MODULE, READ_MODELS, STAFF_ROLES, assignmentAccess } from './access.js';
import { caughtUp } from './assignment-routes.js';
import { sheetRows } from './queries.js';

/** The student-status grid of an assignment (002 §2 Assignments, student-status page): every student of the batch with their sheet. */
export function studentStatRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = assignmentAccess(rt);
  const fileUrl = (id: string | null) => rt.files.signedUrl(id, '/api/v1');
  const staffReads = { access: STAFF_ROLES, module: MODULE, readModels: READ_MODELS };

  app.get(
    '/assignment/student-stat/:assignmentId',
    {
      config: staffReads,
      schema: {
        tags: ['assignments'],
        params: AssignmentIdParams,
        querystring: StudentStatQuery,
        response: { 200: StudentStatList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const asg = await access.assignment(ctx, req.params.assignmentId);
      await access.mayRead(a, asg.batchId);
      await caughtUp(rt, ['assignment_sheet']);
      const f = asg.fields!;
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 10);
      const [sheets, ids, batches] = await Promise.all([
        sheetRows(db, a.instituteId, { assignmentIds: [asg.assignmentId] }),
        studentIdsOfBatch(rt, a.instituteId, asg.batchId),
        batchRefsByIds(db, a.instituteId, [asg.batchId]),
      ]);
      const byStudent = new Map(sheets.map((s) => [s.studentId, s]));
      // The batch's students, and any who submitted before leaving it.
      const all = [...new Set([...ids, ...sheets.filter((s) => s.submitted).map((s) => s.studentId)])];
      const students = await studentsByIds(db, a.instituteId, all);
      const batch = batches.get(asg.batchId);
      const none = { _id: '', title: '' };
      const questions = [...asg.questions.values()];
      const search = q.searchTitle?.trim().toLowerCase() ?? '';
      const wantSubmitted = typeof q.submitted === 'boolean' ? q.submitted : undefined;
      const wantReviewed = typeof q.reviewed === 'boolean' ? q.reviewed : undefined;
      let rows: StudentStatRow[] = students.map((st) => {
        const s = byStudent.get(st.id);
        const submitted = !!s?.submitted;
        const reviewed = submitted && (s!.reviewed || !s!.needsGrading);
        let correct = 0;
        let wrong = 0;
        if (s && submitted) {
          for (const qq of questions) {
            const m = s.marks[qq.id];
            if (m === undefined) continue;
            if (m >= qq.markAwarded) correct++;
            else if (m <= 0) wrong++;
          }
        }
        const attempted = s?.totalAttempted ?? 0;
        const photoUrl = fileUrl(st.photoFileId);
        return {
          _id: `${asg.assignmentId}~${st.id}`,
          assignmentId: asg.assignmentId,
          studentId: st.id,
          student: {
            user: { _id: st.id, displayName: st.displayName, email: st.email, photoUrl, gender: st.gender ?? '' },
            rollNumber: st.rollNumber ?? '',
          },
          answer: s
            ? {
                totalMark: submitted && attempted > 0 ? s.markSecured : null,
                submittedDate: s.submittedAt,
                totalCorrect: correct,
                totalWrong: wrong,
              }
            : null,
          answerSubmitted: submitted,
          reviewed,
          fullMark: f.fullMark,
          email: st.email,
          markSecured: submitted && attempted > 0 ? s!.markSecured : null,
          name: st.displayName,
          rollNo: st.rollNumber ?? '',
          submissionDate: s?.submittedAt ?? null,
          totalAttempted: attempted,
          photoUrl,
          lateDays: s?.lateDays ?? 0,
          penaltyPercent: s?.penaltyPercent ?? 0,
          batch: { _id: asg.batchId, course: batch?.course ?? none, branch: batch?.branch ?? none, session: batch?.session ?? none },
        };
      });
      if (wantSubmitted !== undefined) rows = rows.filter((r) => r.answerSubmitted === wantSubmitted);
      if (wantReviewed !== undefined) rows = rows.filter((r) => r.reviewed === wantReviewed);
      if (search) {
        rows = rows.filter((r) => [r.name, r.email, r.rollNo].some((x) => x.toLowerCase().includes(search)));
      }
      const dir = q.sortBy === 'z-a' ? -1 : 1;
      rows.sort((x, y) => dir * x.name.localeCompare(y.name) || x.studentId.localeCompare(y.studentId));
      return paged('Student status', rows.slice(offset, offset + perPage), rows.length, perPage, pageNo);
    },
  );
}
