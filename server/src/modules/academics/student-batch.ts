import { ErrorReply, StudentBatchQuery, StudentBatchReply } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { notFound } from '../../platform/errors.js';
import { studentBatchId } from '../people/index.js';
import { batchOf } from './queries.js';

const MISSING = 'Student not found.';

/**
 * Issue 12 part 7: which batch a student's pages read (materials, announcements): GET student/batch for a STUDENT
 * (themselves) and a PARENT (a linked child; the first when none is named). Another student is 404, as is one of
 * another institute. The batch's tabs themselves answer its students and their parents (batch-tabs-access.ts).
 */
export function studentBatchRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  app.get(
    '/student/batch',
    {
      config: { access: ['STUDENT', 'PARENT'], readModels: ['student', 'batch', 'course', 'branch', 'academic_session'] },
      schema: { tags: ['batches'], querystring: StudentBatchQuery, response: { 200: StudentBatchReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const named = req.query.student?.trim();
      const id = a.role === 'STUDENT' ? a.userId : named || a.children[0];
      if (!id) throw notFound(MISSING);
      if (a.role === 'STUDENT' && named && named !== a.userId) throw notFound(MISSING);
      if (a.role === 'PARENT' && !a.children.includes(id)) throw notFound(MISSING);
      const batchId = await studentBatchId(db, id, a.instituteId);
      if (batchId === undefined) throw notFound(MISSING);
      return ok('Student batch', { studentId: id, batch: await batchOf(db, batchId, a.instituteId) });
    },
  );
}
