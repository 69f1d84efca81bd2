import { sql } from 'kysely';
import type { PermissionModule, Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { DB } from '../../platform/db/database.js';
import type { AuthContext } from '../../platform/http/access.js';
import { createModuleGate } from '../permissions/index.js';
import { batchesTaughtBy } from '../academics/index.js';

/**
 * How much of a person's record a caller sees (docs/api.md "Who sees personal data"):
 * - `full`: with the sensitive fields (bank, Aadhaar number and image, address, emergency and parents' contacts, birth date, caste);
 * - `basic`: the record without them;
 * - `register`: what a class register needs (name, photo, gender, roll and registration numbers, batch), no contacts.
 */
export type ProfileView = 'full' | 'basic' | 'register';

/** The caller with the modules that own people's records, asked once per request. */
export interface Viewer {
  auth: AuthContext;
  modules: ReadonlySet<PermissionModule>;
}

export interface Person {
  id: string;
  role: Role;
}

/** The permission module that owns a person's record: students and their parents `student`, everyone else `staff`. */
export const owningModule = (role: Role): PermissionModule => (role === 'STUDENT' || role === 'PARENT' ? 'student' : 'staff');

/**
 * Whether the caller may see a person's sensitive fields: the person themself, a parent for their own child, SUPER_ADMIN
 * and ADMIN of the institute, and a MANAGER or STAFF member holding the module that owns the record (never an
 * administrator's). Every read that returns people's profiles, lists and exports asks this.
 */
export function sensitiveAccess(v: Viewer, target: Person): boolean {
  const a = v.auth;
  if (target.id === a.userId) return true;
  if (a.role === 'PARENT') return a.children.includes(target.id);
  if (a.role === 'SUPER_ADMIN' || a.role === 'ADMIN') return true;
  if (a.role !== 'MANAGER' && a.role !== 'STAFF') return false;
  return target.role !== 'SUPER_ADMIN' && target.role !== 'ADMIN' && v.modules.has(owningModule(target.role));
}

/**
 * What of a person the caller sees, or null when the caller may not see them at all. `taught`: the target is a
 * student of one of the calling teacher's batches. Students and parents see only themselves and their children;
 * a teacher sees colleagues' basic records and the register of their own students, no other student or any parent.
 */
export function profileView(v: Viewer, target: Person, taught: boolean): ProfileView | null {
  if (sensitiveAccess(v, target)) return 'full';
  const role = v.auth.role;
  if (role === 'STUDENT' || role === 'PARENT') return null;
  if (role === 'TEACHER') {
    if (target.role === 'STUDENT') return taught ? 'register' : null;
    return target.role === 'PARENT' ? null : 'basic';
  }
  // MANAGER or STAFF without the owning module: a parent's phone and e-mail are parents' contacts, hence sensitive.
  return target.role === 'PARENT' ? 'register' : 'basic';
}

/** The caller with the `staff` and `student` modules they hold (MANAGER and STAFF only; the other roles go by role). */
export async function viewerOf(rt: Runtime, auth: AuthContext): Promise<Viewer> {
  if (auth.role !== 'MANAGER' && auth.role !== 'STAFF') return { auth, modules: new Set() };
  const gate = createModuleGate(rt);
  const held = await Promise.all((['staff', 'student'] as const).map(async (m) => ((await gate(auth, m, null)) ? [m] : [])));
  return { auth, modules: new Set(held.flat()) };
}

/**
 * The students (of `among`, or all) in the batches a teacher teaches: as H.O.D., with a subject, or holding a slot of the
 * timetable (the rule of academics' batch tabs). None while the academics read models do not exist yet.
 */
export async function taughtStudents(db: DB, auth: Pick<AuthContext, 'userId' | 'instituteId'>, among?: string[]): Promise<string[]> {
  const batches = await batchesTaughtBy(db, auth.instituteId, auth.userId);
  if (batches.length === 0) return [];
  const r = await sql<{ id: string }>`select s.id from student s
    where s.institute_id = ${auth.instituteId} and s.deleted_at is null ${among ? sql`and s.id = any(${among}::text[])` : sql``}
      and s.batch_id = any(${batches}::text[])`.execute(db);
  return r.rows.map((x) => x.id);
}
