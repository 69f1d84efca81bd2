import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import type { Projection } from '../types.js';
import { dashboardAdminProjection } from './admin.js';
import { dashboardPaymentProjection } from './payment.js';

let database: Database;
const projections = [dashboardAdminProjection, dashboardPaymentProjection];
/** Two sets of tables per projection: `a` applied incrementally (and again), `b` rebuilt in one pass. */
const create = async (p: Projection, suffix: string) => {
  for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(`${t}_${suffix}`)).execute(database.db);
};
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const p of projections) for (const s of ['a', 'b']) await create(p, s);
});
afterAll(async () => database?.close());

let position = 0n;
const event = (type: string, data: object, instituteId = 'i1', occurredAt = '2026-03-10T09:00:00.000Z'): RecordedEvent => {
  position += 1n;
  return {
    type,
    data,
    eventId: `e${position}`,
    streamId: `x-${position}`,
    streamVersion: 0,
    position,
    recordedAt: occurredAt,
    metadata: { actorId: 'a1', actorRole: 'ADMIN', instituteId, occurredAt, correlationId: 'c', causationId: 'c' },
  };
};
const apply = async (p: Projection, suffix: string, events: RecordedEvent[]) => {
  const ctx = { tx: database.db, table: (t: string) => sql.table(`${t}_${suffix}`) };
  for (const e of events) if (p.handles.includes(e.type)) await p.apply(ctx, e);
};
/** Every row of every table of the projection, in a stable order. */
const rows = async (p: Projection, suffix: string) => {
  const out: Record<string, unknown[]> = {};
  for (const t of Object.keys(p.tables)) {
    out[t] = (await sql<Record<string, unknown>>`select * from ${sql.table(`${t}_${suffix}`)}`.execute(database.db)).rows
      .map((r) => JSON.stringify(r))
      .sort();
  }
  return out;
};

const history = () => [
  event('DepartmentCreated', { departmentId: 'd1', title: 'Physics', description: '' }),
  event('DepartmentCreated', { departmentId: 'd2', title: 'Maths', description: '' }),
  event('DepartmentDeleted', { departmentId: 'd2' }),
  event('UserRegistered', { userId: 's1', email: 's1@x', displayName: 'S1', role: 'STUDENT', institutes: ['i1'] }),
  event('UserProfileUpdated', { userId: 's1', profile: { gender: 'FEMALE' } }),
  event('UserRegistered', { userId: 't1', email: 't1@x', displayName: 'T1', role: 'TEACHER', institutes: ['i1'] }),
  event('UserInstituteAssigned', { userId: 't1', instituteId: 'i2' }),
  event('UserBlocked', { userId: 't1' }),
  event('UserInstituteRemoved', { userId: 't1', instituteId: 'i1' }),
  event('FinanceEntryRecorded', { entryId: 'f1', title: 'Gift', financeType: 'CREDIT', amount: 500.25 }),
  event('FinanceEntryRecorded', { entryId: 'f2', title: 'Chalk', financeType: 'DEBIT', amount: 75 }),
  event('FinanceEntryDeleted', { entryId: 'f2' }),
  event('StudentChargeRaised', {
    chargeId: 'c1',
    assignmentId: 'a',
    feeId: 'f',
    feeTitle: 'Exam',
    studentId: 's1',
    batchId: 'b',
    amount: 1000,
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    dueDate: '2026-03-15',
  }),
  event('StudentFeePaid', { chargeId: 'c1', paymentId: 'p1', studentId: 's1', feeTitle: 'Exam', amount: 400, paymentMode: 'CASH' }),
  event('StudentFeePaid', {
    chargeId: 'c1',
    paymentId: 'p2',
    studentId: 's1',
    feeTitle: 'Exam',
    amount: 100,
    paymentMode: 'ONLINE',
    provider: 'sandbox',
  }),
  event('StudentFeePaymentReversed', { chargeId: 'c1', paymentId: 'p1', studentId: 's1', amount: 400, reason: 'wrong' }),
  // Issue 11: concessions lower what a charge owes (a revoked one gives it back); a late fee is a charge that may grow.
  event('StudentChargeConcessionGranted', { concessionId: 'k1', chargeId: 'c1', studentId: 's1', kind: 'SCHOLARSHIP', amount: 300 }),
  event('StudentChargeConcessionGranted', { concessionId: 'k2', chargeId: 'c1', studentId: 's1', kind: 'CONCESSION', amount: 100 }),
  event('StudentChargeConcessionRevoked', { concessionId: 'k2', chargeId: 'c1', studentId: 's1', amount: 100, reason: 'x' }),
  event('StudentChargeRaised', {
    chargeId: 'c2',
    assignmentId: 'a',
    feeId: 'f',
    feeTitle: 'Late fee: Exam',
    studentId: 's1',
    batchId: 'b',
    amount: 50,
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    dueDate: '2026-03-20',
    kind: 'LATE_FEE',
    lateFeeOf: 'c1',
  }),
  event('StudentLateFeeIncreased', { chargeId: 'c2', lateFeeOf: 'c1', studentId: 's1', amount: 20, total: 70, asOf: '2026-03-21' }),
  event('StaffPaymentRecorded', {
    paymentId: 'sp1',
    staffId: 't1',
    paymentType: 'SALARY',
    paymentMethod: 'ONLINE',
    paymentMonth: '2026-02-01',
    amount: 35000,
  }),
  event('StaffAttendanceMarked', { userId: 't1', date: '2026-03-10', status: 'ABSENT' }),
  event('StaffAttendanceChanged', { userId: 't1', date: '2026-03-10', status: 'PRESENT' }),
  event('StaffLeaveRecorded', {
    leaveId: 'l1',
    staffId: 't1',
    leaveCode: 'SICK_LEAVE',
    leaveType: 'MULTIPLE_DAY',
    leaveDate: '2026-03-10',
    expectedJoiningDate: '2026-03-12',
    reason: 'ill',
  }),
  event('StaffLeaveCancelled', { leaveId: 'l1', staffId: 't1' }),
  event('UserDeleted', { userId: 's1' }),
];

describe('dashboard projections', () => {
  it('applying the same events twice gives the same rows, and a rebuild gives them too', async () => {
    const events = history();
    for (const p of projections) {
      await apply(p, 'a', events);
      const once = await rows(p, 'a');
      await apply(p, 'a', events);
      // Older events again, last first (a department created before it was deleted, a payment before its reversal): nothing moves.
      await apply(p, 'a', [...events].reverse());
      expect(await rows(p, 'a'), p.name).toEqual(once);
      await apply(p, 'b', events);
      expect(await rows(p, 'b'), p.name).toEqual(once);
    }
  });

  it('keeps the buckets equal to the facts that count', async () => {
    const q = (s: string) => sql<{ kind: string; key: string; n: number; amount: string }>`select kind, key, n, amount::text as amount
      from ${sql.raw(s)} order by kind, key`;
    for (const p of ['dashboard_admin', 'dashboard_payment']) {
      const facts = await q(`(select kind, key, count(*)::int as n, sum(amount) as amount from ${p}_fact_a
        where live and institute_id = 'i1'
        group by 1, 2) x`).execute(database.db);
      const totals = await q(`(select kind, key, n, amount from ${p}_total_a where institute_id = 'i1') x`).execute(database.db);
      const days = await q(`(select kind, key, sum(n)::int as n, sum(amount) as amount from ${p}_day_a where institute_id = 'i1'
        group by 1, 2) x`).execute(database.db);
      expect(totals.rows, p).toEqual(facts.rows);
      expect(days.rows, p).toEqual(facts.rows);
    }
    const admin = await sql<{ kind: string; key: string; n: number }>`select kind, key, n from dashboard_admin_total_a
      where institute_id = 'i1' order by 1, 2`.execute(database.db);
    // One department left; the gift (the debit entry is no revenue), a fee and its reversal, and the sandbox payment apart;
    // the deleted student still in i1 (blocked and deleted) but no longer a `student`; the teacher moved to i2.
    expect(admin.rows).toEqual([
      { kind: 'department', key: '', n: 1 },
      { kind: 'revenue', key: 'real', n: 3 },
      { kind: 'revenue', key: 'test', n: 1 },
      { kind: 'user', key: 'STUDENT:1:1', n: 1 },
    ]);
    const teacher = await sql<{ key: string }>`select key from dashboard_admin_fact_a
      where kind = 'user' and id = 't1' and institute_id = 'i2'
      and live`.execute(database.db);
    expect(teacher.rows).toEqual([{ key: 'TEACHER:1:0' }]);
    const pay = await sql<{ kind: string; key: string; amount: string }>`select kind, key, amount::text as amount
      from dashboard_payment_total_a where institute_id = 'i1' order by 1, 2`.execute(database.db);
    expect(pay.rows).toEqual([
      { kind: 'due', key: '', amount: '770.00' },
      { kind: 'ledger', key: 'collected', amount: '400.00' },
      { kind: 'ledger', key: 'otherIncome', amount: '500.25' },
      { kind: 'ledger', key: 'reversed', amount: '400.00' },
      { kind: 'ledger', key: 'testCollected', amount: '100.00' },
      { kind: 'payment', key: 'ONLINE|1', amount: '100.00' },
      { kind: 'salary', key: '', amount: '35000.00' },
      { kind: 'unpaid', key: 'open', amount: '670.00' },
    ]);
  });

  it('skips events it cannot use, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = await Promise.all(projections.map((p) => rows(p, 'a')));
    const junk = [
      event('DepartmentCreated', {}),
      event('UserProfileUpdated', { userId: 'nobody', profile: { gender: 'MALE' } }),
      event('StudentChargeRaised', { chargeId: 'c9', dueDate: 'soon', amount: 5 }),
      event('StudentFeePaid', { chargeId: 'c404' }),
      event('StaffAttendanceMarked', { userId: 'u', date: 'today', status: 'ABSENT' }),
      event('StaffLeaveRecorded', { leaveId: 'l9' }),
      event('StaffPaymentRecorded', { paymentId: 'sp9', staffId: 't1', paymentMonth: 'Feb', amount: 1 }),
    ];
    for (const p of projections) await apply(p, 'a', junk);
    expect(await Promise.all(projections.map((p) => rows(p, 'a')))).toEqual(before);
    // Each logged once per projection that handles it (an unknown profile or charge is no error: nothing to count).
    expect(warn).toHaveBeenCalledTimes(7);
    warn.mockRestore();
  });
});
