import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppendResult } from '@school/contracts';
import type { CommandContext } from '../commands.js';
import { forbidden } from '../errors.js';
import { authOf } from './access.js';

/** Who, where and why of a command sent over HTTP. */
export function commandContext(req: FastifyRequest): CommandContext {
  const auth = authOf(req);
  if (!auth.instituteId) throw forbidden('Choose an institute first.');
  const corr = req.headers['x-correlation-id'];
  return {
    actor: { userId: auth.userId, role: auth.role },
    instituteId: auth.instituteId,
    correlationId: typeof corr === 'string' && /^[\w.-]{1,100}$/.test(corr) ? corr : req.id,
    causationId: req.id,
    idempotencyKey: req.idempotency?.key,
    now: req.server.clock?.now() ?? new Date(),
  };
}

/** Sends a command's reply with the global position of what it wrote (for `X-Min-Position`). */
export function sendWritten<T>(reply: FastifyReply, append: AppendResult | null, message: string, data: T, status = 200) {
  if (append) reply.header('x-position', append.lastPosition.toString());
  return reply.status(status).send({ message, data });
}
