import type { Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext } from '../../platform/http/access.js';
import { notFound } from '../../platform/errors.js';
import { batchAudience, batchesTaughtBy } from '../academics/index.js';
import { EXAM_MESSAGES, type ExamActor } from './decider.js';
import { examRow, subjectExamRows } from './queries.js';
import type { ExamSource, SubjectExamSource } from './views.js';

/**
 * Who may call the exams routes: the office (MANAGER and STAFF with module `exam`) and teachers; each route checks the
 * batch on top (a teacher only for batches they teach), and the decider who created what.
 */
export const EXAM_ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
export const MODULE = 'exam' as const;
export const READ_MODELS = [
  'exam',
  'subject_exam',
  'exam_question',
  // The attendee, pass and absent counts of the exam and subject exam replies.
  'exam_result',
  'batch',
  'subject',
  'app_user',
  'student',
  'batch_teacher',
  'timetable_slot',
];

/** The route config has let MANAGER and STAFF in only with module exam: every role but TEACHER is the office here. */
export const actorOf = (a: AuthContext): ExamActor => ({ userId: a.userId, office: a.role !== 'TEACHER' });

export const caughtUp = async (rt: Runtime, readModels: string[]) => rt.runner.waitFor(readModels, await rt.store.head(), 5000);

export function examAccess(rt: Runtime) {
  const db = rt.database.db;
  const who = batchAudience(rt);
  /** Looks once, and once more after catching up: a row written a moment ago by this caller without X-Min-Position. */
  const twice = async <T>(find: () => Promise<T | null>, models: string[], missing: string): Promise<T> => {
    let row = await find();
    if (!row) {
      await caughtUp(rt, models);
      row = await find();
    }
    if (!row) throw notFound(missing);
    return row;
  };
  return {
    /** Reading an exam's things: the office, or a teacher of its batch (403 otherwise). */
    mayRead: (a: AuthContext, batchId: string) => who.mayRead(a, batchId, [MODULE]),
    /** Creating in a batch: the office, or a teacher of the batch. */
    mayTeach: (a: AuthContext, batchId: string) => who.mayTeach(a, batchId, [MODULE]),
    /** A teacher's batches (the list filter); null for the office, who sees every batch. */
    batchesOf: async (a: AuthContext) => (a.role === 'TEACHER' ? batchesTaughtBy(db, a.instituteId, a.userId) : null),
    exam: (a: AuthContext, id: string): Promise<ExamSource> =>
      twice(() => examRow(db, a.instituteId, id), ['exam'], EXAM_MESSAGES.notFound),
    subjectExam: (a: AuthContext, id: string): Promise<SubjectExamSource> =>
      twice(
        async () => (await subjectExamRows(db, a.instituteId, { id }))[0] ?? null,
        ['exam', 'subject_exam'],
        EXAM_MESSAGES.subjectNotFound,
      ),
  };
}
