import { sql } from 'kysely';
import {
  ApplicationList,
  ApplicationListQuery,
  ApplyLeaveBody,
  ApproveLeaveBody,
  ErrorReply,
  IdParams,
  LeaveReply,
  PendingCountReply,
  RejectLeaveBody,
  WithdrawLeaveBody,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor, type CommandContext } from '../../platform/commands.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { instituteDay } from '../../platform/days.js';
import { createModuleGate } from '../permissions/index.js';
import { staffLeaveDecider, staffLeaveStream, type StaffLeaveCommand, type StaffLeaveState } from './decider.js';
import { factsOf, releaseSlots, slotHold } from './facts.js';
import { assertWithinQuota, leaveQuotaRoutes } from './quota.js';
import { fieldsOfRow, fieldsOfState, LEAVE_SELECT, leaveViews, type LeaveRowDb } from './views.js';

/** Who applies for their own leave: everyone who works at the institute (an ADMIN too; another approver decides). */
export const LEAVE_APPLICANTS: Role[] = ['ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
/** Who approves or rejects applications: ADMIN and SUPER_ADMIN, and a MANAGER granted the 'leave' module. */
export const LEAVE_APPROVERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
/** Who sets the yearly quotas. */
const QUOTA_SETTERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];
const QUOTA_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];
const MISSING = 'Leave not found.';

/**
 * Leave applications (issue 11 part 4): an employee applies for their own leave (PENDING, holding its days), withdraws
 * it while pending, and an approver approves or rejects it with a reason; the applicant is notified (the
 * `notification` read model takes the decision events). Only approved leave counts anywhere.
 */
export function leaveApplicationRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);
  const today = (ctx: CommandContext) => instituteDay(ctx.now);
  const view = async (id: string, state: StaffLeaveState, ctx: CommandContext) =>
    (await leaveViews(rt, [fieldsOfState(id, state)], today(ctx)))[0]!;
  const decide = (ctx: CommandContext, id: string, command: StaffLeaveCommand) =>
    rt.commands.handle(staffLeaveDecider, staffLeaveStream(id), command, ctx, { mustExist: MISSING });

  app.post(
    '/staff/leave/apply',
    {
      config: { access: LEAVE_APPLICANTS, readModels: ['staff_leave', 'leave_quota'] },
      schema: { tags: ['leave'], body: ApplyLeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const leaveId = idFor(ctx, 'staff-leave');
      const leave = await factsOf(rt, ctx, leaveId, req.body, ctx.actor.userId, LEAVE_APPLICANTS);
      await assertWithinQuota(rt, ctx.instituteId, leave);
      const hold = slotHold(rt, ctx, leaveId, leave);
      try {
        const out = await rt.commands.handle(
          staffLeaveDecider,
          staffLeaveStream(leaveId),
          { type: 'ApplyForLeave', data: { ...leave, today: today(ctx) } },
          ctx,
          { beforeAppend: (before) => hold.take(before) },
        );
        return sendWritten(res, out.append, 'Leave application sent', await view(leaveId, out.state, ctx));
      } catch (err) {
        await hold.undo();
        throw err;
      }
    },
  );

  app.put(
    '/staff/leave/withdraw/:id',
    {
      config: { access: LEAVE_APPLICANTS, readModels: ['staff_leave'] },
      schema: { tags: ['leave'], params: IdParams, body: WithdrawLeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const reason = req.body.reason?.trim();
      const out = await decide(ctx, id, {
        type: 'WithdrawLeave',
        data: { leaveId: id, applicantId: ctx.actor.userId, ...(reason ? { reason } : {}) },
      });
      await releaseSlots(rt, ctx.instituteId, id, out.state.leave!);
      return sendWritten(res, out.append, 'Leave application withdrawn', await view(id, out.state, ctx));
    },
  );

  app.put(
    '/staff/leave/approve/:id',
    {
      config: { access: LEAVE_APPROVERS, module: 'leave', readModels: ['staff_leave'] },
      schema: { tags: ['leave'], params: IdParams, body: ApproveLeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const note = req.body.note?.trim();
      const out = await decide(ctx, id, {
        type: 'ApproveLeave',
        data: { leaveId: id, approverId: ctx.actor.userId, ...(note ? { note } : {}) },
      });
      return sendWritten(res, out.append, 'Leave approved', await view(id, out.state, ctx));
    },
  );

  app.put(
    '/staff/leave/reject/:id',
    {
      config: { access: LEAVE_APPROVERS, module: 'leave', readModels: ['staff_leave'] },
      schema: { tags: ['leave'], params: IdParams, body: RejectLeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const out = await decide(ctx, id, {
        type: 'RejectLeave',
        data: { leaveId: id, approverId: ctx.actor.userId, reason: req.body.reason },
      });
      await releaseSlots(rt, ctx.instituteId, id, out.state.leave!);
      return sendWritten(res, out.append, 'Leave rejected', await view(id, out.state, ctx));
    },
  );

  const STATE = {
    PENDING: sql`l.approval = 'PENDING' and l.cancelled_at is null`,
    APPROVED: sql`l.approval = 'APPROVED' and l.cancelled_at is null`,
    REJECTED: sql`l.approval = 'REJECTED'`,
    CANCELLED: sql`l.cancelled_at is not null`,
  };

  app.get(
    '/staff/leave/applications',
    {
      config: { access: LEAVE_APPROVERS, module: 'leave', readModels: ['staff_leave', 'app_user'] },
      schema: { tags: ['leave'], querystring: ApplicationListQuery, response: { 200: ApplicationList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const where = sql.join(
        [sql`l.institute_id = ${inst}`, sql`l.applied`, ...(req.query.state ? [STATE[req.query.state]] : [])],
        sql` and `,
      );
      // Waiting ones oldest first (a queue); decided ones newest first.
      const order = req.query.state === 'PENDING' ? sql`l.created_at asc, l.id` : sql`l.created_at desc, l.id`;
      const [rows, count] = await Promise.all([
        sql<LeaveRowDb>`${LEAVE_SELECT} where ${where} order by ${order} limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from staff_leave l where ${where}`.execute(db),
      ]);
      const views = await leaveViews(rt, rows.rows.map(fieldsOfRow), instituteDay(new Date()));
      return paged('Leave applications', views, Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/staff/leave/applications/pending-count',
    {
      config: { access: LEAVE_APPROVERS, module: 'leave', readModels: ['staff_leave'] },
      schema: { tags: ['leave'], response: { 200: PendingCountReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ n: number }>`select count(*)::int as n from staff_leave l
        where l.institute_id = ${authOf(req).instituteId} and l.applied and ${STATE.PENDING}`.execute(db);
      return ok('Pending leave applications', { pendingCount: Number(r.rows[0]?.n ?? 0) });
    },
  );

  /** Another person's balance: for the office (ADMIN, SUPER_ADMIN, 'staff' holders) and approvers. */
  const mayReadOthers = async (auth: AuthContext) =>
    auth.role === 'ADMIN' ||
    auth.role === 'SUPER_ADMIN' ||
    ((auth.role === 'MANAGER' || auth.role === 'STAFF') && (await gate(auth, 'staff', null))) ||
    (auth.role === 'MANAGER' && (await gate(auth, 'leave', null)));
  leaveQuotaRoutes(app, rt, { readers: QUOTA_READERS, setters: QUOTA_SETTERS }, mayReadOthers);
}
