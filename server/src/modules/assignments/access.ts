import {
  ASSIGNMENT_MESSAGES as M,
  assignmentPolicyStream,
  assignmentSheetStream,
  assignmentStream,
  type PermissionModule,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext } from '../../platform/http/access.js';
import type { CommandContext } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';
import { batchAudience, batchesTaughtBy } from '../academics/index.js';
import { studentsByIds } from '../people/index.js';
import { assignmentDecider, liveAssignment, type AssignmentActor, type AssignmentState } from './decider.js';
import { assignmentSheetDecider, latePolicyDecider, type LatePolicyState } from './sheet-decider.js';

/**
 * Who may call the assignments routes: the office (MANAGER and STAFF with module `assignment`), teachers, and for reads
 * students and parents. Each route checks the batch on top: a teacher only batches they teach or head, a student
 * their own batch, a parent their children's (another batch is a 404 to them: not theirs to know of).
 */
export const STAFF_ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
export const ALL_ROLES: Role[] = [...STAFF_ROLES, 'STUDENT', 'PARENT'];
export const MODULE = 'assignment' as const;
export const READ_MODELS = ['assignment', 'assignment_question', 'assignment_sheet', 'batch', 'subject', 'app_user', 'student'];

/** The route config has let MANAGER and STAFF in only with module assignment: every staff role but TEACHER is the office. */
export const actorOf = (a: AuthContext): AssignmentActor => ({ userId: a.userId, office: a.role !== 'TEACHER' });
export const isLearner = (a: AuthContext) => a.role === 'STUDENT' || a.role === 'PARENT';

export function assignmentAccess(rt: Runtime) {
  const db = rt.database.db;
  const who = batchAudience(rt);
  const modules = [MODULE] as const;
  return {
    /** Reading a batch's assignments: the office, its teachers, its students and their parents (404 for another batch's learner). */
    mayRead: (a: AuthContext, batchId: string, also: readonly PermissionModule[] = []) => who.mayRead(a, batchId, [...modules, ...also]),
    /** Creating or grading in a batch: the office, or a teacher who teaches or heads it (403 otherwise). */
    mayTeach: (a: AuthContext, batchId: string) => who.mayTeach(a, batchId, [...modules]),
    /**
     * The batches whose assignments a caller lists: null for the office (every batch); a teacher's own; a student's
     * batch; a parent's children's.
     */
    async batchesOf(a: AuthContext): Promise<string[] | null> {
      if (a.role === 'TEACHER') return batchesTaughtBy(db, a.instituteId, a.userId);
      if (a.role === 'STUDENT' || a.role === 'PARENT') {
        const ids = a.role === 'STUDENT' ? [a.userId] : a.children;
        const students = await studentsByIds(db, a.instituteId, ids);
        return [...new Set(students.map((s) => s.batchId).filter((b): b is string => !!b))];
      }
      return null;
    },
    /** The caller's own student (STUDENT) or child (PARENT) in a batch, or null. */
    async learnerIn(a: AuthContext, batchId: string): Promise<string | null> {
      const ids = a.role === 'STUDENT' ? [a.userId] : a.role === 'PARENT' ? a.children : [];
      const students = await studentsByIds(db, a.instituteId, ids);
      return students.find((s) => s.batchId === batchId)?.id ?? null;
    },
    /** The assignment's stream folded (404 when it is missing, deleted or of another institute). */
    async assignment(ctx: Pick<CommandContext, 'instituteId'>, assignmentId: string): Promise<AssignmentState> {
      const s = await rt.commands.state(assignmentDecider, assignmentStream(assignmentId), ctx);
      liveAssignment(s);
      return s;
    },
    sheet: (ctx: Pick<CommandContext, 'instituteId'>, assignmentId: string, studentId: string) =>
      rt.commands.state(assignmentSheetDecider, assignmentSheetStream(assignmentId, studentId), ctx),
    policy: (ctx: Pick<CommandContext, 'instituteId'>): Promise<LatePolicyState> =>
      rt.commands.state(latePolicyDecider, assignmentPolicyStream(ctx.instituteId), ctx),
  };
}

export const notFoundAssignment = () => notFound(M.notFound);
