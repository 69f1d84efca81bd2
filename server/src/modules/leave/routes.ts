import { sql } from 'kysely';
import {
  CancelLeaveBody,
  ErrorReply,
  IdParams,
  LeaveBody,
  LeaveList,
  LeaveListQuery,
  LeaveReply,
  type Role,
  type StaffLeaveFacts,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { validate } from '../../platform/http/validation.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { instituteDay } from '../../platform/days.js';
import { usersMatching } from '../identity/index.js';
import { createModuleGate } from '../permissions/index.js';
import { staffLeaveDecider, staffLeaveStream, type StaffLeaveState } from './decider.js';
import { factsOf, leaveDay, releaseSlots, slotHold } from './facts.js';
import { leaveApplicationRoutes, LEAVE_APPLICANTS, LEAVE_APPROVERS } from './applications.js';
import { leaveHistoryRoutes } from './history.js';
import { fieldsOfRow, fieldsOfState, LEAVE_SELECT, leaveViews, type LeaveRowDb } from './views.js';

/** Who records and lists leave (000 §6; permission module 'staff' for MANAGER and STAFF). */
export const LEAVE_MANAGERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who may have leave: "Teachers and staff are listed for leave and pay" (000 §6). */
export const LEAVE_TAKERS: Role[] = ['TEACHER', 'STAFF'];
/** Who may open one leave: its managers and approvers, and an employee their own. */
const LEAVE_READERS: Role[] = [...LEAVE_MANAGERS, 'TEACHER'];
const MISSING = 'Leave not found.';

export function leaveRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);
  /**
   * ADMIN and SUPER_ADMIN manage every leave; MANAGER and STAFF when granted 'staff', and approvers (MANAGER granted
   * 'leave'); anyone else only their own.
   */
  const managesLeave = async (auth: AuthContext) =>
    auth.role === 'ADMIN' ||
    auth.role === 'SUPER_ADMIN' ||
    ((auth.role === 'MANAGER' || auth.role === 'STAFF') && (await gate(auth, 'staff', null))) ||
    (LEAVE_APPROVERS.includes(auth.role) && (await gate(auth, 'leave', null)));

  /** Records or edits a leave: the decider decides, the days are held in between, the reply is the state decided on. */
  async function write(ctx: CommandContext, leaveId: string, leave: StaffLeaveFacts, type: 'RecordStaffLeave' | 'EditStaffLeave') {
    const hold = slotHold(rt, ctx, leaveId, leave);
    try {
      const command = { type, data: { ...leave, today: instituteDay(ctx.now) } };
      const out = await rt.commands.handle(staffLeaveDecider, staffLeaveStream(leaveId), command, ctx, {
        ...(type === 'EditStaffLeave' ? { mustExist: MISSING } : {}),
        beforeAppend: (before) => hold.take(before),
      });
      await hold.settle();
      return out;
    } catch (err) {
      await hold.undo();
      throw err;
    }
  }
  const decided = async (id: string, state: StaffLeaveState, ctx: CommandContext) =>
    (await leaveViews(rt, [fieldsOfState(id, state)], instituteDay(ctx.now)))[0]!;

  app.post(
    '/staff/leave/create',
    {
      config: { access: LEAVE_MANAGERS, module: 'staff' },
      schema: { tags: ['leave'], body: LeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const leaveId = idFor(ctx, 'staff-leave');
      const out = await write(
        ctx,
        leaveId,
        await factsOf(rt, ctx, leaveId, req.body, req.body.staff.trim(), LEAVE_TAKERS),
        'RecordStaffLeave',
      );
      return sendWritten(res, out.append, 'Leave added successfully', await decided(leaveId, out.state, ctx));
    },
  );

  app.put(
    '/staff/leave/edit/:id',
    {
      config: { access: LEAVE_MANAGERS, module: 'staff' },
      schema: { tags: ['leave'], params: IdParams, body: LeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const out = await write(ctx, id, await factsOf(rt, ctx, id, req.body, req.body.staff.trim(), LEAVE_TAKERS), 'EditStaffLeave');
      return sendWritten(res, out.append, 'Leave updated successfully', await decided(id, out.state, ctx));
    },
  );

  app.delete(
    '/staff/leave/delete/:id',
    {
      config: { access: LEAVE_MANAGERS, module: 'staff' },
      // The body { reason? } may be left out altogether, so it is checked here rather than by the route schema.
      schema: { tags: ['leave'], params: IdParams, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const reason = validate<{ reason?: string }>(CancelLeaveBody, req.body ?? {}).reason?.trim() || undefined;
      const out = await rt.commands.handle(
        staffLeaveDecider,
        staffLeaveStream(id),
        {
          type: 'CancelStaffLeave',
          data: { leaveId: id, today: instituteDay(ctx.now), ...(reason ? { reason } : {}) },
        },
        ctx,
        { mustExist: MISSING },
      );
      await releaseSlots(rt, ctx.instituteId, id, out.state.leave!);
      return sendWritten(res, out.append, 'Leave cancelled successfully', await decided(id, out.state, ctx));
    },
  );

  app.get(
    '/staff/leave',
    {
      config: { access: LEAVE_MANAGERS, module: 'staff', readModels: ['staff_leave', 'app_user'] },
      schema: { tags: ['leave'], querystring: LeaveListQuery, response: { 200: LeaveList, '4xx': ErrorReply } },
    },
    async (req) => list(authOf(req).instituteId, req.query),
  );

  /** The caller's own leaves and applications (any approval), newest first. */
  app.get(
    '/staff/leave/mine',
    {
      config: { access: LEAVE_APPLICANTS, readModels: ['staff_leave', 'app_user'] },
      schema: { tags: ['leave'], querystring: LeaveListQuery, response: { 200: LeaveList, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      return list(auth.instituteId, { ...req.query, staff: auth.userId }, true);
    },
  );

  /** Leave as the office lists it: approved only (applications have their own list); `mine` lists every approval. */
  async function list(inst: string, q: LeaveListQuery, mine = false) {
    const { perPage, pageNo, offset } = pageOf(q, 10);
    const today = instituteDay(new Date());
    const from = q.from?.trim() ? leaveDay(q.from) : null;
    const to = q.to?.trim() ? leaveDay(q.to) : null;
    if ((q.from?.trim() && !from) || (q.to?.trim() && !to)) throw badRequest('from and to must be dates, e.g. 2026-03-02.');
    if (from && to && to < from) throw badRequest('to cannot be before from.');
    const status = {
      UPCOMING: sql`l.cancelled_at is null and l.approval = 'APPROVED' and l.start_date > ${today}::date`,
      ONGOING: sql`l.cancelled_at is null and l.approval = 'APPROVED' and l.start_date <= ${today}::date and l.end_date >= ${today}::date`,
      PAST: sql`l.cancelled_at is null and l.approval = 'APPROVED' and l.end_date < ${today}::date`,
      CANCELLED: sql`l.cancelled_at is not null`,
    };
    // A search names the employee (asked of identity, among this institute's employees on leave) or the reason.
    const search = q.searchTitle?.trim() ? likePattern(q.searchTitle) : null;
    const named = search
      ? await usersMatching(
          rt,
          (await sql<{ staff_id: string }>`select distinct staff_id from staff_leave where institute_id = ${inst}`.execute(db)).rows.map(
            (r) => r.staff_id,
          ),
          search,
          { email: true },
        )
      : [];
    const where = sql.join(
      [
        sql`l.institute_id = ${inst}`,
        ...(mine ? [] : [sql`l.approval = 'APPROVED'`]),
        ...(q.staff?.trim() ? [sql`l.staff_id = ${q.staff.trim()}`] : []),
        ...(from ? [sql`l.end_date >= ${from}::date`] : []),
        ...(to ? [sql`l.start_date <= ${to}::date`] : []),
        ...(q.leaveCode ? [sql`l.leave_code = ${q.leaveCode}`] : []),
        ...(q.status ? [status[q.status]] : []),
        ...(search ? [sql`(l.staff_id = any(${named}::text[]) or l.reason ilike ${search})`] : []),
      ],
      sql` and `,
    );
    const [rows, count] = await Promise.all([
      sql<LeaveRowDb>`${LEAVE_SELECT} where ${where} order by l.start_date desc, l.created_at desc, l.id limit ${perPage} offset ${offset}`.execute(
        db,
      ),
      sql<{ n: number }>`select count(*)::int as n from staff_leave l where ${where}`.execute(db),
    ]);
    return paged('Staff leaves', await leaveViews(rt, rows.rows.map(fieldsOfRow), today), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  }

  /** One leave: for its managers, or for the employee it belongs to. */
  async function readable(auth: AuthContext, id: string): Promise<LeaveRowDb> {
    const r = await sql<LeaveRowDb>`${LEAVE_SELECT} where l.id = ${id} and l.institute_id = ${auth.instituteId}`.execute(db);
    const row = r.rows[0];
    if (!row || (row.staff_id !== auth.userId && !(await managesLeave(auth)))) throw notFound(MISSING);
    return row;
  }

  app.get(
    '/staff/leave/:id',
    {
      config: { access: LEAVE_READERS, readModels: ['staff_leave', 'app_user'] },
      schema: { tags: ['leave'], params: IdParams, response: { 200: LeaveReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const row = await readable(authOf(req), req.params.id);
      return ok('Leave', (await leaveViews(rt, [fieldsOfRow(row)], instituteDay(new Date())))[0]!);
    },
  );

  leaveHistoryRoutes(app, rt, LEAVE_READERS, async (auth, id) => {
    await readable(auth, id);
  });
  leaveApplicationRoutes(app, rt);
}
