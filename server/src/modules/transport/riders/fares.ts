import { sql } from 'kysely';
import {
  type AppendResult,
  ErrorReply,
  FareBody,
  FareReply,
  RouteIdParams,
  TRANSPORT_RIDER_MESSAGES as M,
  type TransportFareChargePlan,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { handleNewMany, type CommandContext } from '../../../platform/commands.js';
import { AppError, badRequest, conflict } from '../../../platform/errors.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { dayOf, instituteDay } from '../../../platform/days.js';
import { todayOf } from '../../../platform/clock.js';
import { uuidFrom } from '../../../platform/ids.js';
import { liveFee } from '../../academics/index.js';
import { studentCards } from '../../people/index.js';
import { feePeriods, studentChargeDecider, studentChargeStream } from '../../student-fees/index.js';
import { fareDecider, ridersDecider, transportFareStream, transportRidersStream } from './decider.js';
import { OFFICE, routeOf } from './shared.js';

/** A fare charged for a route: one per institute, route, fee and start day (calling again lands on it). */
export const fareIdOf = (instituteId: string, routeId: string, feeId: string, startDay: string) =>
  uuidFrom(instituteId, 'transport-fare', routeId, feeId, startDay);

export interface FareRun {
  fareId: string;
  raised: number;
  students: number;
  total: number;
  append: AppendResult | null;
}

/**
 * Charges a route's riders a RECURRING monthly fee at their stop's fare, through the student-fee charges (pending fees,
 * payment, receipts, the ledger and the defaulters read them unchanged). A rider is charged the periods that end on or
 * after the day they joined the route. Idempotent: charge ids come from the fare, the student and the period; the
 * charges are raised first (each once), then recorded on the fare's stream, so a run cut short is completed by the next.
 */
export async function chargeFare(
  rt: Runtime,
  ctx: CommandContext,
  routeId: string,
  body: { fees: string; startDate: string; endDate: string; dueDay?: number },
): Promise<FareRun> {
  const startDate = dayOf(body.startDate);
  if (!startDate) throw badRequest(M.startDateRequired);
  const endDate = dayOf(body.endDate);
  if (!endDate) throw badRequest(M.endDateRequired);
  const periods = feePeriods('RECURRING', startDate, endDate, body.dueDay);
  const feeOf = () => liveFee(rt.database.db, body.fees.trim(), ctx.instituteId);
  // A fee created a moment ago: looked up again once the `fee` read model caught up.
  const fee = (await feeOf()) ?? ((await rt.runner.waitFor(['fee'], await rt.store.head(), 5000)) && (await feeOf()));
  if (!fee) throw badRequest(M.feeMissing);
  const route = await routeOf(rt, ctx.instituteId, routeId);
  const state = await rt.commands.state(ridersDecider, transportRidersStream(ctx.instituteId), ctx);
  const riders = Object.values(state.riders).filter((r) => r.routeId === route.routeId);
  if (riders.length === 0) throw conflict(M.noRiders);
  const cards = await studentCards(
    rt,
    riders.map((r) => r.studentId),
  );
  const fareId = fareIdOf(ctx.instituteId, route.routeId, fee.id, startDate);
  const fare = await rt.commands.state(fareDecider, transportFareStream(fareId), ctx);
  const plan: (TransportFareChargePlan & { batchId: string })[] = riders.flatMap((r) => {
    const card = cards.get(r.studentId);
    const stop = state.stops[r.stopId];
    if (!card || !stop) return [];
    const joined = instituteDay(new Date(r.since));
    return periods
      .filter((p) => p.periodEnd >= joined)
      .map((p) => ({
        chargeId: uuidFrom(fareId, r.studentId, p.periodStart),
        studentId: r.studentId,
        stopId: r.stopId,
        amount: stop.fare,
        ...p,
        batchId: card.batchId ?? '',
      }));
  });
  const fresh = plan.filter((c) => !fare.charges[c.chargeId]);
  const raised = await handleNewMany(
    rt.commands,
    rt.store,
    studentChargeDecider,
    fresh.map(({ stopId: _stop, ...charge }) => ({
      stream: studentChargeStream(charge.chargeId),
      command: {
        type: 'RaiseStudentCharge' as const,
        data: { ...charge, assignmentId: fareId, feeId: fee.id, feeTitle: `${fee.title} (${route.startFrom})`.slice(0, 200) },
      },
    })),
    ctx,
  );
  const failed = raised.find((r) => !r.ok);
  if (failed && !failed.ok) throw failed.error;
  const out = await rt.commands.handle(
    fareDecider,
    transportFareStream(fareId),
    {
      type: 'ChargeFare',
      data: {
        fareId,
        routeId: route.routeId,
        feeId: fee.id,
        feeTitle: fee.title,
        startDate,
        endDate,
        dueDay: body.dueDay ?? null,
        charges: fresh.map(({ batchId: _b, ...c }) => c),
      },
    },
    ctx,
  );
  return {
    fareId,
    raised: fresh.length,
    students: new Set(fresh.map((c) => c.studentId)).size,
    total: Object.keys(out.state.charges).length,
    append: out.append ?? lastAppend(raised),
  };
}

const lastAppend = (results: { ok: boolean; result?: { append: AppendResult | null } }[]): AppendResult | null =>
  results.reduce<AppendResult | null>((p, r) => {
    const a = r.ok ? (r.result?.append ?? null) : null;
    return a && (!p || a.lastPosition > p.lastPosition) ? a : p;
  }, null);

/**
 * A rider leaving a route (removed, or moved to another): their charges of the route's fares for periods that start
 * after today and are not paid are cancelled with the reason; paid ones stay (a refund is the office's call).
 */
export async function stopFutureFares(rt: Runtime, ctx: CommandContext, studentId: string, routeId: string, reason: string) {
  await rt.runner.waitFor(['transport_fare'], await rt.store.head(), 5000);
  const today = todayOf(rt.clock);
  const rows = (
    await sql<{ charge_id: string; fare_id: string }>`select charge_id, fare_id from transport_fare_charge
      where institute_id = ${ctx.instituteId} and student_id = ${studentId} and route_id = ${routeId} and not stopped
        and period_start > ${today} order by fare_id, period_start`.execute(rt.database.db)
  ).rows;
  const byFare = new Map<string, string[]>();
  for (const r of rows) byFare.set(r.fare_id, [...(byFare.get(r.fare_id) ?? []), r.charge_id]);
  for (const [fareId, ids] of byFare) {
    const cancelled: string[] = [];
    for (const chargeId of ids) {
      try {
        await rt.commands.handle(
          studentChargeDecider,
          studentChargeStream(chargeId),
          { type: 'CancelStudentCharge', data: { chargeId, assignmentId: fareId, reason } },
          ctx,
        );
        cancelled.push(chargeId);
      } catch (err) {
        // Paid in part or in full: it stays.
        if (!(err instanceof AppError)) throw err;
      }
    }
    if (cancelled.length > 0) {
      await rt.commands.handle(
        fareDecider,
        transportFareStream(fareId),
        { type: 'StopFare', data: { studentId, chargeIds: cancelled, reason } },
        ctx,
      );
    }
  }
}

/**
 * A rider put on a route whose fare was charged before is charged too, on the fare's terms, for the months that end on
 * or after today (the same idempotent run as the office's call). A fare that cannot be charged any more (its fee master
 * deleted) is left to the office.
 */
export async function chargeJoinedRider(rt: Runtime, ctx: CommandContext, routeId: string) {
  await rt.runner.waitFor(['transport_fare'], await rt.store.head(), 5000);
  const fares = (
    await sql<{ fare_id: string }>`select distinct fare_id from transport_fare_charge
      where institute_id = ${ctx.instituteId} and route_id = ${routeId}`.execute(rt.database.db)
  ).rows;
  for (const { fare_id } of fares) {
    const fare = await rt.commands.state(fareDecider, transportFareStream(fare_id), ctx);
    if (!fare.terms || fare.terms.endDate < todayOf(rt.clock)) continue;
    const { feeId, startDate, endDate, dueDay } = fare.terms;
    try {
      await chargeFare(rt, ctx, routeId, { fees: feeId, startDate, endDate, ...(dueDay ? { dueDay } : {}) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
}

/** `POST transport/fare/:routeId`: the Charge fare dialog. */
export function fareRoutes(app: TypedApp, rt: Runtime) {
  app.post(
    '/transport/fare/:routeId',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: ['transport'], params: RouteIdParams, body: FareBody, response: { 200: FareReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const run = await chargeFare(rt, ctx, req.params.routeId, req.body);
      const message = run.raised > 0 ? 'Fare charged successfully' : 'Nothing new to charge';
      return sendWritten(res, run.append, message, {
        _id: run.fareId,
        routeId: req.params.routeId,
        raised: run.raised,
        students: run.students,
        total: run.total,
      });
    },
  );
}
