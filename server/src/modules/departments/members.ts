import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { AssignStaffBody, DepartmentEmployees, ErrorReply, IdParams, Ok, type Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { usersByIds } from '../identity/index.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { membershipDecider, membershipStream } from './membership-decider.js';
import { instituteUser } from './lookup.js';
import { departmentAssignment, EMPLOYEE_ROLES, mayChangeMembership } from './membership.js';

const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const Written = Ok(Type.Object({ _id: Type.String(), userId: Type.String() }));

/** The department drawer: add, list and remove employees. One department per user: adding to another moves them. */
export function departmentMemberRoutes(app: TypedApp, rt: Runtime, writers: Role[], readers: Role[]) {
  const db = rt.database.db;

  app.put(
    '/department/assign-staff',
    {
      config: { access: writers, module: 'department' },
      schema: { tags: ['departments'], body: AssignStaffBody, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const userId = body.staffId?.trim();
      if (!userId) throw badRequest('Please select a user');
      const departmentId = body.departmentId.trim();
      const res = await (await departmentAssignment(rt, ctx, userId, departmentId)).commit();
      const message = res.changed ? 'User added successfully' : 'User is already in this department';
      return sendWritten(reply, res.append, message, { _id: departmentId, userId });
    },
  );

  app.put(
    '/department/remove-staff/:userId',
    {
      config: { access: writers, module: 'department' },
      schema: { tags: ['departments'], params: UserParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { userId } = req.params;
      const target = await instituteUser(
        rt,
        userId,
        ctx.instituteId,
        EMPLOYEE_ROLES,
        'Only staff, teachers and managers are in a department.',
      );
      mayChangeMembership(ctx.actor, userId, target.role as Role);
      const res = await rt.commands.handle(
        membershipDecider,
        membershipStream(ctx.instituteId, userId),
        {
          type: 'RemoveFromDepartment',
          data: { userId },
        },
        ctx,
      );
      const departmentId = res.events[0]?.type === 'StaffRemovedFromDepartment' ? res.events[0].data.departmentId : '';
      return sendWritten(reply, res.append, 'User removed successfully', { _id: departmentId, userId });
    },
  );

  app.get(
    '/department/staff/:id',
    {
      config: { access: readers, module: 'department', readModels: ['department', 'app_user'] },
      schema: { tags: ['departments'], params: IdParams, response: { 200: DepartmentEmployees, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const inst = authOf(req).instituteId;
      const d = await sql<{
        id: string;
      }>`select id from department where id = ${id} and institute_id = ${inst} and deleted_at is null`.execute(db);
      if (!d.rows[0]) throw notFound('Department not found.');
      const members = await sql<{ user_id: string }>`select user_id from department_member
      where department_id = ${id} and institute_id = ${inst}`.execute(db);
      const users = await usersByIds(
        db,
        members.rows.map((m) => m.user_id),
        { liveOnly: true },
      );
      return ok(
        'Department employees',
        users.map((u) => ({
          _id: u.id,
          displayName: u.displayName,
          email: u.email,
          role: u.role,
          photoUrl: rt.files.signedUrl(u.photoFileId, '/api/v1'),
        })),
      );
    },
  );
}
