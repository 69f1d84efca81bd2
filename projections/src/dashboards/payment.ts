import { sql } from 'kysely';
import { isTestPayment, type RecordedEvent } from '@school/contracts';
import type { Projection, ProjectionContext } from '../types.js';
import { factOf, factIndexes, factTables, setFact, skip } from './facts.js';

const P = 'dashboard_payment';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type ChargeRow = { institute_id: string; amount: string; paid: string; due_date: string; cancelled: boolean; position: string };

/**
 * `dashboard_payment`: the payment dashboard (001 §2) by month, from the events. Facts (see facts.ts) of kind
 * `ledger` (keyed collected, reversed, testCollected, testReversed, otherIncome, otherExpense; at when recorded; staff pay
 * is counted by `salary`), `payment` (successful fee payments keyed `MODE|test`), `salary` (staff payments not reversed,
 * at the month they are for), `due` (charges not cancelled, at their due date) and `unpaid` (what is left to pay on them,
 * keyed `open` while the charge is pending or partly paid, else `settled`). `dashboard_payment_charge` keeps each charge's
 * amount and what was paid on it.
 */
export const dashboardPaymentProjection: Projection = {
  name: P,
  // 2: a charge's amount follows concessions and per-day late fees (issue 11).
  version: 2,
  tables: {
    ...factTables(P),
    dashboard_payment_charge: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, amount numeric(14, 2) not null, paid numeric(14, 2) not null,
      due_date text not null, cancelled boolean not null, position bigint not null)`,
  },
  indexes: factIndexes(P),
  handles: [
    'FinanceEntryRecorded',
    'FinanceEntryDeleted',
    'StudentFeePaid',
    'StudentFeePaymentReversed',
    'StudentChargeRaised',
    'StudentChargeCancelled',
    'StudentChargeConcessionGranted',
    'StudentChargeConcessionRevoked',
    'StudentLateFeeIncreased',
    'StaffPaymentRecorded',
    'StaffPaymentReversed',
  ],
  // A dashboard total moved: the signal names no record.
  idsOf: () => [],
  async apply(ctx, event) {
    const d = (event.data ?? {}) as Record<string, unknown>;
    const m = event.metadata;
    const inst = m.instituteId;
    const pos = event.position;
    const str = (k: string) => (typeof d[k] === 'string' && d[k] ? (d[k] as string) : '');
    switch (event.type) {
      case 'FinanceEntryRecorded':
        if (!str('entryId')) return skip(P, event);
        return setFact(ctx, P, { institute: inst, kind: 'ledger', id: str('entryId') }, pos, {
          key: d.financeType === 'CREDIT' ? 'otherIncome' : 'otherExpense',
          at: m.occurredAt,
          amount: Number(d.amount),
        });
      case 'FinanceEntryDeleted':
        if (!str('entryId')) return skip(P, event);
        return setFact(ctx, P, { institute: inst, kind: 'ledger', id: str('entryId') }, pos, null);
      case 'StudentFeePaid':
      case 'StudentFeePaymentReversed': {
        const paid = event.type === 'StudentFeePaid';
        const paymentId = str('paymentId');
        if (!paymentId) return skip(P, event);
        const paidRef = ledgerRef(inst, 'StudentFeePaid', paymentId);
        const test = paid ? isTestPayment(d) : d.test === true || (await factOf(ctx, P, paidRef))?.key === 'testCollected';
        if (Number(d.amount) > 0) {
          const key = paid ? (test ? 'testCollected' : 'collected') : test ? 'testReversed' : 'reversed';
          await setFact(ctx, P, ledgerRef(inst, event.type, paymentId), pos, { key, at: m.occurredAt, amount: Number(d.amount) });
        }
        const payment = { institute: inst, kind: 'payment', id: paymentId };
        if (paid) {
          const key = `${str('paymentMode')}|${isTestPayment(d) ? 1 : 0}`;
          await setFact(ctx, P, payment, pos, { key, at: m.occurredAt, amount: Number(d.amount) });
        } else if (await factOf(ctx, P, payment)) {
          await setFact(ctx, P, payment, pos, null);
        }
        return charge(ctx, event, str('chargeId'), (c) => ({ ...c, paid: c.paid + (paid ? 1 : -1) * Number(d.amount) }));
      }
      case 'StudentChargeRaised': {
        if (!str('chargeId') || !DAY.test(str('dueDate'))) return skip(P, event);
        await sql`insert into ${ctx.table('dashboard_payment_charge')} (id, institute_id, amount, paid, due_date, cancelled, position)
          values (${str('chargeId')}, ${inst}, ${Number(d.amount)}, 0, ${str('dueDate')}, false, 0)
          on conflict (id) do nothing`.execute(ctx.tx);
        return charge(ctx, event, str('chargeId'), (c) => c);
      }
      case 'StudentChargeCancelled':
        return charge(ctx, event, str('chargeId'), (c) => ({ ...c, cancelled: true }));
      // What a charge owes moves with concessions (down), their revocation and a growing late fee (up).
      case 'StudentChargeConcessionGranted':
      case 'StudentChargeConcessionRevoked':
      case 'StudentLateFeeIncreased': {
        const by = (event.type === 'StudentChargeConcessionGranted' ? -1 : 1) * Number(d.amount);
        if (!Number.isFinite(by)) return skip(P, event);
        return charge(ctx, event, str('chargeId'), (c) => ({ ...c, amount: c.amount + by }));
      }
      case 'StaffPaymentRecorded':
        if (!str('paymentId') || !str('staffId') || !DAY.test(str('paymentMonth')) || !Number.isFinite(Number(d.amount))) {
          return skip(P, event);
        }
        return setFact(ctx, P, { institute: inst, kind: 'salary', id: str('paymentId') }, pos, {
          key: '',
          at: str('paymentMonth'),
          amount: Number(d.amount),
        });
      case 'StaffPaymentReversed':
        if (!str('paymentId')) return skip(P, event);
        return setFact(ctx, P, { institute: inst, kind: 'salary', id: str('paymentId') }, pos, null);
      default:
        return;
    }
  },
};

const ledgerRef = (institute: string, type: string, paymentId: string) => ({ institute, kind: 'ledger', id: `${type}:${paymentId}` });

type Charge = { amount: number; paid: number; cancelled: boolean };

/** Moves a charge (once per event: the row keeps the last position applied) and sets its `due` and `unpaid` facts. */
async function charge(ctx: ProjectionContext, event: RecordedEvent, id: string, change: (c: Charge) => Charge): Promise<void> {
  if (!id) return;
  const t = ctx.table('dashboard_payment_charge');
  const row = (
    await sql<ChargeRow>`select institute_id, amount::text as amount, paid::text as paid, due_date, cancelled,
    position::text as position from ${t} where id = ${id}`.execute(ctx.tx)
  ).rows[0];
  if (!row || BigInt(row.position) >= event.position) return;
  const moved = change({ amount: Number(row.amount), paid: Number(row.paid), cancelled: row.cancelled });
  const next = { ...moved, paid: Math.round(moved.paid * 100) / 100, amount: Math.round(moved.amount * 100) / 100 };
  await sql`update ${t} set amount = ${next.amount}, paid = ${next.paid}, cancelled = ${next.cancelled}, position = ${event.position.toString()}::bigint
    where id = ${id}`.execute(ctx.tx);
  const ref = (kind: string) => ({ institute: row.institute_id, kind, id });
  const live = !next.cancelled;
  await setFact(ctx, P, ref('due'), event.position, live ? { key: '', at: row.due_date, amount: next.amount } : null);
  const left = Math.round((next.amount - next.paid) * 100) / 100;
  await setFact(
    ctx,
    P,
    ref('unpaid'),
    event.position,
    live ? { key: next.paid < next.amount ? 'open' : 'settled', at: row.due_date, amount: left } : null,
  );
}
