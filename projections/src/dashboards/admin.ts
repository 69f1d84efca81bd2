import { sql } from 'kysely';
import { isTestPayment, MAX_LEAVE_DAYS, type RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';
import { adminBatch } from './admin-batch.js';
import { factIn, factIndexes, factTables, setFactIn, skip, sqlFacts, type Fact, type FactStore } from './facts.js';

const P = 'dashboard_admin';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A user's key in an institute: role, blocked (0/1), deleted (0/1); e.g. `STUDENT:0:0`. */
export const userKey = (role: string, blocked: boolean, deleted: boolean) => `${role}:${blocked ? 1 : 0}:${deleted ? 1 : 0}`;

/**
 * `dashboard_admin`: what the admin and people dashboards count (001 §2), from the events, apart from the modules that
 * own them. Facts (see facts.ts) of kind `department`, `user` (per institute, keyed by role and state, at registration),
 * `student` (keyed by gender, at registration), `revenue` (manual income and fees collected less fee reversals, key
 * `real`, or `test` for sandbox payments that nothing sums); and today's absences: `dashboard_admin_absence` (the staff
 * grid's latest mark per day), `dashboard_admin_leave` (leaves with their first and last day) and
 * `dashboard_admin_leave_day` (the days a leave not cancelled covers, so "on leave today" is one day's rows, not a
 * search through every leave of the institute; v2).
 */
export const dashboardAdminProjection: Projection = {
  name: P,
  version: 2,
  tables: {
    ...factTables(P),
    dashboard_admin_user: (t) => sql`create table ${t} (
      id text primary key, role text not null, institutes text[] not null, blocked boolean not null, deleted boolean not null,
      created_at timestamptz not null, position bigint not null)`,
    dashboard_admin_absence: (t) => sql`create table ${t} (
      institute_id text not null, user_id text not null, day date not null, status text not null, position bigint not null,
      primary key (institute_id, day, user_id))`,
    dashboard_admin_leave: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, staff_id text not null, start_date date not null, end_date date not null,
      cancelled boolean not null, position bigint not null)`,
    dashboard_admin_leave_day: (t) => sql`create table ${t} (
      leave_id text not null, day date not null, institute_id text not null, staff_id text not null, primary key (leave_id, day))`,
  },
  indexes: {
    ...factIndexes(P),
    'dashboard_admin_leave.end': (t, i) => sql`create index ${i} on ${t} (institute_id, end_date)`,
    'dashboard_admin_leave_day.day': (t, i) => sql`create index ${i} on ${t} (institute_id, day)`,
  },
  handles: [
    'DepartmentCreated',
    'DepartmentDeleted',
    'UserRegistered',
    'UserProfileUpdated',
    'UserBlocked',
    'UserUnblocked',
    'UserDeleted',
    'UserInstituteAssigned',
    'UserInstituteRemoved',
    'FinanceEntryRecorded',
    'FinanceEntryDeleted',
    'StudentFeePaid',
    'StudentFeePaymentReversed',
    'StaffAttendanceMarked',
    'StaffAttendanceChanged',
    'StaffLeaveRecorded',
    'StaffLeaveEdited',
    'StaffLeaveCancelled',
    // An employee's application counts from its approval (which carries its facts), never while pending or rejected.
    'StaffLeaveApproved',
  ],
  // A dashboard total moved: the signal names no record.
  idsOf: () => [],
  apply: (ctx, event) => applyWith(ctx, adminSql(ctx), event),
  /** The batch's facts, users and absences are read at once, kept in memory and written at its end (batch-facts.ts). */
  async applyBatch(ctx, events) {
    const store = await adminBatch(ctx, events);
    for (const event of events) await applyWith(ctx, store, event);
    await store.flush();
  },
};

/** What the admin dashboard reads and writes beside its leaves: facts, its users, the staff grid's absences. */
export interface AdminStore {
  facts: FactStore;
  user(id: string): Promise<UserRow | undefined>;
  putUser(id: string, row: UserRow): Promise<void>;
  /** The institute a student's fact was first written for ('' when none). */
  studentInstitute(id: string): Promise<string>;
  absence(row: AbsenceRow): Promise<void>;
}

export type UserRow = { role: string; institutes: string[]; blocked: boolean; deleted: boolean; created_at: Date; position: bigint };
export type AbsenceRow = { institute_id: string; user_id: string; day: string; status: string; position: bigint };

function adminSql(ctx: ProjectionContext): AdminStore {
  const users = ctx.table('dashboard_admin_user');
  return {
    facts: sqlFacts(ctx, P),
    async user(id) {
      const r = await sql<Omit<UserRow, 'position'> & { position: string }>`select role, institutes, blocked, deleted, created_at,
        position::text as position from ${users} where id = ${id}`.execute(ctx.tx);
      const row = r.rows[0];
      return row ? { ...row, position: BigInt(row.position) } : undefined;
    },
    async putUser(id, u) {
      await sql`insert into ${users} as u (id, role, institutes, blocked, deleted, created_at, position)
        values (${id}, ${u.role}, ${u.institutes}::text[], ${u.blocked}, ${u.deleted}, ${new Date(u.created_at).toISOString()},
          ${u.position.toString()}::bigint)
        on conflict (id) do update set institutes = excluded.institutes, blocked = excluded.blocked, deleted = excluded.deleted,
          position = excluded.position`.execute(ctx.tx);
    },
    async studentInstitute(id) {
      const r = await sql<{ institute_id: string }>`select institute_id from ${ctx.table(`${P}_fact`)}
        where kind = 'student' and id = ${id} limit 1`.execute(ctx.tx);
      return r.rows[0]?.institute_id ?? '';
    },
    async absence(a) {
      await sql`insert into ${ctx.table('dashboard_admin_absence')} as a (institute_id, user_id, day, status, position)
        values (${a.institute_id}, ${a.user_id}, ${a.day}::date, ${a.status}, ${a.position.toString()}::bigint)
        on conflict (institute_id, day, user_id) do update set status = excluded.status, position = excluded.position
        where a.position < excluded.position`.execute(ctx.tx);
    },
  };
}

async function applyWith(ctx: ProjectionContext, store: AdminStore, event: RecordedEvent): Promise<void> {
  {
    const d = (event.data ?? {}) as Record<string, unknown>;
    const m = event.metadata;
    const inst = m.instituteId;
    const pos = event.position;
    const str = (k: string) => (typeof d[k] === 'string' && d[k] ? (d[k] as string) : '');
    switch (event.type) {
      case 'DepartmentCreated':
      case 'DepartmentDeleted': {
        if (!str('departmentId')) return skip(P, event);
        const live = event.type === 'DepartmentCreated' ? { key: '', at: m.occurredAt, amount: 0 } : null;
        return setFactIn(store.facts, { institute: inst, kind: 'department', id: str('departmentId') }, pos, live);
      }
      case 'FinanceEntryRecorded': {
        if (!str('entryId')) return skip(P, event);
        if (d.financeType !== 'CREDIT') return;
        return setFactIn(store.facts, { institute: inst, kind: 'revenue', id: str('entryId') }, pos, {
          key: 'real',
          at: m.occurredAt,
          amount: Number(d.amount),
        });
      }
      case 'FinanceEntryDeleted':
        if (!str('entryId')) return skip(P, event);
        return setFactIn(store.facts, { institute: inst, kind: 'revenue', id: str('entryId') }, pos, null);
      case 'StudentFeePaid':
      case 'StudentFeePaymentReversed': {
        const paymentId = str('paymentId');
        if (!paymentId) return skip(P, event);
        if (!(Number(d.amount) > 0)) return;
        const paid = event.type === 'StudentFeePaid';
        const test = paid
          ? isTestPayment(d)
          : d.test === true || (await factIn(store.facts, revenueRef(inst, 'StudentFeePaid', paymentId)))?.key === 'test';
        return setFactIn(store.facts, revenueRef(inst, event.type, paymentId), pos, {
          key: test ? 'test' : 'real',
          at: m.occurredAt,
          amount: paid ? Number(d.amount) : -Number(d.amount),
        });
      }
      case 'StaffAttendanceMarked':
      case 'StaffAttendanceChanged': {
        if (!str('userId') || !DAY.test(str('date')) || !str('status')) return skip(P, event);
        return store.absence({ institute_id: inst, user_id: str('userId'), day: str('date'), status: str('status'), position: pos });
      }
      case 'StaffLeaveRecorded':
      case 'StaffLeaveEdited':
      case 'StaffLeaveCancelled':
      case 'StaffLeaveApproved':
        return leave(ctx, event, d);
      default:
        return user(store, event, d);
    }
  }
}

const revenueRef = (institute: string, type: string, paymentId: string) => ({ institute, kind: 'revenue', id: `${type}:${paymentId}` });

/** A leave's last day: the day itself, or the day before joining again for several days. */
function lastDayOf(d: Record<string, unknown>): string | null {
  const first = String(d.leaveDate ?? '');
  if (!DAY.test(first)) return null;
  if (d.leaveType === 'HALF_DAY' || d.leaveType === 'FULL_DAY') return first;
  const joining = String(d.expectedJoiningDate ?? '');
  return d.leaveType === 'MULTIPLE_DAY' && DAY.test(joining) && joining >= first ? joining : null;
}

async function leave(ctx: ProjectionContext, event: RecordedEvent, d: Record<string, unknown>) {
  const t = ctx.table('dashboard_admin_leave');
  const pos = sql`${event.position.toString()}::bigint`;
  if (typeof d.leaveId !== 'string' || !d.leaveId) return skip(P, event);
  if (event.type === 'StaffLeaveCancelled') {
    await sql`update ${t} set cancelled = true, position = ${pos} where id = ${d.leaveId} and position < ${pos}`.execute(ctx.tx);
    return leaveDays(ctx, d.leaveId);
  }
  const last = lastDayOf(d);
  if (!last || typeof d.staffId !== 'string' || !d.staffId) return skip(P, event);
  await sql`insert into ${t} as l (id, institute_id, staff_id, start_date, end_date, cancelled, position)
    values (${d.leaveId}, ${event.metadata.instituteId}, ${d.staffId}, ${String(d.leaveDate)}::date, ${last}::date, false, ${pos})
    on conflict (id) do update set staff_id = excluded.staff_id, start_date = excluded.start_date, end_date = excluded.end_date,
      position = excluded.position where l.position < excluded.position`.execute(ctx.tx);
  return leaveDays(ctx, d.leaveId);
}

/**
 * A leave's days, written again from its row as it now is (an edit moves them, a cancellation removes them; a
 * redelivered event leaves the same rows). At most `MAX_LEAVE_DAYS` (the longest leave the leave module accepts),
 * so a malformed span cannot write without end.
 */
async function leaveDays(ctx: ProjectionContext, leaveId: string) {
  const days = ctx.table('dashboard_admin_leave_day');
  await sql`delete from ${days} where leave_id = ${leaveId}`.execute(ctx.tx);
  await sql`insert into ${days} (leave_id, day, institute_id, staff_id)
    select l.id, g.d::date, l.institute_id, l.staff_id from ${ctx.table('dashboard_admin_leave')} l
      cross join generate_series(l.start_date, least(l.end_date, l.start_date + ${MAX_LEAVE_DAYS}::int), interval '1 day') g(d)
    where l.id = ${leaveId} and not l.cancelled`.execute(ctx.tx);
}

/** User events: the user's own row, then their `user` fact in every institute they were or are in, and their `student` fact. */
async function user(store: AdminStore, event: RecordedEvent, d: Record<string, unknown>) {
  const id = typeof d.userId === 'string' ? d.userId : '';
  if (!id) return skip(P, event);
  const m = event.metadata;
  const pos = event.position;
  const found = await store.user(id);
  if (found && found.position >= pos) return;
  if (!found && event.type !== 'UserRegistered') return;
  if (event.type === 'UserProfileUpdated') {
    const profile = (d.profile ?? {}) as Record<string, unknown>;
    if (found?.role !== 'STUDENT' || !Object.hasOwn(profile, 'gender')) return;
    const ref = { institute: await store.studentInstitute(id), kind: 'student', id };
    const now = await factIn(store.facts, ref);
    if (now) await setFactIn(store.facts, ref, pos, { ...now, key: typeof profile.gender === 'string' ? profile.gender : '' });
    return;
  }
  const old: Omit<UserRow, 'position'> = found ?? {
    role: String(d.role ?? ''),
    institutes: [],
    blocked: false,
    deleted: false,
    created_at: new Date(m.occurredAt),
  };
  const next = { ...old, institutes: [...old.institutes] };
  const instituteId = typeof d.instituteId === 'string' ? d.instituteId : '';
  switch (event.type) {
    case 'UserRegistered':
      if (found || !next.role) return;
      next.institutes = Array.isArray(d.institutes) ? (d.institutes as string[]) : [];
      break;
    case 'UserBlocked':
      next.blocked = true;
      break;
    case 'UserUnblocked':
      next.blocked = false;
      break;
    case 'UserDeleted':
      if (old.deleted) return;
      next.deleted = true;
      next.blocked = true;
      break;
    case 'UserInstituteAssigned':
      if (!instituteId || next.institutes.includes(instituteId)) return;
      next.institutes.push(instituteId);
      break;
    case 'UserInstituteRemoved':
      next.institutes = next.institutes.filter((x) => x !== instituteId);
      break;
    default:
      return;
  }
  await store.putUser(id, { ...next, position: pos });
  const fact: Fact = { key: userKey(next.role, next.blocked, next.deleted), at: new Date(next.created_at).toISOString(), amount: 0 };
  for (const inst of new Set([...old.institutes, ...next.institutes])) {
    await setFactIn(store.facts, { institute: inst, kind: 'user', id }, pos, next.institutes.includes(inst) ? fact : null);
  }
  if (next.role !== 'STUDENT') return;
  // The people module's student: of the institute it was registered in, counted until deleted.
  if (event.type === 'UserRegistered') {
    const inst = m.instituteId || next.institutes[0];
    if (inst) await setFactIn(store.facts, { institute: inst, kind: 'student', id }, pos, { key: '', at: m.occurredAt, amount: 0 });
  } else if (event.type === 'UserDeleted') {
    await setFactIn(store.facts, { institute: await store.studentInstitute(id), kind: 'student', id }, pos, null);
  }
}
