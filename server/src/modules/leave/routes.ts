import { sql } from 'kysely';
import {
  CancelLeaveBody,
  ErrorReply,
  IdParams,
  LeaveBody,
  LeaveList,
  LeaveListQuery,
  LeaveReply,
  type LeaveHalf,
  type Role,
  type StaffLeaveFacts,
} from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { validate } from '../../platform/http/validation.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { dayOf, instituteDay } from '../../platform/days.js';
import { loadUser } from '../identity/index.js';
import { createModuleGate } from '../permissions/index.js';
import { checkLeave, slotsOf, staffLeaveDecider, staffLeaveStream } from './decider.js';
import { leaveHistoryRoutes } from './history.js';

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

type LeaveRowDb = {
  id: string; staff_id: string; leave_code: string; leave_type: string; start_date: string; end_date: string;
  additional_leave_info: string | null; expected_joining_date: string | null; days: string | number; reason: string;
  cancelled_at: Date | string | null; cancelled_by: string | null; cancel_reason: string | null;
  created_at: Date | string; created_by: string; updated_at: Date | string;
  display_name: string | null; email: string | null; role: string | null; photo_file_id: string | null;
};

export function leaveRoutes(app: FastifyInstance, rt: Runtime) {
  const db = rt.database.db;
  const gate = createModuleGate(rt);
  /** ADMIN and SUPER_ADMIN manage every leave; MANAGER and STAFF when granted 'staff'; anyone else only their own. */
  const managesLeave = async (auth: AuthContext) =>
    auth.role === 'ADMIN' || auth.role === 'SUPER_ADMIN' || ((auth.role === 'MANAGER' || auth.role === 'STAFF') && (await gate(auth, 'staff', null)));

  const statusOf = (r: LeaveRowDb, today: string) =>
    r.cancelled_at ? 'CANCELLED' : r.start_date > today ? 'UPCOMING' : r.end_date < today ? 'PAST' : 'ONGOING';
  const iso = (v: Date | string) => new Date(v).toISOString();
  const view = (r: LeaveRowDb, today: string) => ({
    _id: r.id,
    staff: {
      _id: r.staff_id, displayName: r.display_name ?? '', email: r.email ?? '', role: r.role ?? '',
      photoUrl: rt.files.signedUrl(r.photo_file_id, '/api/v1'),
    },
    leaveCode: r.leave_code,
    leaveType: r.leave_type,
    typeOfLeave: r.leave_type,
    leaveDate: r.start_date,
    expectedJoiningDate: r.expected_joining_date,
    additionalLeaveInfo: r.additional_leave_info,
    endDate: r.end_date,
    days: Number(r.days),
    reason: r.reason,
    status: statusOf(r, today),
    cancellation: r.cancelled_at ? { reason: r.cancel_reason, at: iso(r.cancelled_at), by: r.cancelled_by ?? '' } : null,
    createdAt: iso(r.created_at),
    createdBy: r.created_by,
    updatedAt: iso(r.updated_at),
  });
  const select = sql`select l.id, l.staff_id, l.leave_code, l.leave_type, to_char(l.start_date, 'YYYY-MM-DD') as start_date,
      to_char(l.end_date, 'YYYY-MM-DD') as end_date, l.additional_leave_info, to_char(l.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date,
      l.days, l.reason, l.cancelled_at, l.cancelled_by, l.cancel_reason, l.created_at, l.created_by, l.updated_at,
      u.display_name, u.email, u.role, u.photo_file_id
    from staff_leave l left join app_user u on u.id = l.staff_id`;

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
    const half = b.leaveType === 'HALF_DAY' && b.additionalLeaveInfo ? (b.additionalLeaveInfo as LeaveHalf) : undefined;
    return checkLeave({
      leaveId, staffId, leaveCode: b.leaveCode, leaveType: b.leaveType, leaveDate, reason,
      ...(half ? { additionalLeaveInfo: half } : {}), ...(expectedJoiningDate ? { expectedJoiningDate } : {}),
    }, instituteDay(ctx.now));
  }

  /**
   * Takes the half days of `next` for the leave (a unique reservation per employee and half day decides overlaps
   * at write time), runs `write`, then lets go of the days the leave no longer holds. On a refusal, what was taken
   * for it is given back.
   */
  async function holdingDays<T>(ctx: CommandContext, leaveId: string, prev: StaffLeaveFacts | null, next: StaffLeaveFacts, write: () => Promise<T>): Promise<T> {
    const scope = slotScope(ctx.instituteId, next.staffId);
    const held = new Set(prev && prev.staffId === next.staffId ? slotsOf(prev) : []);
    const wanted = slotsOf(next).map((value) => ({ value, owner: leaveId }));
    const fresh = wanted.filter((w) => !held.has(w.value));
    const taken = await rt.reservations.reserveMany(scope, wanted);
    if (taken.size > 0) {
      await rt.reservations.releaseMany(scope, fresh.filter((w) => !taken.has(w.value)));
      throw conflict(OVERLAP);
    }
    let result: T;
    try {
      result = await write();
    } catch (err) {
      await rt.reservations.releaseMany(scope, fresh);
      throw err;
    }
    if (prev) {
      const keep = new Set(prev.staffId === next.staffId ? slotsOf(next) : []);
      await rt.reservations.releaseMany(slotScope(ctx.instituteId, prev.staffId),
        slotsOf(prev).filter((v) => !keep.has(v)).map((value) => ({ value, owner: leaveId })));
    }
    return result;
  }

  async function currentLeave(ctx: CommandContext, id: string): Promise<{ leave: StaffLeaveFacts; cancelled: boolean }> {
    const events = await rt.store.readStream(staffLeaveStream(id));
    if (events.length === 0 || events[0]!.metadata.instituteId !== ctx.instituteId) throw notFound(MISSING);
    const s = events.reduce((st, e) => staffLeaveDecider.evolve(st, e as never), staffLeaveDecider.initialState());
    if (!s.leave) throw notFound(MISSING);
    return { leave: s.leave, cancelled: s.cancelled };
  }

  const reply = (id: string, ctx: CommandContext, l: StaffLeaveFacts, created: { at: Date; by: string }) =>
    view({
      id, staff_id: l.staffId, leave_code: l.leaveCode, leave_type: l.leaveType, start_date: l.leaveDate,
      end_date: l.expectedJoiningDate ?? l.leaveDate, additional_leave_info: l.additionalLeaveInfo ?? null,
      expected_joining_date: l.expectedJoiningDate ?? null, days: l.leaveType === 'HALF_DAY' ? 0.5 : slotsOf(l).length / 2,
      reason: l.reason, cancelled_at: null, cancelled_by: null, cancel_reason: null, created_at: created.at, created_by: created.by,
      updated_at: ctx.now, display_name: null, email: null, role: null, photo_file_id: null,
    }, instituteDay(ctx.now));

  app.post('/staff/leave/create', {
    config: { access: LEAVE_MANAGERS, module: 'staff' },
    schema: { tags: ['leave'], body: LeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
  }, async (req, res) => {
    const ctx = commandContext(req);
    const leaveId = idFor(ctx, 'staff-leave');
    const leave = await factsOf(ctx, leaveId, req.body as LeaveBody);
    const out = await holdingDays(ctx, leaveId, null, leave, () =>
      rt.commands.handle(staffLeaveDecider, staffLeaveStream(leaveId), { type: 'RecordStaffLeave', data: { ...leave, today: instituteDay(ctx.now) } }, ctx));
    return sendWritten(res, out.append, 'Leave added successfully', reply(leaveId, ctx, leave, { at: ctx.now, by: ctx.actor.userId }));
  });

  app.put('/staff/leave/edit/:id', {
    config: { access: LEAVE_MANAGERS, module: 'staff' },
    schema: { tags: ['leave'], params: IdParams, body: LeaveBody, response: { 200: LeaveReply, '4xx': ErrorReply } },
  }, async (req, res) => {
    const ctx = commandContext(req);
    const { id } = req.params as { id: string };
    const before = await currentLeave(ctx, id);
    if (before.cancelled) throw conflict('This leave was cancelled.');
    if (before.leave.leaveDate < instituteDay(ctx.now)) throw conflict('A leave that has already started cannot be edited.');
    const leave = await factsOf(ctx, id, req.body as LeaveBody);
    const out = await holdingDays(ctx, id, before.leave, leave, () =>
      rt.commands.handle(staffLeaveDecider, staffLeaveStream(id), { type: 'EditStaffLeave', data: { ...leave, today: instituteDay(ctx.now) } }, ctx, { mustExist: MISSING }));
    const first = (await rt.store.readStream(staffLeaveStream(id)))[0]!;
    return sendWritten(res, out.append, 'Leave updated successfully',
      reply(id, ctx, leave, { at: new Date(first.metadata.occurredAt), by: first.metadata.actorId }));
  });

  app.delete('/staff/leave/delete/:id', {
    config: { access: LEAVE_MANAGERS, module: 'staff' },
    // The body { reason? } may be left out altogether, so it is checked here rather than by the route schema.
    schema: { tags: ['leave'], params: IdParams, response: { 200: LeaveReply, '4xx': ErrorReply } },
  }, async (req, res) => {
    const ctx = commandContext(req);
    const { id } = req.params as { id: string };
    const reason = validate<{ reason?: string }>(CancelLeaveBody, req.body ?? {}).reason?.trim() || undefined;
    const before = await currentLeave(ctx, id);
    const out = await rt.commands.handle(staffLeaveDecider, staffLeaveStream(id), {
      type: 'CancelStaffLeave', data: { leaveId: id, today: instituteDay(ctx.now), ...(reason ? { reason } : {}) },
    }, ctx, { mustExist: MISSING });
    await rt.reservations.releaseMany(slotScope(ctx.instituteId, before.leave.staffId), slotsOf(before.leave).map((value) => ({ value, owner: id })));
    const first = (await rt.store.readStream(staffLeaveStream(id)))[0]!;
    const row = reply(id, ctx, before.leave, { at: new Date(first.metadata.occurredAt), by: first.metadata.actorId });
    return sendWritten(res, out.append, 'Leave cancelled successfully',
      { ...row, status: 'CANCELLED', cancellation: { reason: reason ?? null, at: ctx.now.toISOString(), by: ctx.actor.userId } });
  });

  app.get('/staff/leave', {
    config: { access: LEAVE_MANAGERS, module: 'staff', readModels: ['staff_leave', 'app_user'] },
    schema: { tags: ['leave'], querystring: LeaveListQuery, response: { 200: LeaveList, '4xx': ErrorReply } },
  }, async (req) => {
    const inst = authOf(req).instituteId;
    const q = req.query as LeaveListQuery;
    return list(inst, q);
  });

  /** The caller's own leaves (a teacher or staff member), newest first. */
  app.get('/staff/leave/mine', {
    config: { access: LEAVE_TAKERS, readModels: ['staff_leave', 'app_user'] },
    schema: { tags: ['leave'], querystring: LeaveListQuery, response: { 200: LeaveList, '4xx': ErrorReply } },
  }, async (req) => {
    const auth = authOf(req);
    return list(auth.instituteId, { ...(req.query as LeaveListQuery), staff: auth.userId });
  });

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
    const where = sql.join([
      sql`l.institute_id = ${inst}`,
      ...(q.staff?.trim() ? [sql`l.staff_id = ${q.staff.trim()}`] : []),
      ...(from ? [sql`l.end_date >= ${from}::date`] : []),
      ...(to ? [sql`l.start_date <= ${to}::date`] : []),
      ...(q.leaveCode ? [sql`l.leave_code = ${q.leaveCode}`] : []),
      ...(q.status ? [status[q.status as keyof typeof status]] : []),
      ...(q.searchTitle?.trim()
        ? [sql`(u.display_name ilike ${likePattern(q.searchTitle)} or u.email ilike ${likePattern(q.searchTitle)} or l.reason ilike ${likePattern(q.searchTitle)})`]
        : []),
    ], sql` and `);
    const [rows, count] = await Promise.all([
      sql<LeaveRowDb>`${select} where ${where} order by l.start_date desc, l.created_at desc, l.id limit ${perPage} offset ${offset}`.execute(db),
      sql<{ n: number }>`select count(*)::int as n from staff_leave l left join app_user u on u.id = l.staff_id where ${where}`.execute(db),
    ]);
    return paged('Staff leaves', rows.rows.map((r) => view(r, today)), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  }

  /** One leave: for its managers, or for the employee it belongs to. */
  async function readable(auth: AuthContext, id: string): Promise<LeaveRowDb> {
    const r = await sql<LeaveRowDb>`${select} where l.id = ${id} and l.institute_id = ${auth.instituteId}`.execute(db);
    const row = r.rows[0];
    if (!row || (row.staff_id !== auth.userId && !(await managesLeave(auth)))) throw notFound(MISSING);
    return row;
  }

  app.get('/staff/leave/:id', {
    config: { access: LEAVE_READERS, readModels: ['staff_leave', 'app_user'] },
    schema: { tags: ['leave'], params: IdParams, response: { 200: LeaveReply, '4xx': ErrorReply } },
  }, async (req) => ok('Leave', view(await readable(authOf(req), (req.params as { id: string }).id), instituteDay(new Date()))));

  leaveHistoryRoutes(app, rt, LEAVE_READERS, async (auth, id) => { await readable(auth, id); });
}
