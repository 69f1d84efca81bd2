import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { demoClient } from './academics-seed.js';

/** The demo manager's modules (000 §2 Manager permissions drawer). */
const MANAGER_MODULES = ['department', 'academics', 'batch', 'student', 'staff', 'leave', 'finance', 'notice', 'fees', 'manageInstitute'];
/** Department -> the modules it grants its employees. */
const DEPARTMENT_MODULES: Record<string, string[]> = {
  Administration: ['student', 'notice'],
  Finance: ['finance', 'fees'],
};
/** Demo people by e-mail -> department (the demo staff and teacher by role below). */
const MEMBERS: [string, string][] = [
  ['drramesh.krishnan@demo.school', 'Science'],
  ['prakash.menon@demo.school', 'Mathematics'],
  ['sunita.bhatt@demo.school', 'Languages'],
  ['arvind.saxena@demo.school', 'Sports'],
  ['gopal.yadav@demo.school', 'Finance'],
  ['rekha.pillai@demo.school', 'Library'],
];

/**
 * Permissions and department employees through the API as the demo admin: the manager's modules, what the
 * Administration and Finance departments grant, and the demo staff and some teachers in departments, so the
 * department cards and statistics show live staff counts.
 */
export async function seedPermissions(
  rt: Runtime,
  app: FastifyInstance,
  headers: Record<string, string>,
  demo: { instituteId: string; managerId: string; staffId: string; teacherId: string; departments: Map<string, string> },
): Promise<void> {
  const call = demoClient(app, headers);
  await call('POST', `manager/permissions/${demo.managerId}`, Object.fromEntries(MANAGER_MODULES.map((m) => [m, true])));
  for (const [title, modules] of Object.entries(DEPARTMENT_MODULES)) {
    const id = demo.departments.get(title);
    if (id) await call('POST', `department/assign-module/${id}`, Object.fromEntries(modules.map((m) => [m, true])));
  }
  const assign = async (staffId: string, title: string) => {
    const departmentId = demo.departments.get(title);
    if (departmentId) await call('PUT', 'department/assign-staff', { departmentId, staffId });
  };
  await assign(demo.staffId, 'Administration');
  await assign(demo.teacherId, 'Science');
  // The people registered by the people seed, found by e-mail once the user list has them.
  await rt.runner.waitFor(['app_user'], await rt.store.head(), 10_000);
  const r = await sql<{ id: string; email: string }>`select id, email from app_user
    where ${demo.instituteId} = any(institutes) and email in (${sql.join(MEMBERS.map(([e]) => e))})`.execute(rt.database.db);
  const ids = new Map(r.rows.map((u) => [u.email, u.id]));
  for (const [email, title] of MEMBERS) {
    const id = ids.get(email);
    if (id) await assign(id, title);
  }
}
