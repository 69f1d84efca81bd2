import type { Role } from '@school/contracts';
import {
  ChargeAdjustedReply,
  ChargeIdParams,
  ConcessionParams,
  ErrorReply,
  GrantConcessionBody,
  LateFeeRunBody,
  LateFeeRunReply,
  RevokeConcessionBody,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { idFor } from '../../platform/commands.js';
import { instituteDay } from '../../platform/days.js';
import { dueOf, rupees, studentChargeDecider, studentChargeStream, type StudentChargeState } from './charge-decider.js';
import { concessionPaiseOf } from './adjustment-rules.js';
import { raiseLateFees } from './late-fees.js';
import { caughtUp } from './shared.js';

/** Concessions, scholarships and running the late-fee job are an administrator's decisions. */
export const ADJUSTERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

/** The charge after the decision, from the decided state (never a second read). */
const adjusted = (s: StudentChargeState) => ({
  _id: s.charge!.chargeId,
  chargeId: s.charge!.chargeId,
  grossAmount: rupees(s.grossPaise),
  concession: rupees(concessionPaiseOf(s)),
  amount: rupees(s.amountPaise),
  paid: rupees(s.paidPaise),
  due: rupees(dueOf(s)),
});

/** Concessions and scholarships on a charge (granted and revoked by an ADMIN), and the late-fee job on demand. */
export function adjustmentRoutes(app: TypedApp, rt: Runtime) {
  /** The charge of the caller's institute (404 otherwise): the decider needs its student. */
  const chargeState = async (instituteId: string, chargeId: string) => {
    const s = await rt.commands.state(studentChargeDecider, studentChargeStream(chargeId), { instituteId });
    if (!s.exists || !s.charge) throw notFound('Fee not found.');
    return s;
  };

  app.post(
    '/student-fee/concession/:chargeId',
    {
      config: { access: ADJUSTERS, module: 'fees' },
      schema: {
        tags: ['student-fees'],
        params: ChargeIdParams,
        body: GrantConcessionBody,
        response: { 200: ChargeAdjustedReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { chargeId } = req.params;
      const b = req.body;
      if ((b.amount === undefined) === (b.percent === undefined)) throw badRequest('Give either an amount or a percent, not both.');
      const reason = b.reason.trim();
      if (!reason) throw badRequest('Reason is required.');
      const state = await chargeState(ctx.instituteId, chargeId);
      const res = await rt.commands.handle(
        studentChargeDecider,
        studentChargeStream(chargeId),
        {
          type: 'GrantConcession',
          data: {
            concessionId: idFor(ctx, `concession:${chargeId}`),
            studentId: state.charge!.studentId,
            kind: b.kind,
            ...(b.amount !== undefined ? { amount: b.amount } : {}),
            ...(b.percent !== undefined ? { percent: b.percent } : {}),
            reason,
          },
        },
        ctx,
        { mustExist: 'Fee not found.' },
      );
      const word = b.kind === 'SCHOLARSHIP' ? 'Scholarship' : 'Concession';
      return sendWritten(reply, res.append, `${word} granted successfully`, adjusted(res.state));
    },
  );

  app.post(
    '/student-fee/concession/:chargeId/revoke/:concessionId',
    {
      config: { access: ADJUSTERS, module: 'fees' },
      schema: {
        tags: ['student-fees'],
        params: ConcessionParams,
        body: RevokeConcessionBody,
        response: { 200: ChargeAdjustedReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { chargeId, concessionId } = req.params;
      const reason = req.body.reason.trim();
      if (!reason) throw badRequest('Reason is required.');
      const state = await chargeState(ctx.instituteId, chargeId);
      const res = await rt.commands.handle(
        studentChargeDecider,
        studentChargeStream(chargeId),
        { type: 'RevokeConcession', data: { concessionId, studentId: state.charge!.studentId, reason } },
        ctx,
        { mustExist: 'Fee not found.' },
      );
      return sendWritten(reply, res.append, 'Concession revoked successfully', adjusted(res.state));
    },
  );

  app.post(
    '/student-fee/late-fees/run',
    {
      config: { access: ADJUSTERS, module: 'fees' },
      schema: { tags: ['student-fees'], body: LateFeeRunBody, response: { 200: LateFeeRunReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const today = instituteDay(ctx.now);
      const asOf = req.body?.asOf ?? today;
      if (asOf > today) throw badRequest('asOf must not be after today.');
      const run = await raiseLateFees(rt, {
        today: asOf,
        instituteId: ctx.instituteId,
        actor: ctx.actor,
        correlationId: ctx.correlationId,
      });
      const head = await rt.store.head();
      if (run.raised + run.increased > 0) {
        reply.header('x-position', head.toString());
        // The late fees are read right after (the fee detail, the pending list): reply once the charges show them.
        await caughtUp(rt, ['student_charge']);
      }
      return ok('Late fees applied', run);
    },
  );
}
