import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  CreateStudentFeeBody,
  ErrorReply,
  Ok,
  StudentFeeDeleteParams,
  StudentFeeDetailReply,
  StudentFeeList,
  StudentFeeListQuery,
  StudentFeeReply,
  chargeStanding,
  type StudentChargeRow,
  type StudentFeeAssignmentRow,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, pageOf, paged, ok } from '../../platform/http/reply.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { fold, handleNewMany, idFor } from '../../platform/commands.js';
import { uuidFrom } from '../../platform/ids.js';
import { feeAssignmentDecider, feeAssignmentStream, feePeriods, lateFeeSetting, planCharges } from './assignment-decider.js';
import { lateFeeIdOf } from './late-fees.js';
import { studentChargeDecider, studentChargeStream } from './charge-decider.js';
import { dayOf } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { dueNowSql, overdueSql, studentStanding } from './standing.js';
import { isRupeeAmount } from '../../platform/money.js';
import { caughtUp, lookup, money, STAFF } from './shared.js';
import { batchesTitled, batchLabels, liveBatch, liveFee, type BatchLabel } from '../academics/index.js';
import { studentCards, studentIdsOfBatch } from '../people/index.js';
import { userCards } from '../identity/index.js';

/** The assignment of a fee to a batch from a day: one stream per institute, fee, batch and start day. */
export const assignmentIdOf = (instituteId: string, feeId: string, batchId: string, startDay: string) =>
  uuidFrom(instituteId, 'student-fee', feeId, batchId, startDay);

type AssignmentDbRow = {
  id: string;
  fee_id: string;
  fee_title: string;
  batch_id: string;
  amount: string | number;
  fee_type: 'ONETIME' | 'RECURRING';
  start_date: string;
  end_date: string;
  due_day: number | null;
  created_at: Date | string;
  late_fee_type: 'FLAT' | 'PER_DAY' | null;
  late_fee_amount: string | number | null;
  late_fee_cap: string | number | null;
  students: number;
  charges: number;
  total_paid: number;
  collected: string | number | null;
  due: string | number | null;
  due_now: string | number | null;
  overdue: string | number | null;
};

const NO_LABEL: BatchLabel = { title: '', course: '', branch: '', session: '' };
/** A row with its batch named (the labels come from academics). */
const view = (r: AssignmentDbRow, labels: Map<string, BatchLabel>): StudentFeeAssignmentRow => {
  const b = labels.get(r.batch_id) ?? NO_LABEL;
  return {
    _id: r.id,
    fees: { _id: r.fee_id, title: r.fee_title },
    batch: { _id: r.batch_id, title: b.title, course: { title: b.course }, branch: { title: b.branch }, session: { title: b.session } },
    amount: money(r.amount),
    feeType: r.fee_type,
    startDate: r.start_date,
    endDate: r.end_date,
    dueDay: r.due_day ?? null,
    students: Number(r.students ?? 0),
    charges: Number(r.charges ?? 0),
    totalPaid: Number(r.total_paid ?? 0),
    totalAmountCollected: money(r.collected),
    totalAmountDue: money(r.due),
    totalAmountDueNow: money(r.due_now),
    totalAmountOverdue: money(r.overdue),
    createdAt: new Date(r.created_at).toISOString(),
    lateFee: r.late_fee_type
      ? { type: r.late_fee_type, amount: money(r.late_fee_amount), cap: r.late_fee_cap === null ? null : money(r.late_fee_cap) }
      : null,
  };
};

/**
 * Assignments with their money counters (summed over their charges that are not cancelled); what is due now and
 * overdue counts on the institute's `today` (standing.ts).
 */
const select = (today: string) => sql`select a.id, a.fee_id, a.fee_title, a.batch_id, a.amount, a.fee_type, a.start_date, a.end_date,
    a.due_day, a.created_at, a.late_fee_type, a.late_fee_amount, a.late_fee_cap, coalesce(x.students, 0) as students, coalesce(x.charges, 0) as charges, coalesce(x.total_paid, 0) as total_paid,
    coalesce(x.collected, 0) as collected, coalesce(x.due, 0) as due, coalesce(x.due_now, 0) as due_now, coalesce(x.overdue, 0) as overdue
  from student_fee_assignment a
  left join lateral (
    select count(*)::int as students, sum(n)::int as charges, sum(paid) as collected, sum(amount - paid) as due,
      sum(due_now) as due_now, sum(overdue) as overdue, count(*) filter (where paid >= amount)::int as total_paid
    from (select student_id, count(*) filter (where kind = 'CHARGE') as n, sum(paid) as paid, sum(amount) as amount,
        coalesce(sum(amount - paid) filter (where ${dueNowSql('c', today)}), 0) as due_now,
        coalesce(sum(amount - paid) filter (where ${overdueSql('c', today)}), 0) as overdue
      from student_charge c where c.assignment_id = a.id and c.status <> 'CANCELLED' group by student_id) per_student
  ) x on true`;

type ChargeDbRow = {
  id: string;
  student_id: string;
  amount: string | number;
  paid: string | number;
  status: 'PENDING' | 'PARTIAL' | 'PAID' | 'CANCELLED';
  period_start: string;
  period_end: string;
  due_date: string;
  kind: 'CHARGE' | 'LATE_FEE';
  late_fee_of: string | null;
  gross_amount: string | number;
  concession: string | number;
};

type ConcessionDbRow = {
  id: string;
  charge_id: string;
  kind: 'CONCESSION' | 'SCHOLARSHIP';
  amount: string | number;
  percent: string | number | null;
  reason: string;
  granted_at: Date | string;
  granted_by: string;
  revoked_at: Date | string | null;
  revoke_reason: string | null;
};

export function assignmentRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const one = async (instituteId: string, id: string) =>
    (
      await sql<AssignmentDbRow>`${select(todayOf(rt.clock))} where a.id = ${id} and a.institute_id = ${instituteId} and a.cancelled_at is null`.execute(
        db,
      )
    ).rows[0];
  const views = async (rows: AssignmentDbRow[]) => {
    const labels = await batchLabels(
      rt,
      rows.map((r) => r.batch_id),
    );
    return rows.map((r) => view(r, labels));
  };

  app.post(
    '/student-fee/create',
    {
      config: { access: STAFF, module: 'fees' },
      schema: { tags: ['student-fees'], body: CreateStudentFeeBody, response: { 200: StudentFeeReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const startDate = dayOf(body.startDate);
      if (!startDate) throw badRequest('Start date must be a date.');
      const endDate = dayOf(body.endDate);
      if (!endDate) throw badRequest('End date must be a date.');
      if (!isRupeeAmount(body.amount)) throw badRequest('Amount must be a positive number with at most two decimals.');
      const lateFee = lateFeeSetting(body);
      const periods = feePeriods(body.feeType, startDate, endDate, body.dueDay);
      const fee = await lookup(rt, ['fee'], () => liveFee(rt.database.db, body.fees.trim(), ctx.instituteId));
      if (!fee) throw badRequest('Fee not found.');
      const batch = await lookup(rt, ['batch'], () => liveBatch(rt.database.db, body.batch.trim(), ctx.instituteId));
      if (!batch) throw badRequest('Batch not found.');
      // The batch's students as of now: a student moved into the batch a moment ago counts.
      await caughtUp(rt, ['student']);
      const students = await studentIdsOfBatch(rt, ctx.instituteId, batch.id);
      if (students.length === 0) throw conflict('This batch has no students.');

      const assignmentId = assignmentIdOf(ctx.instituteId, fee.id, batch.id, startDate);
      const charges = planCharges(students, periods, body.amount, (studentId, periodStart) =>
        idFor(ctx, `student-charge:${assignmentId}:${studentId}:${periodStart}`),
      );
      const data = {
        assignmentId,
        feeId: fee.id,
        feeTitle: fee.title,
        batchId: batch.id,
        amount: body.amount,
        feeType: body.feeType,
        startDate,
        endDate,
        ...(body.dueDay !== undefined ? { dueDay: body.dueDay } : {}),
        ...(lateFee ? { lateFee } : {}),
        charges,
      };
      const res = await rt.commands.handle(
        feeAssignmentDecider,
        feeAssignmentStream(assignmentId),
        { type: 'AssignStudentFee', data },
        ctx,
      );
      const raised = await handleNewMany(
        rt.commands,
        rt.store,
        studentChargeDecider,
        charges.map((c) => ({
          stream: studentChargeStream(c.chargeId),
          command: {
            type: 'RaiseStudentCharge' as const,
            data: {
              chargeId: c.chargeId,
              assignmentId,
              feeId: fee.id,
              feeTitle: fee.title,
              studentId: c.studentId,
              batchId: batch.id,
              amount: c.amount,
              periodStart: c.periodStart,
              periodEnd: c.periodEnd,
              dueDate: c.dueDate,
            },
          },
        })),
        ctx,
      );
      const failed = raised.find((r) => !r.ok);
      if (failed && !failed.ok) throw failed.error;
      const last = raised.reduce(
        (p, r) => (r.ok && r.result.append && r.result.append.lastPosition > p.lastPosition ? r.result.append : p),
        res.append!,
      );
      await caughtUp(rt, ['student_fee_assignment', 'student_charge']);
      const row = await one(ctx.instituteId, assignmentId);
      if (!row) throw notFound('Student fee not found.');
      return sendWritten(reply, last, 'Student fee created successfully', (await views([row]))[0]!);
    },
  );

  app.get(
    '/student-fee',
    {
      config: { access: STAFF, module: 'fees', readModels: ['student_fee_assignment', 'student_charge'] },
      schema: { tags: ['student-fees'], querystring: StudentFeeListQuery, response: { 200: StudentFeeList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 8);
      const instituteId = authOf(req).instituteId;
      // A search names the fee or the batch (batch titles are asked of academics).
      const pattern = q.searchTitle?.trim() ? likePattern(q.searchTitle) : null;
      const search = pattern
        ? sql`and (a.fee_title ilike ${pattern} or a.batch_id = any(${await batchesTitled(rt, instituteId, pattern)}::text[]))`
        : sql``;
      const where = sql`where a.institute_id = ${instituteId} and a.cancelled_at is null ${search}`;
      const [rows, count] = await Promise.all([
        sql<AssignmentDbRow>`${select(todayOf(rt.clock))} ${where} order by a.created_at desc, a.id limit ${perPage} offset ${offset}`.execute(
          db,
        ),
        sql<{ n: number }>`select count(*)::int as n from student_fee_assignment a ${where}`.execute(db),
      ]);
      return paged('Student fees', await views(rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/student-fee/detail/:assignmentId',
    {
      config: { access: STAFF, module: 'fees', readModels: ['student_fee_assignment', 'student_charge', 'student'] },
      schema: {
        tags: ['student-fees'],
        params: Type.Object({ assignmentId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: StudentFeeDetailReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const instituteId = authOf(req).instituteId;
      const { assignmentId } = req.params;
      const row = await one(instituteId, assignmentId);
      if (!row) throw notFound('Student fee not found.');
      const charges = (
        await sql<ChargeDbRow>`select ch.id, ch.student_id, ch.amount, ch.paid, ch.status, ch.period_start, ch.period_end,
        ch.due_date, ch.kind, ch.late_fee_of, ch.gross_amount, ch.concession from student_charge ch
      where ch.assignment_id = ${assignmentId} and ch.institute_id = ${instituteId} and ch.status <> 'CANCELLED'
      order by ch.student_id, ch.period_start, ch.kind, ch.id`.execute(db)
      ).rows;
      // The concessions on these charges (granted and revoked), with who granted them (names from identity).
      const concessionRows = (
        await sql<ConcessionDbRow>`select id, charge_id, kind, amount, percent, reason, granted_at, granted_by, revoked_at, revoke_reason
        from student_charge_concession where charge_id = any(${charges.map((c) => c.id)}::text[]) and institute_id = ${instituteId}
        order by granted_at, id`.execute(db)
      ).rows;
      const granters = await userCards(rt, [...new Set(concessionRows.map((c) => c.granted_by))]);
      const concessionsOf = new Map<string, StudentChargeRow['concessions']>();
      for (const c of concessionRows) {
        concessionsOf.set(c.charge_id, [
          ...(concessionsOf.get(c.charge_id) ?? []),
          {
            _id: c.id,
            chargeId: c.charge_id,
            kind: c.kind,
            amount: money(c.amount),
            percent: c.percent === null ? null : Number(c.percent),
            reason: c.reason,
            grantedAt: new Date(c.granted_at).toISOString(),
            grantedBy: granters.get(c.granted_by)?.displayName ?? '',
            revoked: c.revoked_at !== null,
            revokeReason: c.revoke_reason,
          },
        ]);
      }
      // Students by name (asked of people), then id; a student people no longer know comes last.
      const cards = await studentCards(
        rt,
        charges.map((c) => c.student_id),
      );
      const nameOf = (id: string) => cards.get(id)?.displayName;
      const byStudent = new Map<string, ChargeDbRow[]>();
      for (const c of charges) byStudent.set(c.student_id, [...(byStudent.get(c.student_id) ?? []), c]);
      const order = [...byStudent.keys()].sort((a, b) => {
        const [x, y] = [nameOf(a), nameOf(b)];
        if (x !== y) return x === undefined ? 1 : y === undefined ? -1 : x < y ? -1 : 1;
        return a < b ? -1 : a > b ? 1 : 0;
      });
      const today = todayOf(rt.clock);
      const studentsList = order.map((studentId) => {
        const list = byStudent.get(studentId)!.map((c) => ({ ...c, ...chargeStanding({ status: c.status, dueDate: c.due_date }, today) }));
        const amount = money(list.reduce((s, c) => s + Number(c.amount), 0));
        const paid = money(list.reduce((s, c) => s + Number(c.paid), 0));
        const leftOn = (pick: (c: (typeof list)[number]) => boolean) =>
          money(list.filter(pick).reduce((s, c) => s + Number(c.amount) - Number(c.paid), 0));
        const who = cards.get(studentId);
        return {
          student: {
            _id: studentId,
            displayName: who?.displayName ?? '',
            photoUrl: rt.files.signedUrl(who?.photoFileId, '/api/v1'),
            registrationNumber: who?.registrationNumber ?? null,
          },
          amount,
          paid,
          due: money(amount - paid),
          status: (paid >= amount ? 'PAID' : paid > 0 ? 'PARTIAL' : 'PENDING') as 'PAID' | 'PARTIAL' | 'PENDING',
          ...studentStanding(list),
          dueNow: leftOn((c) => c.standing === 'DUE' || c.standing === 'OVERDUE'),
          overdue: leftOn((c) => c.standing === 'OVERDUE'),
          charges: list.map((c) => ({
            _id: c.id,
            periodStart: c.period_start,
            periodEnd: c.period_end,
            dueDate: c.due_date,
            amount: money(c.amount),
            paid: money(c.paid),
            due: money(Number(c.amount) - Number(c.paid)),
            status: c.status,
            standing: c.standing,
            partPaid: c.partPaid,
            daysOverdue: c.daysOverdue,
            kind: c.kind,
            lateFeeOf: c.late_fee_of,
            grossAmount: money(c.gross_amount),
            concession: money(c.concession),
            concessions: concessionsOf.get(c.id) ?? [],
          })),
        };
      });
      return ok('Student fee details', { ...(await views([row]))[0]!, studentsList });
    },
  );

  app.delete(
    '/student-fee/delete/:fee/:batch/:startDate',
    {
      config: { access: STAFF, module: 'fees' },
      schema: {
        tags: ['student-fees'],
        params: StudentFeeDeleteParams,
        response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const p = req.params;
      const startDay = dayOf(p.startDate);
      if (!startDay) throw notFound('Student fee not found.');
      const assignmentId = assignmentIdOf(ctx.instituteId, p.fee, p.batch, startDay);
      const recorded = await rt.store.readStream(feeAssignmentStream(assignmentId));
      const state = fold(feeAssignmentDecider, recorded);
      if (recorded[0]?.metadata.instituteId !== ctx.instituteId || !state.active) throw notFound('Student fee not found.');
      // Each charge and its late fee (the late fee's id comes from the charge; one never raised is an empty stream).
      const ids = [...state.chargeIds, ...state.chargeIds.map((id) => lateFeeIdOf(ctx.instituteId, id))];
      const folded = await Promise.all(
        ids.map(async (id) => fold(studentChargeDecider, await rt.store.readStream(studentChargeStream(id)))),
      );
      const paidStudents = new Set(folded.filter((c) => c.paidPaise > 0 && c.charge).map((c) => c.charge!.studentId));
      if (paidStudents.size > 0) {
        throw conflict(`Fees already collected from ${paidStudents.size} students cannot be deleted. Reverse those payments first.`);
      }
      // The charges first (each refuses if money arrived meanwhile), then the assignment.
      const open = folded.filter((c) => c.exists && !c.cancelled).map((c) => c.charge!.chargeId);
      for (let i = 0; i < open.length; i += 20) {
        await Promise.all(
          open.slice(i, i + 20).map((chargeId) =>
            rt.commands.handle(
              studentChargeDecider,
              studentChargeStream(chargeId),
              {
                type: 'CancelStudentCharge',
                data: { chargeId, assignmentId },
              },
              ctx,
            ),
          ),
        );
      }
      const res = await rt.commands.handle(
        feeAssignmentDecider,
        feeAssignmentStream(assignmentId),
        {
          type: 'CancelStudentFeeAssignment',
          data: { assignmentId },
        },
        ctx,
        { mustExist: 'Student fee not found.' },
      );
      return sendWritten(reply, res.append, 'Student fee deleted successfully', { _id: assignmentId });
    },
  );
}
