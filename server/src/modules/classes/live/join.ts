import { CLASS_JOIN_ERRORS } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { AuthContext } from '../../../platform/http/access.js';
import type { CommandContext } from '../../../platform/commands.js';
import { conflict, forbidden, notFound } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { batchStudentIds } from '../../people/index.js';
import { CLASS_MISSING, classDecider, classStream, joinRefusal, type ClassState } from '../decider.js';
import { isHoliday } from '../queries.js';
import { classAccess, MODULE } from '../access.js';

/** What a caller is in a class's room: its teacher, a student of its batch, or the office watching. */
export type RoomRole = 'TEACHER' | 'STUDENT' | 'OBSERVER';

export interface ClassFacts {
  state: ClassState;
  holiday: boolean;
  /** The live students of the class's batch now. */
  students: string[];
}

/** Who may join a live class and when (002 §4, §8): shared by the HTTP routes and the room on the websocket. */
export function liveAccess(rt: Runtime) {
  const db = rt.database.db;
  const access = classAccess(rt);

  /** The class from its stream (404 when missing or another institute's), its day's holiday and its batch's students. */
  const facts = async (a: Pick<AuthContext, 'instituteId'>, classId: string): Promise<ClassFacts> => {
    const state = await rt.commands.state(classDecider, classStream(classId), a);
    if (!state.exists) throw notFound(CLASS_MISSING);
    const [holiday, students] = await Promise.all([
      isHoliday(db, a.instituteId, state.startTime),
      batchStudentIds(db, a.instituteId, state.batchId),
    ]);
    return { state, holiday, students };
  };

  /** The caller's part in the class, or 403 with the spec's words: its teacher, a student of its batch, the office. */
  const roleIn = async (a: AuthContext, f: ClassFacts): Promise<RoomRole> => {
    if (a.role === 'TEACHER' && f.state.teacherId === a.userId) return 'TEACHER';
    if (a.role === 'STUDENT' && f.students.includes(a.userId)) return 'STUDENT';
    if (await access.who.staffMay(a, [MODULE])) return 'OBSERVER';
    throw forbidden(CLASS_JOIN_ERRORS.notYours);
  };

  return {
    facts,
    roleIn,
    /** May the caller join now? 404, 403 (not theirs), 409 (the five join errors), else their part and the class. */
    async join(a: AuthContext, classId: string, now: Date): Promise<ClassFacts & { as: RoomRole }> {
      const f = await facts(a, classId);
      const as = await roleIn(a, f);
      const refusal = joinRefusal(f.state, now.toISOString(), f.holiday);
      if (refusal) throw conflict(refusal);
      return { ...f, as };
    },
    /** The class's teacher or the office (staff with the attendance module): ending, notifying, removing messages. */
    async mayRun(a: AuthContext, state: ClassState): Promise<boolean> {
      if (a.role === 'TEACHER' && state.teacherId === a.userId) return true;
      return access.who.staffMay(a, [MODULE]);
    },
  };
}

/** The command context of something a socket did (no request: a fresh correlation id, the runtime's clock). */
export function socketContext(rt: Runtime, a: { userId: string; role: AuthContext['role']; instituteId: string }): CommandContext {
  const id = newId();
  return { actor: { userId: a.userId, role: a.role }, instituteId: a.instituteId, correlationId: id, causationId: id, now: rt.clock.now() };
}
