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
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { validate } from '../../platform/http/validation.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { dayOf, instituteDay } from '../../platform/days.js';
import { loadUser, usersMatching } from '../identity/index.js';
import { createModuleGate } from '../permissions/index.js';
import { checkLeave, slotsOf, staffLeaveDecider, staffLeaveStream, type StaffLeaveState } from './decider.js';
import { leaveHistoryRoutes } from './history.js';
import { fieldsOfRow, fieldsOfState, LEAVE_SELECT, leaveViews, type LeaveRowDb } from './views.js';

/** Who records and lists leave (000 §6; permission module 'staff' for MANAGER and STAFF). */
export const LEAVE_MANAGERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who may have leave: "Teachers and staff are listed for leave and pay" (000 §6). */
export const LEAVE_TAKERS: Role[] = ['TEACHER', 'STAFF'];
/** Who may open one leave: its managers, and an employee their own. */
const LEAVE_READERS: Role[] = [...LEAVE_MANAGERS, 'TEACHER'];
const MISSING = 'Leave not found.';
const OVERLAP = 'This employee is already on leave on these dates.';
const slotScope = (instituteId: string, staffId: string) => `staffLeave:${instituteId}:${staffId}`;

/** A day of the institute: `YYYY-MM-DD`, or an ISO date-time read as the day it falls on there. */
export const leaveDay = (value: string | null | undefined): string | null => dayOf(value ?? '');

export function leaveRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);
  /** ADMIN and SUPER_ADMIN manage every leave; MANAGER and STAFF when granted 'staff'; anyone else only their own. */
  const managesLeave = async (auth: AuthContext) =>
    auth.role === 'ADMIN' ||
    auth.role === 'SUPER_ADMIN' ||
    ((auth.role === 'MANAGER' || auth.role === 'STAFF') && (await gate(auth, 'staff', null)));

  /** The body as facts of a leave: the employee must be a teacher or staff member of the institute. */
  async function factsOf(ctx: CommandContext, leaveId: string, b: LeaveBody): Promise<StaffLeaveFacts> {
    const reason = b.reason.trim();
    if (!reason) throw badRequest('Reason is required.');
    const leaveDate = leaveDay(b.leaveDate);
    if (!leaveDate) throw badRequest('Leave date must be a date, e.g. 2026-03-02.');
    let expectedJoiningDate: string | undefined;
    if (b.leaveType === 'MULTIPLE_DAY') {
      if (!b.expectedJoiningDate?.trim()) throw badRequest('Expected joining date is required.');
      expectedJoiningDate = leaveDay(b.expectedJoiningDate) ?? undefined;
      if (!expectedJoiningDate) throw badRequest('Expected joining date must be a date, e.g. 2026-03-02.');
    }
    const staffId = b.staff.trim();
    const user = await loadUser(rt, staffId);
    if (!user?.exists || user.deleted || !user.institutes.includes(ctx.instituteId)) throw notFound('Employee not found.');
    if (!user.role || !LEAVE_TAKERS.includes(user.role)) throw badRequest('Leave is for teachers and staff only.');
    const half = b.leaveType === 'HALF_DAY' && b.additionalLeaveInfo ? b.additionalLeaveInfo : undefined;
    return checkLeave(
      {
        leaveId,
        staffId,
        leaveCode: b.leaveCode,
        leaveType: b.leaveType,
        leaveDate,
        reason,
        ...(half ? { additionalLeaveInfo: half } : {}),
        ...(expectedJoiningDate ? { expectedJoiningDate } : {}),
      },
      instituteDay(ctx.now),
    );
  }

  /**
   * The half days a leave holds, one unique reservation per employee and half day, which decides overlaps at write
   * time. `take` runs between the decider's yes and the write, on the leave as it stood; `settle` lets go of the days
   * the leave no longer holds once written, `undo` gives back what was taken when the write did not happen.
   */
  function slotHold(ctx: CommandContext, leaveId: string, next: StaffLeaveFacts) {
    const scope = slotScope(ctx.instituteId, next.staffId);
    const fresh: { value: string; owner: string }[] = [];
    let prev: StaffLeaveFacts | null = null;
    return {
      async take(before: StaffLeaveState) {
        prev = before.leave;
        const held = new Set(prev && prev.staffId === next.staffId ? slotsOf(prev) : []);
        const wanted = slotsOf(next).map((value) => ({ value, owner: leaveId }));
        const mine = wanted.filter((w) => !held.has(w.value));
        const taken = await rt.reservations.reserveMany(scope, wanted);
        if (taken.size > 0) {
          await rt.reservations.releaseMany(
            scope,
            mine.filter((w) => !taken.has(w.value)),
          );
          throw conflict(OVERLAP);
        }
        fresh.push(...mine);
      },
      undo: () => rt.reservations.releaseMany(scope, fresh),
      async settle() {
        if (!prev) return;
        const keep = new Set(prev.staffId === next.staffId ? slotsOf(next) : []);
        await rt.reservations.releaseMany(
          slotScope(ctx.instituteId, prev.staffId),
          slotsOf(prev)
            .filter((v) => !keep.has(v))
            .map((value) => ({ value, owner: leaveId })),
        );
      },
    };
  }

  /** Records or edits a leave: the decider decides, the days are held in between, the reply is the state decided on. */
  async function write(ctx: CommandContext, leaveId: string, leave: StaffLeaveFacts, type: 'RecordStaffLeave' | 'EditStaffLeave') {
    const hold = slotHold(ctx, leaveId, leave);
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
      const out = await write(ctx, leaveId, await factsOf(ctx, leaveId, req.body), 'RecordStaffLeave');
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
      const out = await write(ctx, id, await factsOf(ctx, id, req.body), 'EditStaffLeave');
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
      const leave = out.state.leave!;
      await rt.reservations.releaseMany(
        slotScope(ctx.instituteId, leave.staffId),
        slotsOf(leave).map((value) => ({ value, owner: id })),
      );
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

  /** The caller's own leaves (a teacher or staff member), newest first. */
  app.get(
    '/staff/leave/mine',
    {
      config: { access: LEAVE_TAKERS, readModels: ['staff_leave', 'app_user'] },
      schema: { tags: ['leave'], querystring: LeaveListQuery, response: { 200: LeaveList, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      return list(auth.instituteId, { ...req.query, staff: auth.userId });
    },
  );

  async function list(inst: string, q: LeaveListQuery) {
    const { perPage, pageNo, offset } = pageOf(q, 10);
    const today = instituteDay(new Date());
    const from = q.from?.trim() ? leaveDay(q.from) : null;
    const to = q.to?.trim() ? leaveDay(q.to) : null;
    if ((q.from?.trim() && !from) || (q.to?.trim() && !to)) throw badRequest('from and to must be dates, e.g. 2026-03-02.');
    if (from && to && to < from) throw badRequest('to cannot be before from.');
    const status = {
      UPCOMING: sql`l.cancelled_at is null and l.start_date > ${today}::date`,
      ONGOING: sql`l.cancelled_at is null and l.start_date <= ${today}::date and l.end_date >= ${today}::date`,
      PAST: sql`l.cancelled_at is null and l.end_date < ${today}::date`,
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
}
