import { sql } from 'kysely';
import {
  LeaveBalanceQuery,
  daysFromTo,
  ErrorReply,
  LEAVE_CODES,
  LeaveBalanceReply,
  LeaveQuotaBody,
  LeaveQuotaReply,
  type LeaveBalanceRow,
  type LeaveCode,
  type LeaveQuotaSet,
  type Role,
  type StaffLeaveFacts,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { instituteDay } from '../../platform/days.js';
import { lastDayOf } from './decider.js';

/** The institute's quotas: one stream per institute, so two admins' changes are decided one after the other. */
export const leaveQuotaStream = (instituteId: string) => `leaveQuota-${instituteId}`;
export type LeaveQuotaState = Partial<Record<LeaveCode, number | null>>;
export type LeaveQuotaCommand = { type: 'SetLeaveQuotas'; data: { quotas: { leaveCode: LeaveCode; days: number | null }[] } };

/** Sets the yearly days per leave code (null: no quota); only the codes whose quota changes become events. */
export const leaveQuotaDecider: Decider<LeaveQuotaState, LeaveQuotaCommand, LeaveQuotaSet> = {
  initialState: () => ({}),
  evolve: (state, e) => (e.type === 'LeaveQuotaSet' ? { ...state, [e.data.leaveCode]: e.data.days } : state),
  decide(command, state) {
    const seen = new Set<string>();
    const events: LeaveQuotaSet[] = [];
    for (const { leaveCode, days } of command.data.quotas) {
      if (!LEAVE_CODES.includes(leaveCode)) throw badRequest('Leave code must be SICK_LEAVE or CASUAL_LEAVE.');
      if (seen.has(leaveCode)) throw badRequest('Each leave code may be set once.');
      seen.add(leaveCode);
      if (days !== null && !(Number.isFinite(days) && days >= 0 && days <= 366 && Number.isInteger(days * 2)))
        throw badRequest('A quota is a number of days from 0 to 366 (half days allowed), or empty for no quota.');
      if ((state[leaveCode] ?? null) !== days) events.push({ type: 'LeaveQuotaSet', data: { leaveCode, days } });
    }
    return events;
  },
};

const CODE_NAMES: Record<string, string> = { SICK_LEAVE: 'sick leave', CASUAL_LEAVE: 'casual leave' };
const dayCount = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The days of a leave that fall in one calendar year (0.5 for a half day). */
export function daysInYear(l: Pick<StaffLeaveFacts, 'leaveType' | 'leaveDate' | 'expectedJoiningDate'>, year: number): number {
  const first = l.leaveDate > `${year}-01-01` ? l.leaveDate : `${year}-01-01`;
  const last = lastDayOf(l) < `${year}-12-31` ? lastDayOf(l) : `${year}-12-31`;
  if (first > last) return 0;
  return l.leaveType === 'HALF_DAY' ? 0.5 : (daysFromTo(first, last) ?? 0);
}

/** Quotas, used (approved) and pending days of one person in one calendar year, per leave code. */
export async function balancesOf(rt: Runtime, instituteId: string, staffId: string, year: number): Promise<LeaveBalanceRow[]> {
  const db = rt.database.db;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [quotas, sums] = await Promise.all([
    sql<{ leave_code: string; days: string | null }>`select leave_code, days from leave_quota where institute_id = ${instituteId}`.execute(
      db,
    ),
    // A half day is its 0.5; a longer leave counts its days inside the year (a leave may run across New Year).
    sql<{ leave_code: string; approval: string; days: string }>`select leave_code, approval,
        sum(case when leave_type = 'HALF_DAY' then days
          else least(end_date, ${to}::date) - greatest(start_date, ${from}::date) + 1 end) as days
      from staff_leave where institute_id = ${instituteId} and staff_id = ${staffId} and cancelled_at is null
        and approval in ('APPROVED', 'PENDING') and start_date <= ${to}::date and end_date >= ${from}::date
      group by leave_code, approval`.execute(db),
  ]);
  const quota = new Map(quotas.rows.map((r) => [r.leave_code, r.days === null ? null : Number(r.days)]));
  const sum = (code: string, approval: string) =>
    Number(sums.rows.find((r) => r.leave_code === code && r.approval === approval)?.days ?? 0);
  return LEAVE_CODES.map((leaveCode) => {
    const q = quota.get(leaveCode) ?? null;
    const used = sum(leaveCode, 'APPROVED');
    const pending = sum(leaveCode, 'PENDING');
    return { leaveCode, quota: q, used, pending, left: q === null ? null : Math.max(0, q - used - pending) };
  });
}

/**
 * An application must fit what is left of its code's quota in each calendar year it touches (approved and pending
 * days count). The office's own recording is not held to it: the office decides. Read from the read models with
 * the caller's position, so one person's applications one after the other see each other.
 */
export async function assertWithinQuota(rt: Runtime, instituteId: string, leave: StaffLeaveFacts): Promise<void> {
  const firstYear = Number(leave.leaveDate.slice(0, 4));
  const lastYear = Number(lastDayOf(leave).slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    const b = (await balancesOf(rt, instituteId, leave.staffId, year)).find((x) => x.leaveCode === leave.leaveCode);
    const wanted = daysInYear(leave, year);
    if (!b || b.left === null || wanted <= b.left) continue;
    throw badRequest(
      `Only ${dayCount(b.left)} of ${CODE_NAMES[leave.leaveCode] ?? 'leave'} ${b.left === 1 ? 'is' : 'are'} left for ${year} ` +
        `(quota ${dayCount(b.quota ?? 0)}, ${b.used} used, ${b.pending} pending); this leave takes ${dayCount(wanted)}.`,
    );
  }
}

/** `GET/PUT staff/leave/quota` and `GET staff/leave/balance` (docs/api.md "Leave applications and quotas"). */
export function leaveQuotaRoutes(
  app: TypedApp,
  rt: Runtime,
  roles: { readers: Role[]; setters: Role[] },
  mayReadOthers: (auth: AuthContext) => Promise<boolean>,
) {
  const db = rt.database.db;
  const quotas = async (inst: string) => {
    const r = await sql<{ leave_code: string; days: string | null }>`select leave_code, days from leave_quota
      where institute_id = ${inst}`.execute(db);
    const m = new Map(r.rows.map((x) => [x.leave_code, x.days === null ? null : Number(x.days)]));
    return LEAVE_CODES.map((leaveCode) => ({ leaveCode, days: m.get(leaveCode) ?? null }));
  };

  app.get(
    '/staff/leave/quota',
    {
      config: { access: roles.readers, readModels: ['leave_quota'] },
      schema: { tags: ['leave'], response: { 200: LeaveQuotaReply, '4xx': ErrorReply } },
    },
    async (req) => ok('Leave quotas', await quotas(authOf(req).instituteId)),
  );

  app.put(
    '/staff/leave/quota',
    {
      config: { access: roles.setters },
      schema: { tags: ['leave'], body: LeaveQuotaBody, response: { 200: LeaveQuotaReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const out = await rt.commands.handle(
        leaveQuotaDecider,
        leaveQuotaStream(ctx.instituteId),
        { type: 'SetLeaveQuotas', data: { quotas: req.body.quotas } },
        ctx,
      );
      const data = LEAVE_CODES.map((leaveCode) => ({ leaveCode, days: out.state[leaveCode] ?? null }));
      return sendWritten(res, out.append, 'Leave quotas saved', data);
    },
  );

  app.get(
    '/staff/leave/balance',
    {
      config: { access: roles.readers, readModels: ['staff_leave', 'leave_quota'] },
      schema: { tags: ['leave'], querystring: LeaveBalanceQuery, response: { 200: LeaveBalanceReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const year = req.query.year ?? Number(instituteDay(new Date()).slice(0, 4));
      const staffId = req.query.staff?.trim() || auth.userId;
      // Someone else's balance is for those who manage or approve leave; to anyone else it does not exist.
      if (staffId !== auth.userId && !(await mayReadOthers(auth))) throw notFound('Employee not found.');
      return ok('Leave balance', { year, staffId, balances: await balancesOf(rt, auth.instituteId, staffId, year) });
    },
  );
}
